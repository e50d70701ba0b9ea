import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { watchChunkLoadErrors } from '@/features/misc/chunk-error';
import { NotFoundPage } from '@/features/misc/not-found-page';
import { RouteErrorPage } from '@/features/misc/route-error-page';
import { onUnauthorized } from '@/lib/api';
import { guard } from '@/lib/guard';
import { queryClient } from '@/lib/query-client';
import { ability, session } from '@/lib/session';
import { routeTree } from './routeTree.gen';

/** The app's router; tests pass a memory history. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching: the router always asks it, and it answers from cache when fresh.
    defaultPreloadStaleTime: 0,
    // A skeleton only for loads slower than a blink, then kept long enough not to flicker.
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
    // An unknown URL shows the full-screen 404 of the root, never a half-drawn shell.
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Any call answering 401 means the session is gone (expired, revoked, signed out elsewhere): forget the user
 * and, unless the page is open to visitors, send them to the login page, back here afterwards.
 */
export function redirectOnUnauthorized(target: ReturnType<typeof createAppRouter>) {
  return onUnauthorized(() => {
    session.clear();
    // The location being loaded: a 401 from a loader happens before the navigation commits.
    const location = target.latestLocation;
    const verdict = guard({
      matches: target
        .matchRoutes(location.pathname, location.search)
        .map((match) => ({ access: match.staticData.access, notFound: match._notFound })),
      pathname: location.pathname,
      search: location.search,
      isAuthenticated: false,
      ability,
    });
    if (!verdict.allowed) {
      void target.navigate({ to: verdict.redirect.to, search: verdict.redirect.search as never, replace: true });
    }
  });
}

redirectOnUnauthorized(router);
watchChunkLoadErrors();
