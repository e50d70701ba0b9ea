import { AREAS, type Access, type AppAbility } from '@mizan/contracts';

/**
 * The browser's route guard (spec §6), as pure functions so every branch is tested without a router.
 * The root route's `beforeLoad` feeds it the matched routes' `staticData.access`; the server still decides
 * every call — hiding a page is a courtesy, not the protection.
 */

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Who may open the route: `'public'` anyone, `'guest'` only the signed-out, `'signedIn'` any session,
     * `{ action, subject }` a CASL permission. Declare it on every page route: a route that declares nothing
     * only lets `manage all` through.
     */
    access?: Access;
  }
}

/** One matched route, root first, as the guard sees it. */
export interface GuardMatch {
  access?: Access | undefined;
  /** The router found no route for the path: the not-found page, open to everyone, is shown. */
  notFound?: boolean | undefined;
}

export interface GuardRequest {
  matches: readonly GuardMatch[];
  /** The attempted path, without query. */
  pathname: string;
  /** The attempted query, parsed. */
  search: Readonly<Record<string, unknown>>;
  isAuthenticated: boolean;
  ability: Pick<AppAbility, 'can'>;
}

export type GuardVerdict =
  | { allowed: true }
  | { allowed: false; redirect: { to: '/' | '/not-authorized' | '/login'; search: Record<string, unknown> } };

const ALLOW: GuardVerdict = { allowed: true };

/** Whether one route's declared access lets this user in. */
export function permits(
  access: Access | undefined,
  isAuthenticated: boolean,
  ability: Pick<AppAbility, 'can'>,
): boolean {
  // Like CASL's `can(undefined, undefined)`, an undeclared route is open only to `manage all`.
  if (access === undefined) return isAuthenticated && ability.can('manage', 'all');
  if (access === 'public') return true;
  if (access === 'guest') return !isAuthenticated;
  if (access === 'signedIn') return isAuthenticated;
  return isAuthenticated && ability.can(access.action, access.subject);
}

/**
 * Spec §6: the last matched route's action and subject when it declares one, otherwise any matched route's
 * declared rule.
 */
export function canNavigate(
  matches: readonly GuardMatch[],
  isAuthenticated: boolean,
  ability: Pick<AppAbility, 'can'>,
): boolean {
  const last = matches.at(-1);
  if (last && typeof last.access === 'object') return permits(last.access, isAuthenticated, ability);
  return matches.some((match) => permits(match.access, isAuthenticated, ability));
}

/** The login page's address for a signed-out visitor: the original query plus `to` (omitted for the root). */
export function loginRedirect(pathname: string, search: Readonly<Record<string, unknown>>) {
  const { to: _previous, ...query } = search;
  return { to: '/login' as const, search: pathname === '/' ? query : { ...query, to: pathname } };
}

export function guard({ matches, pathname, search, isAuthenticated, ability }: GuardRequest): GuardVerdict {
  if (matches.length === 0 || matches.some((match) => match.notFound)) return ALLOW;

  // A route's own declaration wins over its parents' (the deepest route that declares one).
  const declared = matches.findLast((match) => match.access !== undefined)?.access;
  if (declared === 'public') return ALLOW;
  if (declared === 'guest') return isAuthenticated ? { allowed: false, redirect: { to: '/', search: {} } } : ALLOW;

  if (canNavigate(matches, isAuthenticated, ability)) return ALLOW;
  if (isAuthenticated) return { allowed: false, redirect: { to: '/not-authorized', search: {} } };
  return { allowed: false, redirect: loginRedirect(pathname, search) };
}

/** The access an area declares in the contracts' descriptors, so menu, search and guard agree. */
export function areaAccess(areaId: string): Access {
  const area = AREAS.find((candidate) => candidate.id === areaId);
  if (!area) throw new Error(`Unknown area "${areaId}"`);
  return area.access;
}

/**
 * Where `/` sends a signed-in user (spec §2): the CRM dashboard when they may read dashboards, else the first
 * menu area they may open (descriptor order), else the not-authorized page. Open pages don't count: they are
 * not a home.
 */
export function homePath(ability: Pick<AppAbility, 'can'>): string {
  if (ability.can('read', 'Dashboard')) return '/dashboards/crm';
  const area = AREAS.find(
    (candidate) =>
      candidate.menu !== undefined &&
      candidate.access !== 'public' &&
      candidate.access !== 'guest' &&
      permits(candidate.access, true, ability),
  );
  return area?.to ?? '/not-authorized';
}

const ORIGIN = 'https://mizan.invalid';

/**
 * A post-login destination taken from the URL, only if it stays on this site: a path starting with one `/`
 * (not `//host` nor `/\host`, which browsers read as another site). Returns the normalised path or undefined.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path we navigate to
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where to go after signing in, from the login page's raw query (`?page=2&to=%2Fapps%2Fx`): the `to` path when
 * it is safe, with the rest of the original query the guard carried over; else the root.
 */
export function postLoginPath(searchStr: string): string {
  const params = new URLSearchParams(searchStr);
  const target = safeRedirectPath(params.get('to'));
  if (!target) return '/';
  params.delete('to');
  const url = new URL(target, ORIGIN);
  params.forEach((value, key) => {
    if (!url.searchParams.has(key)) url.searchParams.append(key, value);
  });
  return `${url.pathname}${url.search}${url.hash}`;
}
