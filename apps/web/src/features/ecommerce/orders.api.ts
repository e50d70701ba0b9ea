import type { OrderDetail, OrderList, OrderStats, OrderStatusBody } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/**
 * `POST /orders/{order}/status`: moves the order forward (`status`) or changes its payment status (`payment`); 409
 * when `version` is stale, 400 naming the field when the status is not later or the payment the one it has.
 */
export function useOrderStatusChange(order: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderStatusBody) =>
      api<OrderDetail>(`/apps/ecommerce/orders/${order}/status`, { method: 'POST', body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(orderDetailQuery(order).queryKey, detail);
      // The lists, the stats, the dashboard and the customer's figures all move with an order.
      return queryClient.invalidateQueries({ queryKey: ecommerceKeys.all });
    },
  });
}

/** `DELETE /orders/{order}` (by order number). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: number) =>
      api<void>(`/apps/ecommerce/orders/${order}`, { method: 'DELETE', query: { by: 'number' } }),
    onSuccess: (_data, order) => {
      // Everything but the deleted order itself (its page, if open, leaves; refetching it would only say 404).
      const gone = JSON.stringify(orderDetailQuery(order).queryKey);
      void queryClient.invalidateQueries({
        queryKey: ecommerceKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== gone,
      });
    },
  });
}
