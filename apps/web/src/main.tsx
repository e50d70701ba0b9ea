import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
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

/**
 * Resolves when the interface font of the reader's language is there (2 s at most): a page first drawn in a fallback
 * font moves when the font arrives and its lines wrap anew (the cases list's cards jumped by 30 px, a layout shift).
 */
function interfaceFontLoaded() {
  const fonts = [document.fonts.load("1em 'Public Sans Variable'")];
  if (initialLanguage() === 'ar') fonts.push(document.fonts.load("1em 'Noto Sans Arabic Variable'", 'ع'));
  const loaded = Promise.all(fonts).catch(() => undefined);
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

// Before anything renders: the stored theme (no white flash in dark mode) …
applyColorSchemeEarly();
const pageCode = prefetchPageCode();
// The interface strings, CASL, the font and the first page's code (its lazy route chunks) download side by side.
// A promise chain, not top-level await: the entry and the chunks it shares import each other (vite.config.ts).
const ready = [initI18n(), pageCode.then(() => router.load()), interfaceFontLoaded(), splashPainted()];
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
