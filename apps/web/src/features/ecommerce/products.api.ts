import type {
  CategoryList,
  EcommerceImage,
  ProductBody,
  ProductDetail,
  ProductList,
  ProductStats,
  ProductUpdateBody,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Every product matching the list's filters and sort, not only the page shown (for the CSV export). */
export const fetchAllProducts = (search: ProductListSearch) =>
  api<ProductList>('/apps/ecommerce/products', { query: { ...toListQuery(search), page: 1, itemsPerPage: -1 } });

/** A product write moves the lists, the stats and the categories' counts. */
function useInvalidateProducts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ecommerceKeys.part('products') }),
      client.invalidateQueries({ queryKey: ecommerceKeys.part('categories') }),
    ]);
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductBody) => api<ProductDetail>('/apps/ecommerce/products', { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProduct(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: ProductUpdateBody) =>
      api<ProductDetail>(`/apps/ecommerce/products/${id}`, { method: 'PUT', body }),
    onSuccess: (product) => {
      client.setQueryData(productDetailQuery(id).queryKey, product);
      return invalidate();
    },
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/ecommerce/products/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export function useBulkDeleteProducts() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ deleted: number }>('/apps/ecommerce/products/bulk-delete', { method: 'POST', body: { ids } }),
    onSuccess: () => invalidate(),
  });
}

/** Uploads one picture (multipart part `file`); the form keeps its id. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<EcommerceImage>('/apps/ecommerce/images', { method: 'POST', body });
    },
  });
}
