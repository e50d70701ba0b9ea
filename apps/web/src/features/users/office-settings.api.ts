import type { OfficeSettingsBody, OfficeSettingsResponse } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** The office's own settings (`GET|PUT /api/office/settings`, administrators only). */
export const officeSettingsKeys = { all: [...queryRoots.office, 'settings'] as const };

export const officeSettingsQuery = () =>
  queryOptions({
    queryKey: officeSettingsKeys.all,
    queryFn: ({ signal }) => api<OfficeSettingsResponse>('/office/settings', { signal }),
  });

/** Saves the whole record with the version it was read at (409 when someone saved in between). */
export function useSaveOfficeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeSettingsBody) => api<OfficeSettingsResponse>('/office/settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(officeSettingsKeys.all, saved),
  });
}
