import { Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email, type EmailFolder, type EmailLabel } from '@mizan/contracts';
import {
  IconArchive,
  IconFolderSymlink,
  IconMail,
  IconMailOff,
  IconMailOpened,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { TooltipActionIcon } from '@/components/tooltip-action-icon';
import { type EmailChange, type EmailView, useDeleteForever, useEmailUpdate } from './email.api';
import { LABEL_COLORS } from './email-sidebar';
import classes from './email.module.css';

/**
 * The actions on the chosen rows: read, unread, star, label, move, delete — or, in the trash, restore and delete for
 * good (after asking).
 */
export function BulkActions({ view, rows, onDone }: { view: EmailView; rows: Email[]; onDone: () => void }) {
  const { t } = useTranslation('email');
  const update = useEmailUpdate();
  const forever = useDeleteForever();
  const [confirming, setConfirming] = useState(false);
  const ids = rows.map((row) => row.id);
  const deleteForever = () =>
    forever.mutate(ids, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ message: t('actions.done.deletedForever', { count: ids.length }) });
        onDone();
      },
      onError: () => {
        setConfirming(false);
        notifications.show({ color: 'red', message: t('actions.failed') });
      },
    });
  const run = (change: EmailChange, done: string) =>
    update.mutate(
      { ids, change },
      {
        onSuccess: () => {
          notifications.show({ message: done });
          onDone();
        },
        onError: () => notifications.show({ color: 'red', message: t('actions.failed') }),
      },
    );
  const anyUnread = rows.some((row) => !row.isRead);
  const allStarred = rows.every((row) => row.isStarred);
  const inTrash = view.filter === 'trashed' && !view.label;
  const moveTargets = EMAIL_FOLDERS.filter((folder) => folder !== 'draft' && (inTrash || folder !== view.filter));
  const icon = (label: string, Icon: typeof IconMail, onClick: () => void) => (
    <TooltipActionIcon label={label} onClick={onClick} loading={update.isPending}>
      <Icon size={18} />
    </TooltipActionIcon>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {inTrash
        ? icon(t('actions.restore'), IconRestore, () => run({ data: { isDeleted: false } }, t('actions.done.restored')))
        : icon(t('actions.delete'), IconTrash, () => run({ data: { isDeleted: true } }, t('actions.done.deleted')))}
      {inTrash && icon(t('actions.deleteForever'), IconTrashX, () => setConfirming(true))}
      <ConfirmModal
        opened={confirming}
        title={t('actions.deleteForeverTitle', { count: ids.length })}
        message={t('actions.deleteForeverText')}
        confirmLabel={t('actions.deleteForever')}
        loading={forever.isPending}
        onConfirm={deleteForever}
        onClose={() => setConfirming(false)}
      />
      {anyUnread
        ? icon(t('actions.markRead'), IconMailOpened, () => run({ data: { isRead: true } }, t('actions.done.read')))
        : icon(t('actions.markUnread'), IconMail, () => run({ data: { isRead: false } }, t('actions.done.unread')))}
      {allStarred
        ? icon(t('actions.unstar'), IconStarFilled, () =>
            run({ data: { isStarred: false } }, t('actions.done.unstarred')),
          )
        : icon(t('actions.star'), IconStar, () => run({ data: { isStarred: true } }, t('actions.done.starred')))}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <TooltipActionIcon label={t('actions.label')}>
            <IconTag size={18} />
          </TooltipActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {EMAIL_LABELS.map((label: EmailLabel) => (
            <Menu.Item
              key={label}
              leftSection={
                <span
                  className={classes.dot}
                  style={{ backgroundColor: `var(--mantine-color-${LABEL_COLORS[label]}-filled)` }}
                />
              }
              onClick={() => run({ label }, t('actions.done.label', { label: t(`labels.${label}`) }))}
            >
              {t(`labels.${label}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <TooltipActionIcon label={t('actions.move')}>
            <IconFolderSymlink size={18} />
          </TooltipActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {moveTargets.map((folder: EmailFolder) => (
            <Menu.Item
              key={folder}
              leftSection={folder === 'spam' ? <IconMailOff size={16} /> : <IconArchive size={16} />}
              onClick={() =>
                run(
                  { data: { folder, ...(inTrash ? { isDeleted: false } : {}) } },
                  t('actions.done.moved', { folder: t(`filters.${folder}`) }),
                )
              }
            >
              {t(`filters.${folder}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
