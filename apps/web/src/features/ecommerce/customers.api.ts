import type { CustomerDetail, CustomerList, CustomerUpdateBody, ProductList } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type CustomerListSearch } from './ecommerce.search';

export const customerListQuery = (search: CustomerListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('customers', 'list', search),
    queryFn: ({ signal }) => api<CustomerList>('/apps/ecommerce/customers', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });

/** By customer number (spec §7). */
export const customerDetailQuery = (customerId: number) =>
  queryOptions({
    queryKey: ecommerceKeys.part('customers', 'detail', customerId),
    queryFn: ({ signal }) => api<CustomerDetail>(`/apps/ecommerce/customers/${customerId}`, { signal }),
  });

export const customerWishlistQuery = (customerId: number) =>
  queryOptions({
    queryKey: ecommerceKeys.part('customers', 'wishlist', customerId),
    queryFn: ({ signal }) =>
      api<Pick<ProductList, 'products'>>(`/apps/ecommerce/customers/${customerId}/wishlist`, { signal }),
  });

/** Every customer of the list's search (same text and sort, all pages): the CSV export. */
export const fetchAllCustomers = (search: CustomerListSearch) =>
  api<CustomerList>('/apps/ecommerce/customers', { query: { ...toListQuery(search), page: 1, itemsPerPage: -1 } });

/**
 * `PATCH /customers/{customerId}` with the fields changed and the version read. The answer replaces the cached
 * details; the customers' lists (and the orders, which show the customer's name) refresh.
 */
export function useUpdateCustomer(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateBody) =>
      api<CustomerDetail>(`/apps/ecommerce/customers/${customerId}`, { method: 'PATCH', body }),
    onSuccess: (detail) => {
      client.setQueryData(customerDetailQuery(customerId).queryKey, detail);
      void client.invalidateQueries({ queryKey: ecommerceKeys.part('customers') });
      void client.invalidateQueries({ queryKey: ecommerceKeys.part('orders') });
    },
  });
}
