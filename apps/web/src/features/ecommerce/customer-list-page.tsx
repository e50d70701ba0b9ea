import { Anchor, type AnchorProps, Button, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, type CustomerSortKey } from '@mizan/contracts';
import { IconChevronDown, IconChevronUp, IconDownload, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useState, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { customersCsv } from './customer-csv';
import { CustomerAvatar, useServerText } from './customer-shared';
import { customerListQuery, fetchAllCustomers } from './customers.api';
import { useEcommerceFormat } from './ecommerce-format';
import { toListQuery, type CustomerListSearch } from './ecommerce.search';

// Mantine's polymorphic Anchor loses its props through createLink; a plain wrapper keeps them typed.
const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => <Anchor {...props} />);

const PAGE_SIZES = [...PAGE_SIZE_OPTIONS, -1] as const;
/** The customer stays in view while the table scrolls sideways on a phone (on the start side in either direction). */
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;
const COLUMNS = 5;

export interface CustomerListPageProps {
  search: CustomerListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: CustomerListSearch) => void;
}

/** `/apps/ecommerce/customer/list`: search, a server-sorted and paged table of customers, CSV export of the search. */
export function CustomerListPage({ search, onSearchChange }: CustomerListPageProps) {
  const { t } = useTranslation('ecommerce');
  const serverText = useServerText();
  const query = toListQuery(search);
  const list = useQuery(customerListQuery(search));
  const format = useEcommerceFormat(list.data?.currency);
  const [exporting, setExporting] = useState(false);

  const update = (patch: Partial<CustomerListSearch>, keepPage = false) => {
    const next: CustomerListSearch = { ...search, ...patch, ...(keepPage ? {} : { page: undefined }) };
    for (const key of Object.keys(next) as (keyof CustomerListSearch)[]) if (next[key] === undefined || next[key] === '') delete next[key];
    onSearchChange(next);
  };

  const toggleSort = (key: CustomerSortKey) => {
    if (search.sortBy !== key) update({ sortBy: key, orderBy: 'asc' }, true);
    else if ((search.orderBy ?? 'asc') === 'asc') update({ orderBy: 'desc' }, true);
    else update({ sortBy: undefined, orderBy: undefined }, true);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllCustomers(search);
      downloadCsv(customersCsv(all.customers), csvFileName('customers'));
      notifications.show({ color: 'success', message: t('customers.exported', { count: all.customers.length }) });
    } catch (error) {
      notifications.show({ color: 'error', title: t('customers.exportFailed'), message: serverText((error as Error).message) });
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.customers ?? [];
  const sortable = (key: CustomerSortKey, label: string, end = false, sticky = false) => (
    <SortableTh
      key={key}
      label={label}
      active={search.sortBy === key}
      order={search.orderBy ?? 'asc'}
      onSort={() => toggleSort(key)}
      end={end}
      sticky={sticky}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceCustomers" title={t('customers.title')} />
      <Card withBorder radius="md" padding={0}>
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          <SearchInput
            label={t('customers.search')}
            value={search.q}
            onSearch={(q) => update({ q })}
            miw={200}
            style={{ flexGrow: 1, maxWidth: 360 }}
          />
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
            {t('common.export')}
          </Button>
        </Group>
        {list.isError && !list.data ? (
          <LoadErrorAlert m="md" title={t('customers.loadError')} onRetry={() => void list.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={680}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching} aria-label={t('customers.title')}>
              <Table.Thead>
                <Table.Tr>
                  {sortable('customer', t('customers.columns.customer'), false, true)}
                  {sortable('customerId', t('customers.columns.customerId'))}
                  {sortable('country', t('customers.columns.country'))}
                  {sortable('orders', t('customers.columns.orders'), true)}
                  {sortable('totalSpent', t('customers.columns.totalSpent'), true)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {!list.data && <TableLoadingRows columns={COLUMNS} />}
                {list.data && rows.length === 0 && <TableEmptyRow columns={COLUMNS} />}
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td maw={320} style={STICKY}>
                      <Group gap="sm" wrap="nowrap">
                        <CustomerAvatar name={row.customer} src={row.avatar} size={34} />
                        <Stack gap={0} miw={0}>
                          <AnchorLink
                            to="/apps/ecommerce/customer/details/$id"
                            params={{ id: String(row.customerId) }}
                            fw={500}
                            size="sm"
                            truncate
                          >
                            {row.customer}
                          </AnchorLink>
                          <Text size="xs" c="dimmed" dir="ltr" ta="start" truncate>
                            {row.email}
                          </Text>
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        <Ltr>#{row.customerId}</Ltr>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <span aria-hidden>{row.countryFlag}</span>
                        <Text size="sm">{row.country || '—'}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm">{format.number(row.order)}</Text>
                    </Table.Td>
                    <Table.Td ta="end">
                      <Text size="sm" fw={500}>
                        {format.money(row.totalSpent)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <TableFooter
          sizes={PAGE_SIZES}
          size={query.itemsPerPage}
          onSizeChange={(size) => update({ itemsPerPage: size === PAGE_SIZE_DEFAULT ? undefined : size })}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.totalCapped}
          page={query.page}
          onPageChange={(page) => update({ page: page === 1 ? undefined : page }, true)}
        />
      </Card>
    </Stack>
  );
}

interface SortableThProps {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  /** A number column: the header sits at the end, over its figures. */
  end: boolean;
  sticky: boolean;
}

function SortableTh({ label, active, order, onSort, end, sticky }: SortableThProps) {
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} style={sticky ? STICKY : undefined}>
      <UnstyledButton
        onClick={onSort}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 600,
          fontSize: 'inherit',
          textTransform: 'uppercase',
          whiteSpace: 'nowrap',
          marginInlineStart: end ? 'auto' : undefined,
        }}
      >
        {label}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
