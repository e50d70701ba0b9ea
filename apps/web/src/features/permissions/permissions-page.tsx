import { ActionIcon, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PERMISSION_ERRORS, ROLE_ERRORS, type Permission } from '@mizan/contracts';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListFooter, ListTable, ListToolbar, useListState, type ListColumn } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { RoleBadge } from '@/components/role-badge';
import { usePermissionName } from '@/lib/acl-names';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { PermissionModal } from './permission-modal';
import { permissionListQuery, useDeletePermission } from './permissions.api';
import { permissionList, type PermissionsSearch } from './permissions.search';

export interface PermissionsPageProps {
  search: PermissionsSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: PermissionsSearch) => void;
}

/** `/apps/permissions`: search, sort by name, server paging; add, edit (with a warning) and delete (confirmed). */
export function PermissionsPage({ search, onSearchChange }: PermissionsPageProps) {
  const { t } = useTranslation('permissions');
  const errorText = useErrorText(['permissions:errors', PERMISSION_ERRORS], ['roles:errors', ROLE_ERRORS]);
  const list = useListState(permissionList, search, onSearchChange);
  const permissions = useQuery(permissionListQuery(list.query));
  const columns = usePermissionColumns();
  const permissionName = usePermissionName();
  const remove = useDeletePermission();
  const [editing, setEditing] = useState<{ permission: Permission | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const canCreate = ability.can('create', 'Permission');
  const canUpdate = ability.can('update', 'Permission');
  const canDelete = ability.can('delete', 'Permission');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({ color: 'success', message: t('toasts.deleted', { name: permissionName(deleting.name) }) });
      setDeleting(null);
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('toasts.deleteFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  const rowActions = (permission: Permission) => (
    <>
      {canUpdate && (
        <Tooltip label={t('edit', { name: permissionName(permission.name) })} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('edit', { name: permissionName(permission.name) })}
            onClick={() => setEditing({ permission })}
          >
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label={t('delete.action', { name: permissionName(permission.name) })} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('delete.action', { name: permissionName(permission.name) })}
            onClick={() => setDeleting(permission)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="permissions" title={t('title')} />
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <Card withBorder radius="md" padding={0}>
        <ListToolbar
          state={list}
          searchLabel={t('search')}
          columns={columns}
          actions={
            canCreate && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing({ permission: undefined })}
              >
                {t('add')}
              </Button>
            )
          }
        />
        <ListTable
          state={list}
          label={t('title')}
          columns={columns}
          rows={permissions.data?.permissions}
          query={permissions}
          errorText={t('loadError')}
          getRowId={(permission) => permission.id}
          rowLabel={(permission) => permissionName(permission.name)}
          rowActions={canUpdate || canDelete ? rowActions : undefined}
        />
        <ListFooter state={list} total={permissions.data?.totalPermissions} />
      </Card>

      <PermissionModal opened={editing !== null} permission={editing?.permission} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting ? permissionName(deleting.name) : '' })}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function usePermissionColumns(): ListColumn<Permission>[] {
  const { t, i18n } = useTranslation('permissions');
  const permissionName = usePermissionName();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'name',
      required: true,
      card: 'title',
      cell: (permission) => (
        <Text size="sm" fw={500} dir="auto">
          {permissionName(permission.name)}
        </Text>
      ),
    },
    {
      id: 'assignedTo',
      header: t('columns.assignedTo'),
      cell: (permission) =>
        permission.assignedTo.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('unassigned')}
          </Text>
        ) : (
          <Group gap={6}>
            {permission.assignedTo.map((role) => (
              <RoleBadge key={role} role={role} radius="sm" />
            ))}
          </Group>
        ),
    },
    {
      id: 'createdDate',
      header: t('columns.createdDate'),
      nowrap: true,
      cell: (permission) => (
        <Text size="sm" c="dimmed" title={permission.createdDate}>
          {date.format(new Date(permission.createdAt))}
        </Text>
      ),
    },
  ];
}
