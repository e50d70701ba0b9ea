import {
  createAppAbility,
  type AbilityRule,
  type MeResponse,
  type SessionResponse,
  type UserData,
} from '@mizan/contracts';
import { useSyncExternalStore } from 'react';
import { api, ApiError } from './api';
import { readStored, writeStored } from './storage';

/**
 * The signed-in user as the browser knows it: `userData` and `userAbilityRules` on the device (spec §3).
 * The session token itself stays in an httpOnly cookie the page cannot read, so "signed in" here means
 * userData is present; the server still checks the cookie on every call.
 */
interface SessionState {
  userData: UserData | null;
  rules: AbilityRule[];
}

let state: SessionState = {
  userData: readStored<UserData | null>('userData', null),
  rules: readStored<AbilityRule[]>('userAbilityRules', []),
};
const listeners = new Set<() => void>();

/** One CASL ability for the whole page, updated in place when the rules change. */
export const ability = createAppAbility(state.rules);

function setState(next: SessionState) {
  state = next;
  writeStored('userData', next.userData ?? undefined);
  writeStored('userAbilityRules', next.userData ? next.rules : undefined);
  ability.update(next.rules);
  listeners.forEach((listener) => listener());
}

export const session = {
  get userData() {
    return state.userData;
  },
  get isAuthenticated() {
    return state.userData !== null;
  },
  /** Keeps what login, register or /me answered. */
  set(response: SessionResponse | MeResponse) {
    setState({ userData: response.userData, rules: response.userAbilityRules });
  },
  clear() {
    if (state.userData === null && state.rules.length === 0) return;
    setState({ userData: null, rules: [] });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Re-renders when the user signs in or out. */
export function useSessionUser(): UserData | null {
  return useSyncExternalStore(session.subscribe, () => state.userData);
}

/** Refreshes the user and rules from the server (a role may have changed); clears them when the session is gone. */
export async function refreshSession(): Promise<void> {
  try {
    session.set(await api<MeResponse>('/auth/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.clear();
  }
}

export async function logout(): Promise<void> {
  try {
    await api<void>('/auth/logout', { method: 'POST' });
  } finally {
    session.clear();
  }
}
