import type { StoreSettings } from '@mizan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('settings'),
    queryFn: ({ signal }) => api<StoreSettings>('/apps/ecommerce/settings', { signal }),
  });
