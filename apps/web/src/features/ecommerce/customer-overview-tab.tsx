import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from '@mizan/contracts';
import { IconCurrencyDollar, IconGift, IconHeart, IconPhoto, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Ltr } from '@/components/ltr';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { ability } from '@/lib/session';
import { useCustomerEditing } from './customer-shared';
import { customerWishlistQuery } from './customers.api';
import { OrderStatusBadge, PaymentBadge, ProductStatusBadge } from './ecommerce-badges';
import { AnchorLink } from './ecommerce-links';
import { useEcommerceFormat } from './ecommerce-format';
import { orderListQuery } from './orders.api';

const ORDER_PAGE_SIZES = PAGE_SIZE_OPTIONS;
const ORDER_COLUMNS = 5;

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

function CustomerOrders() {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  const format = useEcommerceFormat(detail.currency);
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(5);
  const orders = useQuery(
    orderListQuery({ customerId: detail.customerId, page, itemsPerPage, sortBy: 'date', orderBy: 'desc' }),
  );
  const rows = orders.data?.orders ?? [];
  return (
    <Card withBorder radius="md" padding={0}>
      <Title order={3} size="h5" p="lg" pb="xs">
        {t('customerDetails.overview.ordersTitle')}
      </Title>
      {orders.isError && !orders.data ? (
        <LoadErrorAlert m="lg" title={t('common.loadError')} onRetry={() => void orders.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={orders.isFetching}
            aria-label={t('customerDetails.overview.ordersTitle')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customerDetails.overview.columns.order')}</Table.Th>
                <Table.Th>{t('customerDetails.overview.columns.date')}</Table.Th>
                <Table.Th>{t('customerDetails.overview.columns.status')}</Table.Th>
                <Table.Th>{t('customerDetails.overview.columns.payment')}</Table.Th>
                <Table.Th ta="end">{t('customerDetails.overview.columns.spent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!orders.data && <TableLoadingRows columns={ORDER_COLUMNS} rows={3} />}
              {orders.data && rows.length === 0 && <TableEmptyRow columns={ORDER_COLUMNS} />}
              {rows.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/apps/ecommerce/order/details/$id"
                      params={{ id: String(order.order) }}
                      size="sm"
                      fw={500}
                    >
                      <Ltr>#{order.order}</Ltr>
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{format.date(order.date)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge value={order.status} miw="max-content" />
                  </Table.Td>
                  <Table.Td>
                    <PaymentBadge value={order.payment} miw="max-content" />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm" fw={500}>
                      {format.money(order.spent)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TableFooter
        sizes={ORDER_PAGE_SIZES}
        size={itemsPerPage}
        onSizeChange={(size) => {
          setItemsPerPage(size);
          setPage(1);
        }}
        total={orders.data?.total ?? 0}
        totalCapped={orders.data?.totalCapped}
        page={page}
        onPageChange={setPage}
      />
    </Card>
  );
}

function CustomerWishlist() {
  const { t } = useTranslation('ecommerce');
  const { detail } = useCustomerEditing();
  const wishlist = useQuery(customerWishlistQuery(detail.customerId));
  const products = wishlist.data?.products ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {t('customerDetails.overview.wishlistTitle')}
      </Title>
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
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('customerDetails.overview.wishlistTitle')}
        >
          {products.map((product) => (
            <Group key={product.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar src={product.image ?? undefined} radius="md" size={44} alt="">
                  <IconPhoto size={20} aria-hidden />
                </Avatar>
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {product.productName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {product.productBrand || product.category}
                  </Text>
                </Stack>
              </Group>
              <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={500}>
                  <Ltr>{product.price}</Ltr>
                </Text>
                <ProductStatusBadge value={product.status} size="sm" />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
