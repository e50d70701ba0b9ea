import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PAGE_SIZE_OPTIONS, type Order } from '@mizan/contracts';
import { IconCurrencyDollar, IconGift, IconHeart, IconPhoto, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListTable, useLocalList, type ListColumn } from '@/components/list';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { PlainList } from '@/components/plain-list';
import { SectionCard } from '@/components/section-card';
import { ability } from '@/lib/session';
import { useCustomerEditing } from './customer-shared';
import { customerWishlistQuery } from './customers.api';
import { OrderStatusBadge, PaymentBadge, ProductStatusBadge } from './ecommerce-badges';
import { AnchorLink } from '@/components/router-links';
import { useEcommerceFormat } from './ecommerce-format';
import { orderListQuery } from './orders.api';
import { ThumbnailTitle } from './thumbnail-title';

/** Overview: balance, points and wishlist at a glance, the customer's orders, and their wishlist. */
export function CustomerOverviewTab() {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  const format = useEcommerceFormat(detail.currency);
  const cards: { key: string; icon: Icon; color: string; value: string; hint: string }[] = [
    {
      key: 'balance',
      icon: IconCurrencyDollar,
      color: 'primary',
      value: format.money(detail.totalSpent),
      hint: t('customerDetails.overview.balanceHint'),
    },
    {
      key: 'points',
      icon: IconGift,
      color: 'success',
      value: format.number(detail.rewardPoints),
      hint: t('customerDetails.overview.pointsHint'),
    },
    {
      key: 'wishlist',
      icon: IconHeart,
      color: 'warning',
      value: format.number(detail.wishlist),
      hint: t('customerDetails.overview.wishlistHint'),
    },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {cards.map(({ key, icon: CardIcon, color, value, hint }) => (
          <Card key={key} withBorder radius="md" padding="md" data-testid={`customer-card-${key}`}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
                <CardIcon size={22} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600}>
                  {t(`customerDetails.overview.${key}`)}
                </Text>
                <Text fw={700} size="lg">
                  {value}
                </Text>
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {/* The orders are their own subject: a user who may not read them sees the rest. */}
      {ability.can('read', 'Order') && <CustomerOrders />}
      <CustomerWishlist />
    </Stack>
  );
}

const ORDER_SORTS = { order: 'desc', date: 'desc', status: 'asc', spent: 'desc' } as const;

function useOrderColumns(currency: string): ListColumn<Order>[] {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  const header = (key: string) => t(`customerDetails.overview.columns.${key}`);
  return [
    {
      id: 'order',
      header: header('order'),
      sortKey: 'order',
      required: true,
      card: 'title',
      cell: (order) => (
        <AnchorLink to="/apps/ecommerce/order/details/$id" params={{ id: String(order.order) }} size="sm" fw={500}>
          <Ltr>#{order.order}</Ltr>
        </AnchorLink>
      ),
    },
    { id: 'date', header: header('date'), sortKey: 'date', nowrap: true, cell: (order) => format.date(order.date) },
    {
      id: 'status',
      header: header('status'),
      sortKey: 'status',
      nowrap: true,
      cell: (order) => <OrderStatusBadge value={order.status} miw="max-content" />,
    },
    {
      id: 'payment',
      header: header('payment'),
      nowrap: true,
      cell: (order) => <PaymentBadge value={order.payment} miw="max-content" />,
    },
    {
      id: 'spent',
      header: header('spent'),
      sortKey: 'spent',
      align: 'end',
      nowrap: true,
      cell: (order) => (
        <Text size="sm" fw={500}>
          {format.money(order.spent)}
        </Text>
      ),
    },
  ];
}

/** The customer's orders, newest first: a list inside the tab, so its page and sort stay out of the URL. */
function CustomerOrders() {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  const list = useLocalList({
    pageSizes: PAGE_SIZE_OPTIONS,
    defaultPageSize: 5,
    sorts: ORDER_SORTS,
    defaultSort: { key: 'date', order: 'desc' },
  });
  const orders = useQuery(
    orderListQuery({
      customerId: detail.customerId,
      page: list.page,
      itemsPerPage: list.pageSize,
      sortBy: list.sort?.key as keyof typeof ORDER_SORTS | undefined,
      orderBy: list.sort?.order,
    }),
  );
  const columns = useOrderColumns(detail.currency);
  const title = t('customerDetails.overview.ordersTitle');
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} size="h5" p="lg" pb="xs">
        {title}
      </Title>
      <ListTable
        state={list}
        label={title}
        columns={columns}
        rows={orders.data?.orders}
        query={orders}
        errorText={t('common.loadError')}
        getRowId={(order) => order.id}
      />
      <ListFooter state={list} total={orders.data?.total} totalCapped={orders.data?.totalCapped} />
    </Card>
  );
}

function CustomerWishlist() {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  const wishlist = useQuery(customerWishlistQuery(detail.customerId));
  const products = wishlist.data?.products ?? [];
  return (
    <SectionCard level={3} title={t('customerDetails.overview.wishlistTitle')}>
      {wishlist.isError && !wishlist.data ? (
        <LoadErrorAlert title={t('common.loadError')} onRetry={() => void wishlist.refetch()} />
      ) : !wishlist.data ? (
        <Stack gap="sm">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : products.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('customerDetails.overview.wishlistEmpty')}
        </Text>
      ) : (
        <PlainList label={t('customerDetails.overview.wishlistTitle')}>
          {products.map((product) => (
            <Group key={product.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <ThumbnailTitle
                thumbnail={
                  <Avatar src={product.image ?? undefined} radius="md" size={44} alt="">
                    <IconPhoto size={20} aria-hidden />
                  </Avatar>
                }
                title={product.productName}
                subtitle={product.productBrand || product.category}
              />
              <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={500}>
                  <Ltr>{product.price}</Ltr>
                </Text>
                <ProductStatusBadge value={product.status} size="sm" />
              </Group>
            </Group>
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}
