import type { OfficeSettingsBody, OfficeSettingsResponse, OfficeTimeZone } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { officeTimeZoneQuery } from './office-time-hooks';
import { queryRoots } from './query-keys';

/** The office's own settings (`GET|PUT /api/office/settings`, administrators only). */
export const officeSettingsKeys = { all: [...queryRoots.office, 'settings'] as const };

export const officeSettingsQuery = () =>
  queryOptions({
    queryKey: officeSettingsKeys.all,
    queryFn: ({ signal }) => api<OfficeSettingsResponse>('/office/settings', { signal }),
  });

/**
 * Saves the whole record with the version it was read at (409 when someone saved in between). The office's zone,
 * kept for the session by every page that shows a time, takes the saved one at once.
 */
export function useSaveOfficeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeSettingsBody) => api<OfficeSettingsResponse>('/office/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(officeSettingsKeys.all, saved);
      client.setQueryData<OfficeTimeZone>(officeTimeZoneQuery().queryKey, { timeZone: saved.timeZone });
    },
  });
}
