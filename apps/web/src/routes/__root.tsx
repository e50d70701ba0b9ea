import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { PageLoadingBar } from '@/components/page-loading-bar';
import { RouteAnnouncer } from '@/components/route-announcer';
import { ScrollToTop } from '@/components/scroll-to-top';
import { NotFoundPage } from '@/features/misc/not-found-page';
import { RouteErrorPage } from '@/features/misc/route-error-page';
import { guard } from '@/lib/guard';
import { searchLoads } from '@/lib/lazy-search';
import { ability, loadAbility, session } from '@/lib/session';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The one guard (spec §6): runs before every navigation, on the routes about to be shown.
  beforeLoad: ({ matches, location }) => {
    const decide = () => {
      const verdict = guard({
        matches: matches.map((match) => ({ access: match.staticData.access, notFound: match._notFound })),
        pathname: location.pathname,
        search: location.search,
        isAuthenticated: session.isAuthenticated,
        ability,
      });
      if (!verdict.allowed) {
        throw redirect({ to: verdict.redirect.to, search: verdict.redirect.search as never, replace: true });
      }
      // A page whose search check waited for its code (lib/lazy-search.ts): load it and match the address again.
      const loads = searchLoads(matches);
      if (loads.length === 0) return;
      return Promise.all(loads.map((load) => load())).then(() => {
        throw redirect({ href: location.href, replace: true });
      });
    };
    // A session's rules are checked with CASL, whose code comes with the first signed-in page (lib/session.ts).
    const loading = session.isAuthenticated ? loadAbility() : undefined;
    return loading ? loading.then(decide) : decide();
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <>
      <PageLoadingBar />
      <Outlet />
      <ScrollToTop />
      <RouteAnnouncer />
    </>
  );
}
