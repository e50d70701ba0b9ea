import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Order } from '@mizan/contracts';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
import { Ltr } from '@/components/ltr';
import { OrderStatusBadge, PaymentBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import { ActionIconLink, AnchorLink } from '@/components/router-links';
import { DeleteRowAction } from './ecommerce-row-action';
import { CustomerAvatar, formatTime, PaymentMethodLabel } from './order-shared';

/** The orders list's columns (money in the store's `currency`); the payment method is the reader's to add. */
export function useOrderColumns(currency: string): ListColumn<Order>[] {
  const { t, i18n } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  return [
    {
      id: 'order',
      header: t('orders.columns.order'),
      sortKey: 'order',
      required: true,
      card: 'title',
      nowrap: true,
      cell: (row) => (
        <AnchorLink to="/apps/ecommerce/order/details/$id" params={{ id: String(row.order) }} fw={600} size="sm">
          <Ltr>#{row.order}</Ltr>
        </AnchorLink>
      ),
    },
    {
      id: 'date',
      header: t('orders.columns.date'),
      sortKey: 'date',
      nowrap: true,
      cell: (row) => (
        <>
          <Text size="sm">{format.date(row.date)}</Text>
          <Text size="xs" c="dimmed">
            {formatTime(row.date, i18n.language)}
          </Text>
        </>
      ),
    },
    {
      id: 'customer',
      header: t('orders.columns.customer'),
      sortKey: 'customers',
      maxWidth: 280,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CustomerAvatar name={row.customer} avatar={row.avatar} size={34} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate="end">
              {row.customer}
            </Text>
            <LtrText size="xs" c="dimmed">
              {row.email}
            </LtrText>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'payment',
      header: t('orders.columns.payment'),
      nowrap: true,
      cell: (row) => <PaymentBadge value={row.payment} miw="max-content" />,
    },
    {
      id: 'status',
      header: t('orders.columns.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (row) => <OrderStatusBadge value={row.status} miw="max-content" />,
    },
    {
      id: 'method',
      header: t('orders.columns.method'),
      hidden: true,
      nowrap: true,
      cell: (row) => <PaymentMethodLabel method={row.method} methodNumber={row.methodNumber} />,
    },
    {
      id: 'spent',
      header: t('orders.columns.spent'),
      sortKey: 'spent',
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {format.money(row.spent)}
        </Text>
      ),
    },
  ];
}

/** A row's view button, and delete for those allowed. */
export function OrderRowActions({ row, onDelete }: { row: Order; onDelete: ((order: Order) => void) | undefined }) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
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
        <DeleteRowAction label={t('orders.deleteOrder', { number: row.order })} onClick={() => onDelete(row)} />
      )}
    </>
  );
}
