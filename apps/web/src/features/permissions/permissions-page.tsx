import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Permission } from '@mizan/contracts';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconEdit,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { PermissionModal } from './permission-modal';
import { permissionListQuery, useDeletePermission } from './permissions.api';
import { PERMISSION_PAGE_SIZES, toPermissionListQuery, type PermissionsSearch } from './permissions.search';
import { ConfirmModal, ROLE_COLOR, usePermissionErrorText, useRoleName } from './permissions-shared';

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
  const [text, setText] = useState(search.q ?? '');
  const canCreate = ability.can('create', 'Permission');
  const canUpdate = ability.can('update', 'Permission');
  const canDelete = ability.can('delete', 'Permission');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  // Another way to the same URL (back button, a link) updates the box: adjust during render, not in an effect.
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setText(search.q ?? '');
  }

  const update = (patch: Partial<PermissionsSearch>, keepPage = false) =>
    onSearchChange({
      ...search,
      ...patch,
      ...(keepPage ? {} : { page: undefined }),
    });
  const debouncedSearch = useDebouncedCallback((value: string) => update({ q: value.trim() || undefined }), 300);

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
  const pages = size === -1 ? 1 : Math.max(1, Math.ceil(total / size));
  const page = Math.min(query.page, pages);
  const first = total === 0 ? 0 : size === -1 ? 1 : (page - 1) * size + 1;
  const last = size === -1 ? total : Math.min(page * size, total);
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
          <TextInput
            aria-label={t('search')}
            placeholder={t('search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              debouncedSearch(event.currentTarget.value);
            }}
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
          <Alert
            m="md"
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('loadError')}
          >
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void list.refetch()}
            >
              {t('common:actions.retry')}
            </Button>
          </Alert>
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
                {!list.data &&
                  [0, 1, 2, 3, 4].map((index) => (
                    <Table.Tr key={index}>
                      {Array.from({ length: columns }, (_, cell) => (
                        <Table.Td key={cell}>
                          <Skeleton height={14} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                {list.data && rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columns} ta="center" c="dimmed" py="xl">
                      {t('common:states.empty')}
                    </Table.Td>
                  </Table.Tr>
                )}
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
        <Group p="md" justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('itemsPerPage')}
            </Text>
            <Select
              aria-label={t('itemsPerPage')}
              size="xs"
              w={80}
              data={PERMISSION_PAGE_SIZES.map((value) => ({
                value: String(value),
                label: value === -1 ? t('all') : String(value),
              }))}
              value={String(size)}
              allowDeselect={false}
              onChange={(value) => value && update({ itemsPerPage: Number(value) })}
            />
            <Text size="sm" c="dimmed">
              {t('range', {
                first: number(first),
                last: number(last),
                total: number(total),
              })}
            </Text>
          </Group>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={(next) => update({ page: next === 1 ? undefined : next }, true)}
              getControlProps={(control) => ({
                'aria-label': t(`pagination.${control}`),
              })}
            />
          )}
        </Group>
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
