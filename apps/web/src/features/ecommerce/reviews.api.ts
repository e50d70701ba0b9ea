import type { ReviewList, ReviewSummary } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type ReviewListSearch } from './ecommerce.search';

export const reviewListQuery = (search: ReviewListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('reviews', 'list', search),
    queryFn: ({ signal }) => api<ReviewList>('/apps/ecommerce/reviews', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });

export const reviewSummaryQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('reviews', 'summary'),
    queryFn: ({ signal }) => api<ReviewSummary>('/apps/ecommerce/reviews/summary', { signal }),
  });
