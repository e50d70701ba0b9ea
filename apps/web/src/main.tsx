import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { interfaceFontLoaded } from './lib/fonts';
import { initI18n, initialLanguage } from './lib/i18n';
import { searchLoads } from './lib/lazy-search';
import { applyColorSchemeEarly, getPreferences } from './lib/preferences';
import { session } from './lib/session';
import { router } from './router';

/** Resolves once the browser has painted index.html's splash, so a visitor sees the app at once. */
function splashPainted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * A signed-in page's code starts downloading at once: the guard, which would otherwise start it, first waits for
 * CASL (lib/session.ts), and the page doesn't need to wait for CASL to download. Resolves when the page's search
 * check can run (lib/lazy-search.ts), so the first match needs no second one.
 */
function prefetchPageCode(): Promise<unknown> {
  if (!session.isAuthenticated) return Promise.resolve();
  const { pathname, search } = router.latestLocation;
  const matches = router.matchRoutes(pathname, search);
  // The first date formatter of a page builds the browser's date patterns for the language (~15 ms on a phone): done
  // now, while the code downloads, rather than inside the page's first render.
  setTimeout(() => new Intl.DateTimeFormat(initialLanguage(), { dateStyle: 'medium', timeStyle: 'short' }));
  // A page in the app shell runs on these chunks (vite-plugins/session-preload.ts): fetched before its code asks.
  const shared = document.querySelector<HTMLMetaElement>('meta[name="mizan-session-chunks"]')?.content ?? '';
  if (matches.some((match) => match.routeId === '/_app')) {
    for (const href of shared.split(' ').filter(Boolean)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  }
  for (const match of matches) router.loadRouteChunk(router.routesById[match.routeId])?.catch(() => undefined);
  return Promise.all(searchLoads(matches).map((load) => load().catch(() => undefined)));
}

// Before anything renders: the stored theme (no white flash in dark mode) …
applyColorSchemeEarly();
const pageLoaded = prefetchPageCode().then(() => router.load());
// The interface strings, CASL, the font and the first page's code (its lazy route chunks) download side by side.
// A promise chain, not top-level await: the entry and the chunks it shares import each other (vite.config.ts).
// Each marked when it is there (bench/cold-load.bench.ts reads how long the first render waited for the font alone).
const marked = (name: string, promise: Promise<unknown>) => promise.then(() => performance.mark(`mizan:${name}`));
const ready = [
  marked('strings', initI18n()),
  marked('page', pageLoaded),
  // A page first drawn in a fallback font moves when the font arrives (lib/fonts.ts).
  marked('font', interfaceFontLoaded(initialLanguage())),
  marked('splash', splashPainted()),
];
void Promise.all(ready).then(() => {
  // … and a direction forced in the customizer, which wins over the language's.
  const { direction } = getPreferences();
  if (direction) document.documentElement.dir = direction;

  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices, yielding to the browser between them: no long task while the first page mounts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
