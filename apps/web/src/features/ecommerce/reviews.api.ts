import type { ReviewList, ReviewStatusBody, ReviewSummary } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Approve (Published) or unpublish (Pending) a review; the list and the widgets both move. */
export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & ReviewStatusBody) =>
      api<unknown>(`/apps/ecommerce/reviews/${id}`, { method: 'PATCH', body: { status } satisfies ReviewStatusBody }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceKeys.part('reviews') }),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/ecommerce/reviews/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecommerceKeys.part('reviews') }),
  });
}
