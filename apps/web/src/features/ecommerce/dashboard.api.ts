import type { EcommerceDashboard } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';

export const ecommerceDashboardQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('dashboard'),
    queryFn: ({ signal }) => api<EcommerceDashboard>('/dashboard/ecommerce', { signal }),
  });
