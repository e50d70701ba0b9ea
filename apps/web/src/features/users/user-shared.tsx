import { Anchor, Badge, Breadcrumbs, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UserPlanValue, UserStatusValue } from '@mizan/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<UserStatusValue, string> = { active: 'success', pending: 'warning', inactive: 'gray' };
export const ROLE_COLOR: Record<string, string> = {
  admin: 'error',
  author: 'warning',
  editor: 'info',
  maintainer: 'success',
  subscriber: 'primary',
  client: 'grape',
};

/**
 * Field errors arrive in English, from the shared zod schemas or the server (spec §8 texts); the text is the
 * translation key: `users:errors.<text>`, `common:serverErrors.<text>`, `auth:validation.<text>`, else itself.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: ReactNode): ReactNode =>
    typeof error === 'string' && error !== ''
      ? t([`users:errors.${error}`, `common:serverErrors.${error}`, `auth:validation.${error}`], { defaultValue: error })
      : error;
}

export function StatusBadge({ status }: { status: UserStatusValue }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function useRoleLabel() {
  const { t } = useTranslation('users');
  return (role: string) => t(`roles.${role}`, { defaultValue: role });
}

export function usePlanLabel() {
  const { t } = useTranslation('users');
  return (plan: UserPlanValue) => t(`plans.${plan}`);
}

/** Breadcrumbs, title and browser-tab title of the users pages. */
export function UsersHeader({ title, current, actions }: { title: string; current: string; actions?: ReactNode }) {
  const { t } = useTranslation('users');
  useDocumentTitle(`${title} · ${t('common:appTitle')}`);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/" size="sm">
            {t('breadcrumbs.home')}
          </Anchor>
          <Anchor component={Link} to="/apps/user/list" size="sm">
            {t('breadcrumbs.users')}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {current}
          </Text>
        </Breadcrumbs>
        <Title order={1} size="h3">
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}

/** Asks before a destructive action. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  color = 'error',
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
