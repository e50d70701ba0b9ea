import type { CategoryList, ProductDetail, ProductList, ProductStats } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type ProductListSearch } from './ecommerce.search';

export const productListQuery = (search: ProductListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('products', 'list', search),
    queryFn: ({ signal }) => api<ProductList>('/apps/ecommerce/products', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });

export const productStatsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('products', 'stats'),
    queryFn: ({ signal }) => api<ProductStats>('/apps/ecommerce/products/stats', { signal }),
  });

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.part('products', 'detail', id),
    queryFn: ({ signal }) => api<ProductDetail>(`/apps/ecommerce/products/${id}`, { signal }),
  });

/** Every category, for the product filters and form (a shop has tens, not thousands). */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('categories', 'options'),
    queryFn: ({ signal }) =>
      api<CategoryList>('/apps/ecommerce/categories', { query: { itemsPerPage: -1, sortBy: 'name' }, signal }),
    staleTime: 60_000,
  });
