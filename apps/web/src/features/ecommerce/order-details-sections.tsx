import { Avatar, Card, Divider, Group, Stack, Table, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { nextOrderStatuses, PAYMENT_LABELS, type Address, type OrderDetail, type OrderEvent } from '@mizan/contracts';
import { IconCheck, IconCreditCard, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { PaymentBadge } from './ecommerce-badges';
import { useCountryName } from './ecommerce-country';
import { useEcommerceFormat } from './ecommerce-format';
import { AnchorLink } from '@/components/router-links';
import { CustomerAvatar, PaymentMethodLabel } from './order-shared';

function Section({ title, children, padding = 'lg' }: { title: string; children: ReactNode; padding?: 'lg' | 0 }) {
  return (
    <Card withBorder radius="md" padding={padding} component="section" aria-label={title}>
      {padding === 0 ? (
        <Title order={2} size="h5" p="lg" pb="sm">
          {title}
        </Title>
      ) : (
        <Title order={2} size="h5" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Card>
  );
}

/** What was bought (as sold: name, SKU and price kept even if the product changed) and the order's totals. */
export function OrderItemsCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(detail.currency);
  const totals: { key: string; label: string; value: number; strong?: boolean }[] = [
    { key: 'subtotal', label: t('orderDetails.subtotal'), value: detail.subtotal },
    { key: 'discount', label: t('orderDetails.discount'), value: detail.discount ? -detail.discount : 0 },
    { key: 'tax', label: t('orderDetails.tax'), value: detail.tax },
    { key: 'shipping', label: t('orderDetails.shipping'), value: detail.shippingFee },
    { key: 'total', label: t('orderDetails.total'), value: detail.spent, strong: true },
  ];
  return (
    <Section title={t('orderDetails.items')} padding={0}>
      {/* At phone width the price and quantity go under the product's name, so the line total stays in view. */}
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" aria-label={t('orderDetails.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderDetails.product')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orderDetails.price')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('orderDetails.qty')}</Table.Th>
              <Table.Th ta="end">{t('orderDetails.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4} ta="center" c="dimmed" py="lg">
                  {t('common.noData')}
                </Table.Td>
              </Table.Tr>
            )}
            {detail.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={item.image} radius="sm" size={38} alt="" color="gray">
                      <IconPackage size={18} aria-hidden />
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500}>
                        {item.productName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('orderDetails.sku')}: <Ltr>{item.sku}</Ltr>
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {format.number(item.qty)} × {format.money(item.price)}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(item.price)}
                </Table.Td>
                <Table.Td visibleFrom="sm">{format.number(item.qty)}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(item.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Divider />
      <Stack gap={6} p="lg" ms="auto" w={{ base: '100%', sm: 300 }} data-testid="order-totals">
        {totals.map((row) => (
          <Group key={row.key} justify="space-between" wrap="nowrap">
            <Text size="sm" c={row.strong ? undefined : 'dimmed'} fw={row.strong ? 600 : undefined}>
              {row.label}
            </Text>
            <Text size="sm" fw={row.strong ? 600 : 500}>
              {format.money(row.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** A step's title: "Order placed", the status reached, or the payment status set. */
function useEventTitle() {
  const { t } = useTranslation('ecommerce');
  return (event: OrderEvent) => {
    if (event.status === 'placed') return t('orderStatus.placed');
    if (event.status === 'payment') {
      return event.payment
        ? t('orderPayment.event', { payment: t(`payment.${PAYMENT_LABELS[event.payment]}`) })
        : t('orderPayment.eventUnknown');
    }
    return t(`orderStatus.${event.status}`);
  };
}

const eventBullet = (event: OrderEvent) =>
  event.status === 'Delivered' ? (
    <IconCheck size={14} />
  ) : event.status === 'placed' ? (
    <IconPackage size={14} />
  ) : event.status === 'payment' ? (
    <IconCreditCard size={14} />
  ) : (
    <IconTruckDelivery size={14} />
  );

/**
 * "Order activity": placed, each status reached and each payment status set (when, by whom, the note), then the
 * steps still to come, greyed.
 */
export function OrderTimelineCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(detail.currency);
  const eventTitle = useEventTitle();
  const upcoming = nextOrderStatuses(detail.status);
  const done = detail.timeline.length;
  return (
    <Section title={t('orderDetails.activity')}>
      <Timeline active={done - 1} bulletSize={24} lineWidth={2} aria-label={t('orderDetails.activity')}>
        {detail.timeline.map((event, index) => (
          <Timeline.Item
            key={`${event.status}-${event.at}-${index}`}
            bullet={eventBullet(event)}
            title={eventTitle(event)}
            data-testid="timeline-event"
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(event.at)}
              {event.by && ` · ${t('orderDetails.by', { name: event.by.fullName })}`}
            </Text>
            {event.note && (
              <Text size="sm" mt={4}>
                {event.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
        {upcoming.map((status) => (
          <Timeline.Item key={status} title={t(`orderStatus.${status}`)} c="dimmed" data-testid="timeline-upcoming">
            <Text size="xs" c="dimmed">
              {t('orderDetails.upcoming')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

export function CustomerCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  const { number } = useEcommerceFormat();
  return (
    <Section title={t('orderDetails.customer')}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CustomerAvatar name={detail.customer} avatar={detail.avatar} size={44} />
          <Stack gap={0} miw={0}>
            <AnchorLink
              to="/apps/ecommerce/customer/details/$id"
              params={{ id: String(detail.customerId) }}
              fw={600}
              size="sm"
            >
              {detail.customer}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {t('orderDetails.customerId')}: <Ltr>#{detail.customerId}</Ltr>
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <ThemeIcon variant="light" color="success" radius="xl" size="md" aria-hidden>
            <IconPackage size={16} />
          </ThemeIcon>
          <Text size="sm">
            {t('orderDetails.customerOrders', {
              count: detail.customerOrders,
              formatted: number(detail.customerOrders),
            })}
          </Text>
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('orderDetails.contactInfo')}
          </Text>
          <Text size="sm">
            {t('orderDetails.email')}: <Ltr>{detail.email}</Ltr>
          </Text>
          <Text size="sm">
            {t('orderDetails.contact')}: {detail.contact ? <Ltr>{detail.contact}</Ltr> : '—'}
          </Text>
        </Stack>
      </Stack>
    </Section>
  );
}

function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation('ecommerce');
  const countryName = useCountryName();
  const country = address.countryCode ? countryName(address.countryCode) : '';
  const cityLine = [address.city, address.state, address.postcode].filter(Boolean).join(', ');
  const lines = [address.name, address.line1, address.line2, cityLine, country].filter(Boolean);
  if (lines.length === 0 && !address.phone)
    return (
      <Text size="sm" c="dimmed">
        {t('orderDetails.noAddress')}
      </Text>
    );
  return (
    <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
      {address.phone && (
        <Text size="sm">
          <Ltr>{address.phone}</Ltr>
        </Text>
      )}
    </Stack>
  );
}

export function ShippingAddressCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('orderDetails.shippingAddress')}>
      <AddressLines address={detail.shippingAddress} />
    </Section>
  );
}

export function BillingAddressCard({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Section title={t('orderDetails.billingAddress')}>
      <Stack gap="md">
        <AddressLines address={detail.billingAddress} />
        <Divider />
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('orderDetails.paymentMethod')}
          </Text>
          <PaymentMethodLabel method={detail.method} methodNumber={detail.methodNumber} />
          <PaymentBadge value={detail.payment} />
        </Stack>
      </Stack>
    </Section>
  );
}
