import type { CustomerDetail, CustomerList, ProductList } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
    queryFn: ({ signal }) => api<Pick<ProductList, 'products'>>(`/apps/ecommerce/customers/${customerId}/wishlist`, { signal }),
  });
