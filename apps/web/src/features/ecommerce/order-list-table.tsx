import { Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Order, OrderSortKey } from '@mizan/contracts';
import { IconEye } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { PlainTh, SortableTh } from '@/components/sortable-th';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { OrderStatusBadge, PaymentBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import type { OrderListSearch } from './ecommerce.search';
import { ActionIconLink, AnchorLink } from './ecommerce-links';
import { DeleteRowAction } from './ecommerce-row-action';
import { CustomerAvatar, formatTime, PaymentMethodLabel } from './order-shared';

export interface OrderListTableProps {
  rows: Order[];
  loading: boolean;
  busy: boolean;
  search: OrderListSearch;
  /** The money's currency (the store's). */
  currency: string;
  onSort: (key: OrderSortKey) => void;
  /** Absent when the user may not delete orders. */
  onDelete: ((order: Order) => void) | undefined;
}

const COLUMNS = 8;

/** The order number stays in view while the table scrolls sideways on a narrow screen (start side in either direction). */
const STICKY: CSSProperties = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  whiteSpace: 'nowrap',
};

export function OrderListTable({ rows, loading, busy, search, currency, onSort, onDelete }: OrderListTableProps) {
  const { t, i18n } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('orders.title')}
        aria-busy={busy}
        style={{ opacity: busy && !loading ? 0.7 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="order" sort={search} onSort={onSort} style={STICKY}>
              {t('orders.columns.order')}
            </SortableTh>
            <SortableTh sortKey="date" sort={search} onSort={onSort}>
              {t('orders.columns.date')}
            </SortableTh>
            <SortableTh sortKey="customers" sort={search} onSort={onSort}>
              {t('orders.columns.customer')}
            </SortableTh>
            <PlainTh>{t('orders.columns.payment')}</PlainTh>
            <SortableTh sortKey="status" sort={search} onSort={onSort}>
              {t('orders.columns.status')}
            </SortableTh>
            <PlainTh>{t('orders.columns.method')}</PlainTh>
            <SortableTh sortKey="spent" sort={search} onSort={onSort}>
              {t('orders.columns.spent')}
            </SortableTh>
            <Table.Th>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && <TableLoadingRows columns={COLUMNS} />}
          {!loading && rows.length === 0 && <TableEmptyRow columns={COLUMNS} />}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={STICKY}>
                <AnchorLink
                  to="/apps/ecommerce/order/details/$id"
                  params={{ id: String(row.order) }}
                  fw={600}
                  size="sm"
                >
                  <Ltr>#{row.order}</Ltr>
                </AnchorLink>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{format.date(row.date)}</Text>
                <Text size="xs" c="dimmed">
                  {formatTime(row.date, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <CustomerAvatar name={row.customer} avatar={row.avatar} size={34} />
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} truncate="end">
                      {row.customer}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {row.email}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <PaymentBadge value={row.payment} miw="max-content" />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge value={row.status} miw="max-content" />
              </Table.Td>
              <Table.Td>
                <PaymentMethodLabel method={row.method} methodNumber={row.methodNumber} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={500}>
                  {format.money(row.spent)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t('common.view')}>
                    <ActionIconLink
                      to="/apps/ecommerce/order/details/$id"
                      params={{ id: String(row.order) }}
                      variant="subtle"
                      color="gray"
                      aria-label={t('orders.viewOrder', { number: row.order })}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIconLink>
                  </Tooltip>
                  {onDelete && (
                    <DeleteRowAction
                      label={t('orders.deleteOrder', { number: row.order })}
                      onClick={() => onDelete(row)}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
