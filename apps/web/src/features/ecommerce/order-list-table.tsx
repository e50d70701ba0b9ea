import { ActionIcon, type ActionIconProps, Group, Stack, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Order, OrderSortKey } from '@mizan/contracts';
import { IconChevronDown, IconChevronUp, IconEye, IconSelector, IconTrash } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { OrderStatusBadge, PaymentBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import type { OrderListSearch } from './ecommerce.search';
import { AnchorLink, CustomerAvatar, formatTime, PaymentMethodLabel } from './order-shared';

const ActionIconLink = createLink((props: ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <ActionIcon component="a" {...props} />
));

type SortPatch = Pick<OrderListSearch, 'sortBy' | 'orderBy'>;

/** A click on a column: sort by it ascending, again descending, a third time back to the server's order. */
export function nextOrderSort(search: OrderListSearch, key: OrderSortKey): SortPatch {
  if (search.sortBy !== key) return { sortBy: key, orderBy: 'asc' };
  if ((search.orderBy ?? 'asc') === 'asc') return { sortBy: key, orderBy: 'desc' };
  return { sortBy: undefined, orderBy: undefined };
}

export interface OrderListTableProps {
  rows: Order[];
  loading: boolean;
  busy: boolean;
  search: OrderListSearch;
  /** The money's currency (the store's). */
  currency: string;
  onSort: (patch: SortPatch) => void;
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
  const sortable = (key: OrderSortKey, label: string, style?: CSSProperties) => (
    <SortableTh
      label={label}
      active={search.sortBy === key}
      order={search.orderBy ?? 'asc'}
      onSort={() => onSort(nextOrderSort(search, key))}
      style={style}
    />
  );
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('orders.title')} aria-busy={busy} style={{ opacity: busy && !loading ? 0.7 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {sortable('order', t('orders.columns.order'), STICKY)}
            {sortable('date', t('orders.columns.date'))}
            {sortable('customers', t('orders.columns.customer'))}
            <Table.Th>{t('orders.columns.payment')}</Table.Th>
            {sortable('status', t('orders.columns.status'))}
            <Table.Th>{t('orders.columns.method')}</Table.Th>
            {sortable('spent', t('orders.columns.spent'))}
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
                <AnchorLink to="/apps/ecommerce/order/details/$id" params={{ id: String(row.order) }} fw={600} size="sm">
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
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="error"
                        aria-label={t('orders.deleteOrder', { number: row.order })}
                        onClick={() => onDelete(row)}
                      >
                        <IconTrash size={18} aria-hidden />
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
  );
}

function SortableTh({
  label,
  active,
  order,
  onSort,
  style,
}: {
  label: string;
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  style?: CSSProperties;
}) {
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ whiteSpace: 'nowrap', ...style }}>
      <UnstyledButton onClick={onSort} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit', fontSize: 'inherit' }}>
        {label}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
