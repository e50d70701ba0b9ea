import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { SortableTh } from '@/components/sortable-th';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { CountryLabel } from './ecommerce-country';
import { customersCsv } from './customer-csv';
import { CustomerAvatar, useServerText } from './customer-shared';
import { customerListQuery, fetchAllCustomers } from './customers.api';
import { AnchorLink } from './ecommerce-links';
import { useEcommerceFormat } from './ecommerce-format';
import { useListSearchState } from './ecommerce-list-state';
import type { CustomerListSearch } from './ecommerce.search';

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
  const list = useQuery(customerListQuery(search));
  const format = useEcommerceFormat(list.data?.currency);
  const [exporting, setExporting] = useState(false);

  const { update, toggleSort, pager } = useListSearchState(search, onSearchChange);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllCustomers(search);
      downloadCsv(customersCsv(all.customers), csvFileName('customers'));
      notifications.show({ color: 'success', message: t('customers.exported', { count: all.customers.length }) });
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('customers.exportFailed'),
        message: serverText((error as Error).message),
      });
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.customers ?? [];

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
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
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
                  <SortableTh sortKey="customer" sort={search} onSort={toggleSort} style={STICKY}>
                    {t('customers.columns.customer')}
                  </SortableTh>
                  <SortableTh sortKey="customerId" sort={search} onSort={toggleSort}>
                    {t('customers.columns.customerId')}
                  </SortableTh>
                  <SortableTh sortKey="country" sort={search} onSort={toggleSort}>
                    {t('customers.columns.country')}
                  </SortableTh>
                  <SortableTh sortKey="orders" sort={search} onSort={toggleSort} end>
                    {t('customers.columns.orders')}
                  </SortableTh>
                  <SortableTh sortKey="totalSpent" sort={search} onSort={toggleSort} end>
                    {t('customers.columns.totalSpent')}
                  </SortableTh>
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
                      <CountryLabel code={row.countryCode} name={row.country} size="sm" />
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
        <TableFooter {...pager} total={list.data?.total ?? 0} totalCapped={list.data?.totalCapped} />
      </Card>
    </Stack>
  );
}
