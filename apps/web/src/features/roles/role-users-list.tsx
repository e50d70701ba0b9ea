import { Avatar, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_ERRORS, type Role, type User } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListTable, ListToolbar, LtrText, type ListColumn, type useListState } from '@/components/list';
import { RoleBadge } from '@/components/role-badge';
import { useRoleName } from '@/lib/acl-names';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { roleUsersQuery, useAssignRole } from './roles.api';
import type { roleUsersList } from './roles.search';

const STATUS_COLOR: Record<string, string> = {
  active: 'green',
  pending: 'orange',
  inactive: 'gray',
};

/** The holders list's state, kept by the page (a role card's "Show users" filters it). */
export type RoleUsersListState = ReturnType<typeof useListState<typeof roleUsersList>>;

/** The users of the chosen role (everyone when none is chosen), paged by the server; role changes in place. */
export function RoleUsersList({ list, roles }: { list: RoleUsersListState; roles: Role[] }) {
  const { t } = useTranslation('roles');
  const roleName = useRoleName();
  const users = useQuery(roleUsersQuery(list.query));
  const columns = useRoleUserColumns(roles);
  return (
    <>
      <ListToolbar
        state={list}
        searchLabel={t('users.search')}
        inlineFilters
        filters={
          <Select
            aria-label={t('users.roleFilter')}
            placeholder={t('users.allRoles')}
            data={roles.map((role) => ({ value: role.name, label: roleName(role.name) }))}
            value={list.search.role ?? null}
            onChange={(value) => list.set({ role: value ?? undefined })}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
        }
      />
      <ListTable
        state={list}
        label={t('users.title')}
        columns={columns}
        rows={users.data?.users}
        query={users}
        errorText={t('users.loadError')}
        getRowId={(user) => user.id}
        rowLabel={(user) => user.fullName}
      />
      <ListFooter state={list} total={users.data?.totalUsers} />
    </>
  );
}

function useRoleUserColumns(roles: Role[]): ListColumn<User>[] {
  const { t } = useTranslation('roles');
  const roleName = useRoleName();
  const errorText = useErrorText(['roles:errors', ROLE_ERRORS]);
  const assign = useAssignRole();
  const canAssign = ability.can('update', 'Role');

  const changeRole = async (user: User, target: Role) => {
    try {
      await assign.mutateAsync({ id: target.id, body: { userIds: [user.id] } });
      notifications.show({
        color: 'success',
        message: t('users.moved', { name: user.fullName, role: roleName(target.name) }),
      });
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('users.moveFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  const roleCell = (user: User) => {
    const current = roles.find((role) => role.name === user.role);
    if (!canAssign || !current) return <RoleBadge role={user.role} />;
    return (
      <Select
        aria-label={t('users.changeRole', { name: user.fullName })}
        size="xs"
        w={160}
        data={roles.map((role) => ({ value: String(role.id), label: roleName(role.name) }))}
        value={String(current.id)}
        allowDeselect={false}
        disabled={assign.isPending}
        onChange={(value) => {
          const target = roles.find((role) => String(role.id) === value);
          if (target && target !== current) void changeRole(user, target);
        }}
      />
    );
  };

  return [
    {
      id: 'user',
      header: t('users.columns.user'),
      sortKey: 'user',
      required: true,
      card: 'title',
      cell: (user) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatar ?? undefined} name={user.fullName} color="initials" radius="xl" size="sm" alt="" />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate>
              {user.fullName}
            </Text>
            <LtrText size="xs" c="dimmed">{`@${user.username}`}</LtrText>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'email',
      header: t('users.columns.email'),
      sortKey: 'email',
      cell: (user) => <LtrText>{user.email}</LtrText>,
    },
    { id: 'role', header: t('users.columns.role'), sortKey: 'role', cell: roleCell },
    {
      id: 'status',
      header: t('users.columns.status'),
      sortKey: 'status',
      cell: (user) => (
        <Badge variant="light" color={STATUS_COLOR[user.status] ?? 'gray'}>
          {t(`users.statuses.${user.status}`)}
        </Badge>
      ),
    },
  ];
}
