import { Card, Group, Stack, Text } from '@mantine/core';
import type { Customer } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListTable, ListToolbar, LtrText, useListState, type ListColumn } from '@/components/list';
import { Ltr } from '@/components/ltr';
import { PageHeader } from '@/components/page-header';
import { UserText } from '@/components/user-text';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { CountryLabel } from './ecommerce-country';
import { customersCsv } from './customer-csv';
import { CustomerAvatar, useServerText } from './customer-shared';
import { customerListQuery, fetchAllCustomers } from './customers.api';
import { AnchorLink } from '@/components/router-links';
import { useEcommerceFormat } from './ecommerce-format';
import { customerList, type CustomerListSearch } from './ecommerce.search';

export interface CustomerListPageProps {
  search: CustomerListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: CustomerListSearch) => void;
}

/** `/apps/ecommerce/customer/list`: search, a server-sorted and paged list of customers, CSV export of the search. */
export function CustomerListPage({ search, onSearchChange }: CustomerListPageProps) {
  const { t } = useTranslation('ecommerce');
  const serverText = useServerText();
  const list = useListState(customerList, search, onSearchChange);
  const customers = useQuery(customerListQuery(list.query));
  const columns = useCustomerColumns(customers.data?.currency);

  const exportCsv = async () => {
    try {
      // Every row of the current search and sort, not only this page.
      const all = await fetchAllCustomers(list.query);
      downloadCsv(customersCsv(all.customers), csvFileName('customers'));
      return all.customers.length;
    } catch (error) {
      throw new Error(serverText((error as Error).message));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceCustomers" title={t('customers.title')} />
      <Card withBorder radius="md" padding={0}>
        <ListToolbar
          state={list}
          searchLabel={t('customers.search')}
          columns={columns}
          exportCsv={{ run: exportCsv }}
        />
        <ListTable
          state={list}
          label={t('customers.title')}
          columns={columns}
          rows={customers.data?.customers}
          query={customers}
          errorText={t('customers.loadError')}
          getRowId={(row) => row.id}
        />
        <ListFooter state={list} total={customers.data?.total} totalCapped={customers.data?.totalCapped} />
      </Card>
    </Stack>
  );
}

/** The customers list's columns: five, which fit from a tablet up. */
function useCustomerColumns(currency: string | undefined): ListColumn<Customer>[] {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  return [
    {
      id: 'customer',
      header: t('customers.columns.customer'),
      sortKey: 'customer',
      required: true,
      card: 'title',
      maxWidth: 320,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CustomerAvatar name={row.customer} src={row.avatar} size={34} />
          <Stack gap={0} miw={0}>
            <AnchorLink
              to="/apps/ecommerce/customer/details/$id"
              params={{ id: String(row.customerId) }}
              fw={500}
              size="sm"
              truncate
            >
              <UserText span inherit>
                {row.customer}
              </UserText>
            </AnchorLink>
            <LtrText size="xs" c="dimmed">
              {row.email}
            </LtrText>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'customerId',
      header: t('customers.columns.customerId'),
      sortKey: 'customerId',
      nowrap: true,
      cell: (row) => (
        <Text size="sm">
          <Ltr>#{row.customerId}</Ltr>
        </Text>
      ),
    },
    {
      id: 'country',
      header: t('customers.columns.country'),
      sortKey: 'country',
      cell: (row) => <CountryLabel code={row.countryCode} name={row.country} size="sm" />,
    },
    {
      id: 'orders',
      header: t('customers.columns.orders'),
      sortKey: 'orders',
      align: 'end',
      nowrap: true,
      cell: (row) => <Text size="sm">{format.number(row.order)}</Text>,
    },
    {
      id: 'totalSpent',
      header: t('customers.columns.totalSpent'),
      sortKey: 'totalSpent',
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {format.money(row.totalSpent)}
        </Text>
      ),
    },
  ];
}
