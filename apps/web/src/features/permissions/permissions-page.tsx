import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Permission } from '@mizan/contracts';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ROLE_COLOR } from '@/components/role-color';
import { SearchInput } from '@/components/search-input';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { ability } from '@/lib/session';
import { PermissionModal } from './permission-modal';
import { permissionListQuery, useDeletePermission } from './permissions.api';
import { PERMISSION_PAGE_SIZES, toPermissionListQuery, type PermissionsSearch } from './permissions.search';
import { usePermissionErrorText, useRoleName } from './permissions-shared';

export interface PermissionsPageProps {
  search: PermissionsSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: PermissionsSearch) => void;
}

/** `/apps/permissions`: search, sort by name, server paging; add, edit (with a warning) and delete (confirmed). */
export function PermissionsPage({ search, onSearchChange }: PermissionsPageProps) {
  const { t, i18n } = useTranslation('permissions');
  const roleName = useRoleName();
  const errorText = usePermissionErrorText();
  const query = toPermissionListQuery(search);
  const list = useQuery(permissionListQuery(query));
  const remove = useDeletePermission();
  const [editing, setEditing] = useState<{
    permission: Permission | undefined;
  } | null>(null);
  const [deleting, setDeleting] = useState<Permission | null>(null);
  const canCreate = ability.can('create', 'Permission');
  const canUpdate = ability.can('update', 'Permission');
  const canDelete = ability.can('delete', 'Permission');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  const update = (patch: Partial<PermissionsSearch>, keepPage = false) =>
    onSearchChange({
      ...search,
      ...patch,
      ...(keepPage ? {} : { page: undefined }),
    });

  const toggleSort = () => {
    if (search.sortBy !== 'name') update({ sortBy: 'name', orderBy: 'asc' }, true);
    else if ((search.orderBy ?? 'asc') === 'asc') update({ orderBy: 'desc' }, true);
    else update({ sortBy: undefined, orderBy: undefined }, true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifications.show({
        color: 'success',
        message: t('toasts.deleted', { name: deleting.name }),
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

  const rows = list.data?.permissions ?? [];
  const total = list.data?.totalPermissions ?? 0;
  const size = query.itemsPerPage;
  const SortIcon = search.sortBy !== 'name' ? IconArrowsSort : search.orderBy === 'desc' ? IconArrowDown : IconArrowUp;
  const sortState = search.sortBy !== 'name' ? 'none' : search.orderBy === 'desc' ? 'descending' : 'ascending';
  const columns = 3 + (canUpdate || canDelete ? 1 : 0);

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="permissions" title={t('title')} />
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      <Card withBorder radius="md" padding={0}>
        <Group p="md" gap="sm" wrap="wrap" justify="space-between">
          <SearchInput
            label={t('search')}
            value={search.q}
            onSearch={(q) => update({ q })}
            w={{ base: '100%', xs: 300 }}
          />
          {canCreate && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ permission: undefined })}
            >
              {t('add')}
            </Button>
          )}
        </Group>
        {list.isError ? (
          <LoadErrorAlert m="md" title={t('loadError')} onRetry={() => void list.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th aria-sort={sortState}>
                    <UnstyledButton onClick={toggleSort} aria-label={t('sortByName')}>
                      <Group gap={4} wrap="nowrap">
                        <Text fw={700} size="sm">
                          {t('columns.name')}
                        </Text>
                        <SortIcon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                  <Table.Th>{t('columns.assignedTo')}</Table.Th>
                  <Table.Th>{t('columns.createdDate')}</Table.Th>
                  {columns === 4 && <Table.Th ta="end">{t('columns.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!list.data && <TableLoadingRows columns={columns} />}
                {list.data && rows.length === 0 && <TableEmptyRow columns={columns} />}
                {rows.map((permission) => (
                  <Table.Tr key={permission.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {permission.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {permission.assignedTo.length === 0 && (
                          <Text size="sm" c="dimmed">
                            {t('unassigned')}
                          </Text>
                        )}
                        {permission.assignedTo.map((role) => (
                          <Badge key={role} variant="light" color={ROLE_COLOR[role] ?? 'primary'} radius="sm">
                            {roleName(role)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={permission.createdDate}>
                        {date(permission.createdAt)}
                      </Text>
                    </Table.Td>
                    {columns === 4 && (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {canUpdate && (
                            <Tooltip label={t('edit', { name: permission.name })} withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('edit', {
                                  name: permission.name,
                                })}
                                onClick={() => setEditing({ permission })}
                              >
                                <IconEdit size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          {canDelete && (
                            <Tooltip
                              label={t('delete.action', {
                                name: permission.name,
                              })}
                              withArrow
                            >
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('delete.action', {
                                  name: permission.name,
                                })}
                                onClick={() => setDeleting(permission)}
                              >
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <TableFooter
          sizes={PERMISSION_PAGE_SIZES}
          size={size}
          onSizeChange={(itemsPerPage) => update({ itemsPerPage })}
          total={total}
          page={query.page}
          onPageChange={(next) => update({ page: next === 1 ? undefined : next }, true)}
        />
      </Card>

      <PermissionModal opened={editing !== null} permission={editing?.permission} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
