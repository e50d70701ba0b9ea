import type { EcommerceDashboard } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';

/** Read-only: the figures move with order writes, which invalidate `ecommerceKeys.all` (no mutation of its own). */
export const ecommerceDashboardQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('dashboard'),
    queryFn: ({ signal }) => api<EcommerceDashboard>('/dashboard/ecommerce', { signal }),
  });
