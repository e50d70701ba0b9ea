import type { CategoryList } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type CategoryListSearch } from './ecommerce.search';

export const categoryListQuery = (search: CategoryListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('categories', 'list', search),
    queryFn: ({ signal }) => api<CategoryList>('/apps/ecommerce/categories', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });
