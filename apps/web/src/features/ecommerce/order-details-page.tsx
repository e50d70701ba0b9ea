import { Button, Card, Grid, Group, Menu, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  nextOrderStatuses,
  PAYMENT_CODES,
  PAYMENT_LABELS,
  type OrderDetail,
  type OrderStatus,
  type PaymentCode,
} from '@mizan/contracts';
import {
  IconArrowBack,
  IconChevronDown,
  IconCreditCard,
  IconPackageOff,
  IconTrash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api';
import { ability } from '@/lib/session';
import { OrderStatusBadge, PaymentBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import {
  BillingAddressCard,
  CustomerCard,
  OrderItemsCard,
  OrderTimelineCard,
  ShippingAddressCard,
} from './order-details-sections';
import { OrderInvoiceButton } from './order-invoice-button';
import { useOrderErrorText } from './order-shared';
import { OrderStatusModal, type OrderChange } from './order-status-modal';
import { orderDetailQuery, useDeleteOrder } from './orders.api';

export interface OrderDetailsPageProps {
  /** The order NUMBER (the URL's id); 0 when the URL's id is not a number. */
  order: number;
}

/**
 * `/apps/ecommerce/order/details/{order}`: items and totals, activity, customer and addresses; move forward, change
 * the payment status, delete.
 */
export function OrderDetailsPage({ order }: OrderDetailsPageProps) {
  const { t } = useTranslation('ecommerce');
  const detail = useQuery({ ...orderDetailQuery(order), enabled: order > 0 });
  const listTrail = { label: t('orders.title'), to: '/apps/ecommerce/order/list' as const };

  if (order <= 0 || (detail.error instanceof ApiError && detail.error.status === 404)) return <NotFound />;
  if (detail.isError && !detail.data)
    return (
      <Stack gap="lg">
        <PageHeader title={`#${order}`} trail={[listTrail, { label: `#${order}` }]} />
        <LoadErrorAlert title={t('orderDetails.loadError')} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  if (!detail.data)
    return (
      <Stack gap="lg" aria-busy>
        <PageHeader title={`#${order}`} trail={[listTrail, { label: `#${order}` }]} />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  return <OrderDetailsView detail={detail.data} />;
}

function OrderDetailsView({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(detail.currency);
  const [change, setChange] = useState<OrderChange | null>(null);
  const canUpdate = ability.can('update', 'Order');
  const canDelete = ability.can('delete', 'Order');
  const next = nextOrderStatuses(detail.status);
  const title = t('orderDetails.title', { number: detail.order });

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        trail={[{ label: t('orders.title'), to: '/apps/ecommerce/order/list' }, { label: `#${detail.order}` }]}
        actions={
          <Group gap="sm">
            {canUpdate && <PaymentMenu current={detail.payment} onPick={(payment) => setChange({ payment })} />}
            {canUpdate && next.length > 0 && <MoveMenu next={next} onPick={(status) => setChange({ status })} />}
            <OrderInvoiceButton order={detail.order} />
            {canDelete && <DeleteOrderButton order={detail.order} />}
          </Group>
        }
      />
      <Group gap="sm" mt={-8}>
        <OrderStatusBadge value={detail.status} />
        <PaymentBadge value={detail.payment} />
        <Text size="sm" c="dimmed">
          {t('orderDetails.placedOn', { date: format.dateTime(detail.date) })}
        </Text>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrderItemsCard detail={detail} />
            <OrderTimelineCard detail={detail} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <CustomerCard detail={detail} />
            <ShippingAddressCard detail={detail} />
            <BillingAddressCard detail={detail} />
          </Stack>
        </Grid.Col>
      </Grid>
      {canUpdate && <OrderStatusModal detail={detail} change={change} onClose={() => setChange(null)} />}
    </Stack>
  );
}

/** One button when there is one next status, else a menu of them (forward only). */
function MoveMenu({ next, onPick }: { next: OrderStatus[]; onPick: (status: OrderStatus) => void }) {
  const { t } = useTranslation('ecommerce');
  if (next.length === 1)
    return (
      <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => onPick(next[0]!)}>
        {t('orderDetails.moveTo', { status: t(`orderStatus.${next[0]!}`) })}
      </Button>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconTruckDelivery size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('orderDetails.changeStatus')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {next.map((status) => (
          <Menu.Item key={status} onClick={() => onPick(status)}>
            {t('orderDetails.moveTo', { status: t(`orderStatus.${status}`) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Change payment": every payment status but the current one (the spec sets no order between them). */
function PaymentMenu({ current, onPick }: { current: PaymentCode; onPick: (payment: PaymentCode) => void }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('orderPayment.change')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PAYMENT_CODES.filter((code) => code !== current).map((code) => (
          <Menu.Item key={code} onClick={() => onPick(code)}>
            {t('orderPayment.markAs', { payment: t(`payment.${PAYMENT_LABELS[code]}`) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function DeleteOrderButton({ order }: { order: number }) {
  const { t } = useTranslation('ecommerce');
  const errorText = useOrderErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteOrder();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(order, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('orders.deleted', { number: order }) });
        setAsking(false);
        void navigate({ to: '/apps/ecommerce/order/list' }).then(() =>
          queryClient.removeQueries({ queryKey: orderDetailQuery(order).queryKey }),
        );
      },
      onError: (error) =>
        notifications.show({ color: 'error', message: t('common.deleteFailed', { message: errorText(error) }) }),
    });
  return (
    <>
      <Button
        variant="light"
        color="error"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t('common.delete')}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t('orders.deleteTitle')}
        message={t('orders.deleteMessage', { number: order })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('orderDetails.notFound')}
        trail={[{ label: t('orders.title'), to: '/apps/ecommerce/order/list' }, { label: t('orderDetails.notFound') }]}
      />
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconPackageOff size={30} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('orderDetails.notFound')}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {t('orderDetails.notFoundHint')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconArrowBack size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/apps/ecommerce/order/list" />}
          >
            {t('orderDetails.backToList')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
