import { Card, Chip, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORDER_STATUSES, PAYMENT_CODES, PAYMENT_LABELS, type Order, type PaymentCode } from '@mizan/contracts';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListFooter, ListTable, ListToolbar, useListState } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { PAYMENT_COLOR } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import { orderList, type OrderListSearch } from './ecommerce.search';
import { OrderRowActions, useOrderColumns } from './order-list-table';
import { useOrderErrorText } from './order-shared';
import { orderListQuery, orderStatsQuery, useDeleteOrder } from './orders.api';

export interface OrderListPageProps {
  search: OrderListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: OrderListSearch) => void;
}

/**
 * `/apps/ecommerce/order/list`: orders per payment state, status and payment chips, search, a server-sorted and
 * paged table with view and delete. Every bit of state is in the URL.
 */
export function OrderListPage({ search, onSearchChange }: OrderListPageProps) {
  const { t } = useTranslation('ecommerce');
  const errorText = useOrderErrorText();
  const list = useListState(orderList, search, onSearchChange);
  const orders = useQuery(orderListQuery(list.query));
  const remove = useDeleteOrder();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const canDelete = ability.can('delete', 'Order');
  const currency = orders.data?.currency ?? 'USD';
  const columns = useOrderColumns(currency);

  const confirmDelete = () => {
    if (!deleting) return;
    const number = deleting.order;
    remove.mutate(number, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('orders.deleted', { number }) });
        setDeleting(null);
      },
      onError: (error) =>
        notifications.show({ color: 'error', message: t('common.deleteFailed', { message: errorText(error) }) }),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceOrders" title={t('orders.title')} />
      <PaymentStats active={search.payment} />
      <Card withBorder radius="md" padding={0}>
        <ListToolbar
          state={list}
          searchLabel={t('orders.search')}
          filters={<FilterChips search={search} update={list.set} />}
          foldFiltersBelow="md"
          columns={columns}
        />
        <ListTable
          state={list}
          label={t('orders.title')}
          columns={columns}
          rows={orders.data?.orders}
          query={orders}
          errorText={t('orders.loadError')}
          getRowId={(row) => row.id}
          rowActions={(row) => <OrderRowActions row={row} onDelete={canDelete ? setDeleting : undefined} />}
        />
        <ListFooter state={list} total={orders.data?.total} totalCapped={orders.data?.totalCapped} />
      </Card>
      <ConfirmModal
        opened={deleting !== null}
        title={t('orders.deleteTitle')}
        message={deleting ? t('orders.deleteMessage', { number: deleting.order }) : ''}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

const PAYMENT_ICON: Record<PaymentCode, Icon> = {
  1: IconCircleCheck,
  2: IconClock,
  3: IconCircleX,
  4: IconAlertTriangle,
};

/** One card per payment state with its number of orders (outlined when the list is filtered by it). */
function PaymentStats({ active }: { active: PaymentCode | undefined }) {
  const { t } = useTranslation('ecommerce');
  const stats = useQuery(orderStatsQuery());
  const { number } = useEcommerceFormat();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {PAYMENT_CODES.map((code) => {
        const PaymentIcon = PAYMENT_ICON[code];
        const label = t(`payment.${PAYMENT_LABELS[code]}`);
        return (
          <Card
            key={code}
            withBorder
            radius="md"
            padding="lg"
            data-testid={`order-stat-${code}`}
            style={{ borderColor: active === code ? `var(--mantine-color-${PAYMENT_COLOR[code]}-filled)` : undefined }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                {stats.data ? (
                  <Text fw={600} size="xl">
                    {number(stats.data.byPayment[code])}
                  </Text>
                ) : stats.isError ? (
                  <Text c="dimmed">—</Text>
                ) : (
                  <Skeleton height={24} width={60} />
                )}
              </Stack>
              <ThemeIcon size={42} radius="md" variant="light" color={PAYMENT_COLOR[code]} aria-hidden>
                <PaymentIcon size={24} />
              </ThemeIcon>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const ALL = 'all';

/** The status chips (with their counts) and the payment chips; "All" clears each. */
function FilterChips({
  search,
  update,
}: {
  search: OrderListSearch;
  update: (patch: Partial<OrderListSearch>) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const stats = useQuery(orderStatsQuery());
  const { number } = useEcommerceFormat();
  const count = (value: number | undefined) => (value === undefined ? '' : ` (${number(value)})`);
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('orders.statusFilter')}>
        <Text size="sm" c="dimmed" miw={70}>
          {t('orders.statusFilter')}
        </Text>
        <Chip.Group
          value={search.status ?? ALL}
          onChange={(value) => update({ status: value === ALL ? undefined : (value as OrderListSearch['status']) })}
        >
          <Chip value={ALL} size="sm">
            {t('common.all')}
            {count(stats.data?.total)}
          </Chip>
          {ORDER_STATUSES.map((status) => (
            <Chip key={status} value={status} size="sm">
              {t(`orderStatus.${status}`)}
              {count(stats.data?.byStatus[status])}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
      <Group gap="xs" role="group" aria-label={t('orders.paymentFilter')}>
        <Text size="sm" c="dimmed" miw={70}>
          {t('orders.paymentFilter')}
        </Text>
        <Chip.Group
          value={search.payment ? String(search.payment) : ALL}
          onChange={(value) => update({ payment: value === ALL ? undefined : (Number(value) as PaymentCode) })}
        >
          <Chip value={ALL} size="sm">
            {t('common.all')}
          </Chip>
          {PAYMENT_CODES.map((code) => (
            <Chip key={code} value={String(code)} size="sm">
              {t(`payment.${PAYMENT_LABELS[code]}`)}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}
