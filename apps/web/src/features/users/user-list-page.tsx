import {
  ActionIcon,
  Anchor,
  type ActionIconProps,
  type AnchorProps,
  Avatar,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE_DEFAULT, USER_PLANS, USER_STATUSES, type User, type UserSortKey } from '@mizan/contracts';
import {
  IconChevronDown,
  IconChevronUp,
  IconDownload,
  IconEye,
  IconPencil,
  IconPlus,
  IconSelector,
  IconTrash,
  IconUserCheck,
  IconUserExclamation,
  IconUsers,
  IconUserX,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useState, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { PageSizeSelect } from '@/components/page-size-select';
import { SearchInput } from '@/components/search-input';
import { TablePagination } from '@/components/table-pagination';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { ability } from '@/lib/session';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { RegistrationSwitch } from './registration-switch';
import { AddUserDrawer, EditUserModal } from './user-forms';
import { ROLE_COLOR, StatusBadge, useErrorText, usePlanLabel, useRoleLabel } from './user-shared';
import { fetchAllUsers, userListQuery, userRoleOptionsQuery, userStatsQuery, useDeleteUsers } from './users.api';
import { toListQuery, USER_PAGE_SIZES, type UserListSearch } from './users.search';

// Mantine's polymorphic components lose their props through createLink; plain wrappers keep them typed.
const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => <Anchor {...props} />);
const ActionIconLink = createLink((props: ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <ActionIcon component="a" {...props} />
));

export interface UserListPageProps {
  search: UserListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: UserListSearch) => void;
}

/** `/apps/user/list`: stat cards, filters, search, a server-paged sortable table, bulk delete, CSV export. */
export function UserListPage({ search, onSearchChange }: UserListPageProps) {
  const { t } = useTranslation('users');
  const [adding, setAdding] = useState(false);
  const canCreate = ability.can('create', 'User');
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        trail={[{ label: t('breadcrumbs.users'), to: '/apps/user/list' }, { label: t('breadcrumbs.list') }]}
        actions={ability.can('manage', 'all') && <RegistrationSwitch />}
      />
      <StatCards />
      <Card withBorder radius="md" padding={0}>
        <UserTable
          search={search}
          onSearchChange={onSearchChange}
          onAdd={canCreate ? () => setAdding(true) : undefined}
        />
      </Card>
      {canCreate && <AddUserDrawer opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

function StatCards() {
  const { t, i18n } = useTranslation('users');
  const stats = useQuery(userStatsQuery());
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const cards: { key: 'total' | 'active' | 'pending' | 'inactive'; icon: Icon; color: string }[] = [
    { key: 'total', icon: IconUsers, color: 'primary' },
    { key: 'active', icon: IconUserCheck, color: 'success' },
    { key: 'pending', icon: IconUserExclamation, color: 'warning' },
    { key: 'inactive', icon: IconUserX, color: 'error' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {cards.map(({ key, icon: IconComponent, color }) => (
        <Card key={key} withBorder radius="md" padding="lg" data-testid={`stat-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t(`stats.${key}`)}
              </Text>
              {stats.data ? (
                <Text fw={600} size="xl">
                  {number(stats.data[key])}
                </Text>
              ) : stats.isError ? (
                <Text c="dimmed">—</Text>
              ) : (
                <Skeleton height={24} width={60} />
              )}
              <Text size="xs" c="dimmed">
                {t(`stats.${key}Hint`)}
              </Text>
            </Stack>
            <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
              <IconComponent size={24} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

const SORTABLE: { key: UserSortKey; label: string }[] = [
  { key: 'user', label: 'columns.user' },
  { key: 'email', label: 'columns.email' },
  { key: 'role', label: 'columns.role' },
  { key: 'plan', label: 'columns.plan' },
  { key: 'billing', label: 'columns.billing' },
  { key: 'status', label: 'columns.status' },
];

function UserTable({ search, onSearchChange, onAdd }: UserListPageProps & { onAdd: (() => void) | undefined }) {
  const { t, i18n } = useTranslation('users');
  const errorText = useErrorText();
  const roleLabel = useRoleLabel();
  const planLabel = usePlanLabel();
  const query = toListQuery(search);
  const list = useQuery(userListQuery(query));
  const roles = useQuery(userRoleOptionsQuery());
  const remove = useDeleteUsers();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<User[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const canUpdate = ability.can('update', 'User');
  const canDelete = ability.can('delete', 'User');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  // Adjusted while rendering (not in an effect): a new page or filter starts a new selection.
  const listKey = JSON.stringify(query);
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelected([]);
  }

  const update = (patch: Partial<UserListSearch>, keepPage = false) => {
    const next = { ...search, ...patch, ...(keepPage ? {} : { page: undefined }) };
    for (const key of Object.keys(next) as (keyof UserListSearch)[])
      if (next[key] === '' || next[key] === null) next[key] = undefined;
    onSearchChange(next);
  };

  const rows = list.data?.users ?? [];
  const total = list.data?.totalUsers ?? 0;
  const size = query.itemsPerPage;
  const page = list.data?.page ?? query.page;
  const first = total === 0 ? 0 : size === -1 ? 1 : (page - 1) * size + 1;
  const last = size === -1 ? total : Math.min(page * size, total);
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const someChecked = rows.some((row) => selected.includes(row.id));

  const toggleSort = (key: UserSortKey) => {
    if (search.sortBy !== key) update({ sortBy: key, orderBy: 'asc' }, true);
    else if ((search.orderBy ?? 'asc') === 'asc') update({ orderBy: 'desc' }, true);
    else update({ sortBy: undefined, orderBy: undefined }, true);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const everyone = await fetchAllUsers(query);
      const csv = toCsv(
        [
          'id',
          'fullName',
          'username',
          'email',
          'role',
          'currentPlan',
          'billing',
          'status',
          'company',
          'country',
          'contact',
          'createdAt',
        ],
        everyone.users,
      );
      downloadCsv(csv, csvFileName('users'));
      notifications.show({ color: 'success', message: t('list.exported', { count: everyone.users.length }) });
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('list.exportFailed'),
        message: errorText((error as Error).message),
      });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const ids = deleting.map((user) => user.id);
    remove.mutate(ids, {
      onSuccess: (failed) => {
        const done = ids.length - failed.length;
        if (done > 0) notifications.show({ color: 'success', message: t('delete.success', { count: done }) });
        if (failed.length > 0) {
          notifications.show({
            color: 'error',
            title: t('delete.failed', { count: failed.length }),
            message: errorText((failed[0]!.error as Error).message),
          });
        }
        setSelected((current) => current.filter((id) => failed.some((f) => f.id === id)));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <Stack gap="md" p="lg">
        <Text fw={600}>{t('list.filters')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            aria-label={t('filters.role')}
            placeholder={t('filters.role')}
            data={(roles.data?.roles ?? []).map((value) => ({ value, label: roleLabel(value) }))}
            value={search.role ?? null}
            onChange={(value) => update({ role: value ?? undefined })}
            clearable
          />
          <Select
            aria-label={t('filters.plan')}
            placeholder={t('filters.plan')}
            data={USER_PLANS.map((value) => ({ value, label: planLabel(value) }))}
            value={search.plan ?? null}
            onChange={(value) => update({ plan: (value as UserListSearch['plan']) ?? undefined })}
            clearable
          />
          <Select
            aria-label={t('filters.status')}
            placeholder={t('filters.status')}
            data={USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            value={search.status ?? null}
            onChange={(value) => update({ status: (value as UserListSearch['status']) ?? undefined })}
            clearable
          />
        </SimpleGrid>
      </Stack>
      <Divider />
      <Group justify="space-between" p="lg" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <PageSizeSelect
            aria-label={t('list.pageSize')}
            w={96}
            sizes={USER_PAGE_SIZES}
            value={size}
            onChange={(next) => update({ itemsPerPage: next !== PAGE_SIZE_DEFAULT ? next : undefined })}
          />
          {selected.length > 0 && canDelete && (
            <Button
              color="error"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(rows.filter((row) => selected.includes(row.id)))}
            >
              {t('list.deleteSelected', { count: selected.length })}
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="wrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
          <SearchInput
            label={t('list.search')}
            value={search.q}
            onSearch={(q) => update({ q })}
            miw={200}
            style={{ flexGrow: 1, maxWidth: 320 }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('list.export')}
          </Button>
          {onAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
              {t('list.add')}
            </Button>
          )}
        </Group>
      </Group>

      {list.isError && !list.data ? (
        <LoadErrorAlert m="lg" title={t('list.error')} onRetry={() => void list.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching} aria-label={t('list.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('list.selectAll')}
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={() =>
                      setSelected(
                        allChecked
                          ? selected.filter((id) => !rows.some((row) => row.id === id))
                          : [...new Set([...selected, ...rows.map((row) => row.id)])],
                      )
                    }
                  />
                </Table.Th>
                {SORTABLE.map(({ key, label }) => (
                  <SortableTh
                    key={key}
                    label={t(label)}
                    active={search.sortBy === key}
                    order={search.orderBy ?? 'asc'}
                    onSort={() => toggleSort(key)}
                  />
                ))}
                <Table.Th tt="uppercase">{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!list.data && <TableLoadingRows columns={8} />}
              {list.data && rows.length === 0 && <TableEmptyRow columns={8} />}
              {rows.map((user) => (
                <Table.Tr
                  key={user.id}
                  bg={selected.includes(user.id) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.select', { name: user.fullName })}
                      checked={selected.includes(user.id)}
                      onChange={() =>
                        setSelected((current) =>
                          current.includes(user.id) ? current.filter((id) => id !== user.id) : [...current, user.id],
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={user.avatar ?? undefined}
                        name={user.fullName}
                        color="initials"
                        radius="xl"
                        size={36}
                        alt=""
                      />
                      <Stack gap={0} miw={0}>
                        <AnchorLink
                          to="/apps/user/view/$id"
                          params={{ id: String(user.id) }}
                          fw={500}
                          size="sm"
                          truncate
                        >
                          {user.fullName}
                        </AnchorLink>
                        <Text size="xs" c="dimmed" dir="ltr" truncate>
                          @{user.username}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="ltr" truncate>
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ThemeIcon
                        size={22}
                        radius="xl"
                        variant="light"
                        color={ROLE_COLOR[user.role] ?? 'gray'}
                        aria-hidden
                      >
                        <IconUsers size={13} />
                      </ThemeIcon>
                      <Text size="sm">{roleLabel(user.role)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{planLabel(user.currentPlan)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`billings.${user.billing}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('actions.view')}>
                        <ActionIconLink
                          variant="subtle"
                          color="gray"
                          to="/apps/user/view/$id"
                          params={{ id: String(user.id) }}
                          aria-label={t('actions.viewUser', { name: user.fullName })}
                        >
                          <IconEye size={18} />
                        </ActionIconLink>
                      </Tooltip>
                      {canUpdate && (
                        <Tooltip label={t('actions.edit')}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            onClick={() => setEditing(user.id)}
                            aria-label={t('actions.editUser', { name: user.fullName })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label={t('actions.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="error"
                            onClick={() => setDeleting([user])}
                            aria-label={t('actions.deleteUser', { name: user.fullName })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between" p="lg" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="list-footer">
          {t('list.showing', { from: number(first), to: number(last), total: number(total) })}
        </Text>
        {size !== -1 && (list.data?.totalPages ?? 0) > 1 && (
          <TablePagination
            total={list.data?.totalPages ?? 1}
            value={page}
            onChange={(next) => update({ page: next === 1 ? undefined : next }, true)}
            siblings={1}
            boundaries={1}
          />
        )}
      </Group>

      <EditUserModal userId={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('delete.title', { count: deleting?.length ?? 1 })}
        message={
          deleting?.length === 1
            ? t('delete.confirmOne', { name: deleting[0]!.fullName })
            : t('delete.confirmMany', { count: deleting?.length ?? 0 })
        }
        confirmLabel={t('common:actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function SortableTh({
  label,
  active,
  order,
  onSort,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
}) {
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={onSort}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 600,
          fontSize: 'inherit',
          textTransform: 'uppercase',
        }}
      >
        {label}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
