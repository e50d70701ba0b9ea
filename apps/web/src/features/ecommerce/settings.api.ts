import type { StoreSettings, StoreSettingsUpdateBody } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ecommerceKeys } from './ecommerce.keys';

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: ecommerceKeys.part('settings'),
    queryFn: ({ signal }) => api<StoreSettings>('/apps/ecommerce/settings', { signal }),
  });

/**
 * Saves the whole settings object with the version it was read at (409 when someone saved in between). The
 * currency and tax rate show on every e-commerce screen, so the whole area is refreshed after a save.
 */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsUpdateBody) =>
      api<StoreSettings>('/apps/ecommerce/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeSettingsQuery().queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: ecommerceKeys.all,
        predicate: (query) => query.queryKey[1] !== 'settings',
      });
    },
  });
}
