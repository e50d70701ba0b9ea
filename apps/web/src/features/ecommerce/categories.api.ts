import type { Category, CategoryBody, CategoryList, CategoryUpdateBody, EcommerceImage } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';
import { toListQuery, type CategoryListSearch } from './ecommerce.search';

export const categoryListQuery = (search: CategoryListSearch) =>
  queryOptions({
    queryKey: ecommerceKeys.part('categories', 'list', search),
    queryFn: ({ signal }) => api<CategoryList>('/apps/ecommerce/categories', { query: toListQuery(search), signal }),
    placeholderData: keepPreviousData,
  });

/** Every category by name (the parent and move-to selects): `itemsPerPage=-1`. */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('categories', 'options'),
    queryFn: ({ signal }) =>
      api<CategoryList>('/apps/ecommerce/categories', {
        query: { sortBy: 'name', orderBy: 'asc', page: 1, itemsPerPage: -1 },
        signal,
      }),
    select: (data) => data.categories,
  });

/** A category's products and earnings show on the products list and the dashboard too. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ecommerceKeys.part('categories') }),
      queryClient.invalidateQueries({ queryKey: ecommerceKeys.part('products') }),
    ]);
}

/** Creates (no `id`) or updates (with `id` and the `version` read) a category. */
export function useSaveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CategoryBody & { version?: number } }) =>
      id === null
        ? api<Category>('/apps/ecommerce/categories', { method: 'POST', body })
        : api<Category>(`/apps/ecommerce/categories/${id}`, {
            method: 'PUT',
            body: body satisfies Partial<CategoryUpdateBody>,
          }),
    onSuccess: invalidate,
  });
}

/** Deletes a category; one with products needs `moveTo` (else 409 with `errors.moveTo`). */
export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: number; moveTo?: number }) =>
      api<void>(`/apps/ecommerce/categories/${id}`, { method: 'DELETE', query: { moveTo } }),
    onSuccess: invalidate,
  });
}

/** Stores a picture (`POST /api/apps/ecommerce/images`, multipart part `file`). */
export function uploadEcommerceImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api<EcommerceImage>('/apps/ecommerce/images', { method: 'POST', body });
}
