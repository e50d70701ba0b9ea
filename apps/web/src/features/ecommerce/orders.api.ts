import type { OrderDetail, OrderList, OrderStats } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type OrderListSearch } from './ecommerce.search';

export const orderListQuery = (search: OrderListSearch & { customerId?: number }) =>
  queryOptions({
    queryKey: ecommerceKeys.part('orders', 'list', search),
    queryFn: ({ signal }) => api<OrderList>('/apps/ecommerce/orders', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });

export const orderStatsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('orders', 'stats'),
    queryFn: ({ signal }) => api<OrderStats>('/apps/ecommerce/orders/stats', { signal }),
  });

/** By order number (spec §7). */
export const orderDetailQuery = (order: number) =>
  queryOptions({
    queryKey: ecommerceKeys.part('orders', 'detail', order),
    queryFn: ({ signal }) => api<OrderDetail>(`/apps/ecommerce/orders/${order}`, { signal }),
  });
