import { ActionIcon, Avatar, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { User } from '@mizan/contracts';
import { IconEye, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
import { roleColor } from '@/components/role-color';
import { AnchorLink, ActionIconLink } from '@/components/router-links';
import { UserText } from '@/components/user-text';
import { useRoleName } from '@/lib/acl-names';
import { StatusBadge, usePlanLabel } from './user-shared';

/** The users list's columns; plan and billing give way first on a narrower screen. */
export function useUserColumns(): ListColumn<User>[] {
  const { t } = useTranslation('users');
  const roleName = useRoleName();
  const planLabel = usePlanLabel();
  return [
    {
      id: 'user',
      header: t('columns.user'),
      sortKey: 'user',
      required: true,
      card: 'title',
      cell: (user) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={user.avatar ?? undefined} name={user.fullName} color="initials" radius="xl" size={36} alt="" />
          <Stack gap={0} miw={0}>
            <AnchorLink to="/apps/user/view/$id" params={{ id: String(user.id) }} fw={500} size="sm" truncate>
              <UserText span inherit>
                {user.fullName}
              </UserText>
            </AnchorLink>
            <LtrText size="xs" c="dimmed">{`@${user.username}`}</LtrText>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'email',
      header: t('columns.email'),
      sortKey: 'email',
      maxWidth: 280,
      cell: (user) => <LtrText>{user.email}</LtrText>,
    },
    {
      id: 'role',
      header: t('columns.role'),
      sortKey: 'role',
      nowrap: true,
      cell: (user) => (
        <Group gap={6} wrap="nowrap">
          <ThemeIcon size={22} radius="xl" variant="light" color={roleColor(user.role)} aria-hidden>
            <IconUsers size={13} />
          </ThemeIcon>
          <Text size="sm" dir="auto">
            {roleName(user.role)}
          </Text>
        </Group>
      ),
    },
    {
      id: 'plan',
      header: t('columns.plan'),
      sortKey: 'plan',
      visibleFrom: 'md',
      cell: (user) => <Text size="sm">{planLabel(user.currentPlan)}</Text>,
    },
    {
      id: 'billing',
      header: t('columns.billing'),
      sortKey: 'billing',
      visibleFrom: 'lg',
      nowrap: true,
      cell: (user) => <Text size="sm">{t(`billings.${user.billing}`)}</Text>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      cell: (user) => <StatusBadge status={user.status} />,
    },
  ];
}

/** A row's view, edit and delete buttons (edit and delete only for those allowed). */
export function UserRowActions({
  user,
  onEdit,
  onDelete,
}: {
  user: User;
  onEdit: ((user: User) => void) | undefined;
  onDelete: ((user: User) => void) | undefined;
}) {
  const { t } = useTranslation('users');
  return (
    <>
      <Tooltip label={t('actions.view')}>
        <ActionIconLink
          variant="subtle"
          color="gray"
          to="/apps/user/view/$id"
          params={{ id: String(user.id) }}
          aria-label={t('actions.viewUser', { name: user.fullName })}
        >
          <IconEye size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
      {onEdit && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onEdit(user)}
            aria-label={t('actions.editUser', { name: user.fullName })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="error"
            onClick={() => onDelete(user)}
            aria-label={t('actions.deleteUser', { name: user.fullName })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
