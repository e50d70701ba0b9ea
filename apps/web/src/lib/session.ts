import type { AbilityRule, AppAbility, MeResponse, SessionResponse, UserData } from '@mizan/contracts';
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

/*
 * One CASL ability for the whole page, updated in place when the rules change. CASL is not part of the first load
 * (the login page checks no rule): its code loads as soon as there is a session, at start-up or at sign-in, and the
 * root route's guard waits for it before any page runs, so pages use `ability` as if it had always been there.
 */
let instance: AppAbility | undefined;
let loading: Promise<void> | undefined;

/** Builds the ability from the rules held now; `loadAbility` calls it, and tests at once. */
export function provideAbility(create: (rules: readonly AbilityRule[]) => AppAbility) {
  instance ??= create(state.rules);
}

/** Loads CASL (once); undefined when it is already there. */
export function loadAbility(): Promise<void> | undefined {
  if (instance) return undefined;
  loading ??= import('./ability').then(
    ({ createAppAbility }) => provideAbility(createAppAbility),
    (error: unknown) => {
      loading = undefined; // the next navigation tries again
      throw error;
    },
  );
  return loading;
}

/** The CASL ability (after `loadAbility`: a signed-in page can rely on it). */
export const ability = new Proxy({} as AppAbility, {
  get(_target, key) {
    if (!instance) throw new Error('The CASL ability was used before it loaded: await loadAbility() first');
    const value: unknown = Reflect.get(instance, key, instance);
    return typeof value === 'function' ? value.bind(instance) : value;
  },
});

function setState(next: SessionState) {
  state = next;
  writeStored('userData', next.userData ?? undefined);
  writeStored('userAbilityRules', next.userData ? next.rules : undefined);
  instance?.update(next.rules);
  if (next.userData) prefetchAbility();
  listeners.forEach((listener) => listener());
}

/** Starts loading CASL; a failure shows when the guard awaits it (and tries again). */
function prefetchAbility() {
  loadAbility()?.catch(() => undefined);
}

// A stored session: the ability's code downloads beside the interface strings and the first page's.
if (state.userData) prefetchAbility();

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
