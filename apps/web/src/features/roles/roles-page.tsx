import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_ERRORS, type Role } from '@mizan/contracts';
import { IconEdit, IconPlus, IconShieldPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useListState } from '@/components/list';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useRoleDescription, useRoleName } from '@/lib/acl-names';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { RoleModal } from './role-modal';
import { RoleUsersList } from './role-users-list';
import { roleListQuery, useDeleteRole } from './roles.api';
import { roleUsersList, type RolesSearch } from './roles.search';

export interface RolesPageProps {
  search: RolesSearch;
  /** Writes a change of the holders table's state into the URL. */
  onSearchChange: (next: RolesSearch) => void;
}

/** `/apps/roles`: a card per role, add/edit dialogs with the permission matrix, and the users filtered by role. */
export function RolesPage({ search, onSearchChange }: RolesPageProps) {
  const { t } = useTranslation('roles');
  const roles = useQuery(roleListQuery());
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRole();
  const errorText = useErrorText(['roles:errors', ROLE_ERRORS]);
  const roleName = useRoleName();
  const canCreate = ability.can('create', 'Role');
  const list = useListState(roleUsersList, search, onSearchChange);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({
        color: 'success',
        message: t('toasts.deleted', { name: roleName(deleting.name) }),
      });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('toasts.deleteFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  // The dialog shows the freshest copy of the role it edits.
  const editedRole = editing?.role
    ? (roles.data?.roles.find((role) => role.id === editing.role!.id) ?? editing.role)
    : undefined;

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="roles" title={t('title')} />
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>

      {roles.isError ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void roles.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {roles.data
            ? roles.data.roles.map((role) => (
                <RoleCard
                  key={role.id}
                  role={role}
                  onEdit={() => setEditing({ role })}
                  onDelete={() => setDeleting(role)}
                  onShowUsers={() => list.set({ role: role.name })}
                />
              ))
            : [0, 1, 2, 3, 4, 5].map((index) => <Skeleton key={index} height={150} radius="md" />)}
          {roles.data && canCreate && <AddRoleCard onAdd={() => setEditing({ role: undefined })} />}
        </SimpleGrid>
      )}

      <Stack gap={4} mt="md">
        <Title order={2} size="h4">
          {t('users.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('users.intro')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding={0}>
        <RoleUsersList list={list} roles={roles.data?.roles ?? []} />
      </Card>

      <RoleModal opened={editing !== null} role={editedRole} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', {
          name: deleting ? roleName(deleting.name) : '',
        })}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function RoleCard({
  role,
  onEdit,
  onDelete,
  onShowUsers,
}: {
  role: Role;
  onEdit: () => void;
  onDelete: () => void;
  onShowUsers: () => void;
}) {
  const { t, i18n } = useTranslation('roles');
  const roleName = useRoleName();
  const roleDescription = useRoleDescription();
  const name = roleName(role.name);
  const shown = role.users.slice(0, 4);
  const more = role.userCount - shown.length;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`role-card-${role.name}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('card.users', {
              formatted: new Intl.NumberFormat(i18n.language).format(role.userCount),
            })}
          </Text>
          <Avatar.Group spacing="sm">
            {shown.map((user) => (
              <Tooltip key={user.id} label={user.fullName} withArrow>
                <Avatar
                  src={user.avatar ?? undefined}
                  name={user.fullName}
                  color="initials"
                  radius="xl"
                  size="md"
                  alt={user.fullName}
                />
              </Tooltip>
            ))}
            {more > 0 && (
              <Avatar radius="xl" size="md" aria-label={t('card.more', { count: more })}>
                +{more > 99 ? '99' : more}
              </Avatar>
            )}
          </Avatar.Group>
        </Group>
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} size="h4" dir="auto">
              {name}
            </Title>
            {role.base && (
              <Badge size="xs" variant="light" color="gray">
                {t('card.base')}
              </Badge>
            )}
          </Group>
          {role.description && (
            <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
              {roleDescription(role)}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            {ability.can('update', 'Role') ? (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={onEdit}
              >
                {t('card.edit')}
              </Button>
            ) : (
              <Button variant="subtle" size="compact-sm" px={0} onClick={onEdit}>
                {t('card.view')}
              </Button>
            )}
            <Button variant="subtle" color="gray" size="compact-sm" onClick={onShowUsers}>
              {t('card.showUsers')}
            </Button>
          </Group>
          {ability.can('delete', 'Role') && !role.base && (
            <Tooltip label={t('card.delete', { name })} withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label={t('card.delete', { name })} onClick={onDelete}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function AddRoleCard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('roles');
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--mantine-primary-color-light)">
      <Stack gap="sm" align="flex-start" justify="center" h="100%">
        <Group gap="sm" wrap="nowrap">
          <IconShieldPlus size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('add.text')}
          </Text>
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t('add.action')}
        </Button>
      </Stack>
    </Card>
  );
}
