import type {
  AccountConnectionList,
  AccountProfile,
  AccountProfileUpdate,
  AccountSessionList,
  BillingUpdate,
  ChangePasswordBody,
  DeactivateBody,
  MeResponse,
  NotificationPreference,
  NotificationPreferences,
  RecoveryCodes,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { session } from '@/lib/session';
import { queryRoots } from '@/lib/query-keys';

/** Calls of the account settings pages: the signed-in user's own account. */

export const accountKeys = {
  all: queryRoots.account,
  profile: () => [...accountKeys.all, 'profile'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
  connections: () => [...accountKeys.all, 'connections'] as const,
};

export const accountProfileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api<AccountProfile>('/account/profile', { signal }),
  });
export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api<AccountSessionList>('/account/sessions', { signal }),
  });
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: accountKeys.twoFactor(),
    queryFn: ({ signal }) => api<TwoFactorStatus>('/account/two-factor', { signal }),
  });
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: ({ signal }) => api<NotificationPreferences>('/account/notifications', { signal }),
  });
export const accountConnectionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.connections(),
    queryFn: ({ signal }) => api<AccountConnectionList>('/account/connections', { signal }),
  });

/** The shell shows the user's name and avatar from the session: refresh it after a change. */
async function refreshUserData() {
  try {
    session.set(await api<MeResponse>('/auth/me'));
  } catch {
    // The page still shows the saved profile; the shell catches up at the next sign-in.
  }
}

/** A mutation answering the profile: the cached profile and the session's user follow it. */
function useProfileMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<AccountProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      await queryClient.invalidateQueries({ queryKey: queryRoots.profile });
      await refreshUserData();
    },
    onError: (error) => {
      // A stale version: show the current data so the user can redo the change on top of it.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: AccountProfileUpdate) =>
    api<AccountProfile>('/account/profile', { method: 'PATCH', body }),
  );

export const useUpdateBilling = () =>
  useProfileMutation((body: BillingUpdate) => api<AccountProfile>('/account/billing', { method: 'PATCH', body }));

export const useRemoveAvatar = () =>
  useProfileMutation(() => api<AccountProfile>('/account/avatar', { method: 'DELETE' }));

/** Multipart upload: `api()` speaks JSON only, so this one call uses fetch directly. */
export const useUploadAvatar = () =>
  useProfileMutation(async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    const response = await fetch('/api/account/avatar', { method: 'POST', body: form, credentials: 'same-origin' });
    const payload = (await response.json().catch(() => ({ message: response.statusText }))) as unknown;
    if (!response.ok) throw new ApiError(response.status, payload as { message: string });
    return payload as AccountProfile;
  });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api<{ message: string }>('/account/password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/account/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: () => api<TwoFactorSetup>('/account/two-factor/setup', { method: 'POST' }) });

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<RecoveryCodes>('/account/two-factor/confirm', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api<void>('/account/two-factor/disable', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<RecoveryCodes>('/account/two-factor/recovery-codes', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      api<NotificationPreferences>('/account/notifications', { method: 'PUT', body: { preferences } }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
}

export const useDeactivateAccount = () =>
  useMutation({ mutationFn: (body: DeactivateBody) => api<void>('/account/deactivate', { method: 'POST', body }) });

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<void>(`/account/connections/${userId}`, { method: 'DELETE' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.connections() });
      await queryClient.invalidateQueries({ queryKey: queryRoots.profile });
    },
  });
}
