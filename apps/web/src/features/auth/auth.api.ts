import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  RegistrationStatus,
  ResetPasswordBody,
  SessionResponse,
  TwoFactorChallenge,
  TwoStepsBody,
} from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyAccountPreferences } from '@/lib/account-preferences';
import { api } from '@/lib/api';
import { session } from '@/lib/session';
import { queryRoots } from '@/lib/query-keys';

/** Calls of the sign-in pages (spec §7). Each answers `{ message, errors? }` on failure (ApiError). */

/**
 * Keeps the new session; data cached for a previous user must not show up for this one. The account's language and
 * theme follow the user to this device.
 */
function useStartSession() {
  const queryClient = useQueryClient();
  return (response: SessionResponse) => {
    queryClient.removeQueries();
    session.set(response);
    void applyAccountPreferences(response.userData.preferences);
  };
}

/** A right password answers a session, or — with two-step verification on — a challenge for the two-steps page. */
export const isTwoFactorChallenge = (response: SessionResponse | TwoFactorChallenge): response is TwoFactorChallenge =>
  'twoFactorRequired' in response;

export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => api<SessionResponse | TwoFactorChallenge>('/auth/login', { method: 'POST', body }),
    onSuccess: (response) => {
      if (!isTwoFactorChallenge(response)) startSession(response);
    },
  });
}

/** The second step of a sign-in: the challenge and a code open the session. */
export function useTwoStepsMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: TwoStepsBody) => api<SessionResponse>('/auth/two-steps', { method: 'POST', body }),
    onSuccess: startSession,
  });
}

/**
 * Whether anyone may create their own account (an office setting). Always asked afresh: an administrator may
 * have switched it a moment ago, in this very tab.
 */
export const registrationStatusQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.auth, 'registration'] as const,
    queryFn: ({ signal }) => api<RegistrationStatus>('/auth/registration', { signal }),
    staleTime: 0,
  });

/** Registering signs the new user in. */
export function useRegisterMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => api<SessionResponse>('/auth/register', { method: 'POST', body }),
    onSuccess: startSession,
  });
}

/** Always answers 200, whether the address is known or not (no account discovery). */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<{ message: string }>('/auth/forgot-password', { method: 'POST', body }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api<{ message: string }>('/auth/reset-password', { method: 'POST', body }),
  });
}
