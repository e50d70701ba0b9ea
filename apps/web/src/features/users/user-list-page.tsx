import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { USER_PLANS, USER_STATUSES, type User } from '@mizan/contracts';
import {
  IconPlus,
  IconTrash,
  IconUserCheck,
  IconUserExclamation,
  IconUsers,
  IconUserX,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListFooter, ListTable, ListToolbar, useListState, useRowSelection } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { RegistrationSwitch } from './registration-switch';
import { AddUserDialog, EditUserModal } from './user-forms';
import { UserRowActions, useUserColumns } from './user-list-page-columns';
import { useRoleName } from '@/lib/acl-names';
import { usePlanLabel } from './user-shared';
import { fetchAllUsers, userListQuery, userRoleOptionsQuery, userStatsQuery, useDeleteUsers } from './users.api';
import { userList, type UserListSearch } from './users.search';

export interface UserListPageProps {
  search: UserListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: UserListSearch) => void;
}

/** `/apps/user/list`: stat cards, filters, search, a server-paged sortable list, bulk delete, CSV export. */
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
        <UserList
          search={search}
          onSearchChange={onSearchChange}
          onAdd={canCreate ? () => setAdding(true) : undefined}
        />
      </Card>
      {canCreate && <AddUserDialog opened={adding} onClose={() => setAdding(false)} />}
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

/** The CSV's columns: every field of the list's rows. */
const CSV_COLUMNS = [
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
] as const;

function UserList({ search, onSearchChange, onAdd }: UserListPageProps & { onAdd: (() => void) | undefined }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
  const list = useListState(userList, search, onSearchChange);
  const users = useQuery(userListQuery(list.query));
  const selection = useRowSelection(list.queryKey);
  const columns = useUserColumns();
  const remove = useDeleteUsers();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<User[] | null>(null);
  const canUpdate = ability.can('update', 'User');
  const canDelete = ability.can('delete', 'User');
  const rows = users.data?.users;

  const exportCsv = async () => {
    // Every row of the current filter and sort, not only this page.
    const everyone = await fetchAllUsers(list.query);
    downloadCsv(toCsv(CSV_COLUMNS, everyone.users), csvFileName('users'));
    return everyone.users.length;
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
        selection.keep(failed.map((f) => f.id));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ListToolbar
        state={list}
        searchLabel={t('list.search')}
        filters={<UserFilters search={search} set={list.set} />}
        columns={columns}
        exportCsv={{ run: exportCsv }}
        actions={
          onAdd && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
              {t('list.add')}
            </Button>
          )
        }
      />
      <ListTable
        state={list}
        label={t('list.title')}
        columns={columns}
        rows={rows}
        query={users}
        errorText={t('list.error')}
        getRowId={(user) => user.id}
        rowLabel={(user) => user.fullName}
        rowActions={(user) => (
          <UserRowActions
            user={user}
            onEdit={canUpdate ? (one) => setEditing(one.id) : undefined}
            onDelete={canDelete ? (one) => setDeleting([one]) : undefined}
          />
        )}
        selection={canDelete ? selection : undefined}
        bulkActions={
          <Button
            color="error"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting((rows ?? []).filter((row) => selection.isSelected(row.id)))}
          >
            {t('list.deleteSelected', { count: selection.count })}
          </Button>
        }
      />
      <ListFooter state={list} total={users.data?.totalUsers} />

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

function UserFilters({ search, set }: { search: UserListSearch; set: (patch: Partial<UserListSearch>) => void }) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleName();
  const planLabel = usePlanLabel();
  const roles = useQuery(userRoleOptionsQuery());
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        aria-label={t('filters.role')}
        placeholder={t('filters.role')}
        data={(roles.data?.roles ?? []).map((value) => ({ value, label: roleLabel(value) }))}
        value={search.role ?? null}
        onChange={(value) => set({ role: value ?? undefined })}
        clearable
      />
      <Select
        aria-label={t('filters.plan')}
        placeholder={t('filters.plan')}
        data={USER_PLANS.map((value) => ({ value, label: planLabel(value) }))}
        value={search.plan ?? null}
        onChange={(value) => set({ plan: (value as UserListSearch['plan']) ?? undefined })}
        clearable
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        data={USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={search.status ?? null}
        onChange={(value) => set({ status: (value as UserListSearch['status']) ?? undefined })}
        clearable
      />
    </SimpleGrid>
  );
}
