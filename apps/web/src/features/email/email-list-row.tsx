import { ActionIcon, Avatar, Checkbox, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Email } from '@mizan/contracts';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserTextAttributes } from '@/components/user-text';
import { type EmailView, useEmailUpdate } from './email.api';
import { personName, useEmailTime } from './email-format';
import { LABEL_COLORS } from './email-sidebar';
import classes from './email.module.css';

export interface EmailRowProps {
  email: Email;
  /** The row's own address (the list's with `id`), for a new tab or a copied link. */
  href: string;
  view: EmailView;
  open: boolean;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/**
 * A row of the list: its tick box and star, then a link (opens the email) with the sender or recipients, the time,
 * the subject, the labels and the first words.
 */
export function EmailRow({ email, href, view, open, selected, onToggle, onOpen }: EmailRowProps) {
  const { t } = useTranslation('email');
  const time = useEmailTime();
  const update = useEmailUpdate();
  // In Sent and Drafts the row names whom it goes to, as mail clients do.
  const outgoing = view.filter === 'sent' || view.filter === 'draft';
  const who = outgoing
    ? t('list.to', { names: email.to.map(personName).join(', ') || '—' })
    : personName(email.from) || t('list.unknownSender');
  const subject = email.subject.trim() || t('list.noSubject');
  const whoAttributes = useUserTextAttributes(who);
  const subjectAttributes = useUserTextAttributes(subject);
  const snippetAttributes = useUserTextAttributes(email.snippet);
  const star = () =>
    update.mutate(
      { ids: [email.id], change: { data: { isStarred: !email.isStarred } } },
      { onError: () => notifications.show({ color: 'red', message: t('actions.failed') }) },
    );
  return (
    <li
      className={classes.row}
      data-unread={!email.isRead || undefined}
      data-selected={selected || undefined}
      data-open={open || undefined}
      data-testid="list-row"
    >
      <div className={classes.rowControls}>
        <Checkbox
          size="sm"
          checked={selected}
          onChange={onToggle}
          aria-label={t('list.select', { name: personName(email.from), subject })}
        />
        <ActionIcon
          size="md"
          variant="subtle"
          color={email.isStarred ? 'yellow' : 'gray'}
          aria-label={email.isStarred ? t('list.unstar') : t('list.star')}
          aria-pressed={email.isStarred}
          onClick={star}
        >
          {email.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
        </ActionIcon>
      </div>
      <a
        href={href}
        className={classes.rowLink}
        data-email-link
        aria-current={open ? 'true' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <Avatar src={email.from.avatar} name={personName(email.from)} color="initials" size={36} alt="" />
        <div className={classes.rowText}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" className={classes.sender} truncate="end" {...whoAttributes}>
              {who}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              {email.attachments.length > 0 && (
                <IconPaperclip size={14} aria-label={t('list.attachment')} role="img" opacity={0.7} />
              )}
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} fw={email.isRead ? undefined : 700}>
                {time.short(email.time)}
              </Text>
            </Group>
          </Group>
          <Text size="sm" className={classes.subject} truncate="end" {...subjectAttributes}>
            {subject}
          </Text>
          <Group gap={6} wrap="nowrap">
            {email.labels.map((label) => (
              <span
                key={label}
                className={classes.dot}
                role="img"
                aria-label={t(`labels.${label}`)}
                title={t(`labels.${label}`)}
                style={{ backgroundColor: `var(--mantine-color-${LABEL_COLORS[label]}-filled)` }}
              />
            ))}
            <Text size="xs" c="dimmed" truncate="end" flex={1} {...snippetAttributes}>
              {email.snippet}
            </Text>
          </Group>
        </div>
      </a>
    </li>
  );
}
