import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import type { Notification, NotificationList } from '@mizan/contracts';
import { IconBell, IconBellOff, IconMailOpened, IconX } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import { useLiveEvent } from '@/lib/live';
import { useSessionUser } from '@/lib/session';
import classes from './notifications-menu.module.css';
import {
  notificationsQueryOptions,
  useDismissNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './notifications.api';
import { formatRelativeTime } from './relative-time';

/** The most unread notifications the bell's badge counts: two digits fit it. */
const MAX_SHOWN = 99;

/** The navbar bell: unread count, the latest notifications, mark read, mark all read, dismiss. */
export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  const query = useQuery({ ...notificationsQueryOptions(), enabled: user !== null });
  const markAll = useMarkAllNotificationsRead();
  // A new notification (a reminder, a sign-in elsewhere) rings the bell without a reload.
  useLiveEvent('notification.created', () => void query.refetch());
  if (!user) return null;

  const unread = query.data?.unread ?? 0;
  // The badge is the bell's visible text, so the bell's name says the same number (WCAG 2.5.3 label in name).
  const [shown, name] =
    unread > MAX_SHOWN
      ? [`${MAX_SHOWN}+`, t('notifications.labelOver', { max: MAX_SHOWN })]
      : [unread, unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')];
  const failed = () => toasts.show({ color: 'error', message: t('notifications.actionFailed') });
  const toggle = () => {
    if (!opened) void query.refetch();
    setOpened((value) => !value);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" offset={6} width={380} trapFocus>
      <Popover.Target>
        <Tooltip label={t('notifications.label')} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={name}
            aria-expanded={opened}
            onClick={toggle}
            className={classes.bell}
          >
            <Indicator disabled={unread === 0} label={shown} size={16} color="error" offset={2} aria-hidden>
              <IconBell size={22} aria-hidden />
            </Indicator>
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm" className={classes.header} wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{t('notifications.title')}</Text>
            {unread > 0 && (
              <Badge variant="light" size="sm">
                {t('notifications.unread', { count: unread })}
              </Badge>
            )}
          </Group>
          {unread > 0 && (
            <Tooltip label={t('notifications.markAllRead')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('notifications.markAllRead')}
                loading={markAll.isPending}
                onClick={() => markAll.mutate(undefined, { onError: failed })}
              >
                <IconMailOpened size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <NotificationsBody query={query} onFailed={failed} onFollow={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

interface BodyProps {
  query: UseQueryResult<NotificationList>;
  onFailed: () => void;
  onFollow: () => void;
}

function NotificationsBody({ query, onFailed, onFollow }: BodyProps) {
  const { t } = useTranslation(['layout', 'common']);
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('common:states.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack align="center" gap="xs" py="xl" px="md" role="alert">
        <Text fz="sm" c="dimmed" ta="center">
          {t('layout:notifications.error')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  }
  const list = query.data.notifications;
  if (list.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" px="md">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconBellOff size={24} aria-hidden />
        </ThemeIcon>
        <Text fz="sm" c="dimmed">
          {t('layout:notifications.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={380} type="auto">
      <ul className={classes.list}>
        {list.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} onFailed={onFailed} onFollow={onFollow} />
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}

function NotificationRow({
  notification,
  onFailed,
  onFollow,
}: {
  notification: Notification;
  onFailed: () => void;
  onFollow: () => void;
}) {
  const { t, i18n } = useTranslation('layout');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const unread = notification.readAt === null;

  const open = () => {
    if (unread) markRead.mutate({ id: notification.id, read: true }, { onError: onFailed });
    if (notification.link) {
      onFollow();
      void navigate({ to: notification.link });
    }
  };

  return (
    <li className={classes.row} data-unread={unread || undefined}>
      <UnstyledButton className={classes.rowMain} onClick={open}>
        <ThemeIcon size={38} radius="xl" variant="light" color={notification.color ?? undefined}>
          <AppIcon name={notification.icon ?? 'bell'} size={20} />
        </ThemeIcon>
        <div className={classes.rowText}>
          <Text fz="sm" fw={unread ? 600 : 500} lineClamp={1}>
            {notification.title}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {notification.subtitle}
          </Text>
          <Text fz="xs" c="dimmed" mt={2}>
            <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt, i18n.language)}</time>
          </Text>
        </div>
      </UnstyledButton>
      <Stack gap={4} align="center" className={classes.rowActions}>
        <Tooltip label={t(unread ? 'notifications.markRead' : 'notifications.markUnread')}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t(unread ? 'notifications.markRead' : 'notifications.markUnread')}
            onClick={() => markRead.mutate({ id: notification.id, read: unread }, { onError: onFailed })}
          >
            <span className={classes.dot} data-unread={unread || undefined} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('notifications.dismiss')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('notifications.dismiss')}
            onClick={() => dismiss.mutate(notification.id, { onError: onFailed })}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </li>
  );
}
