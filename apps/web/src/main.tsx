import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app-providers';
import { initI18n } from './lib/i18n';
import { applyColorSchemeEarly, getPreferences } from './lib/preferences';
import { session } from './lib/session';
import { router } from './router';

/** Resolves once the browser has painted index.html's splash, so a visitor sees the app at once. */
function splashPainted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * A signed-in page's code starts downloading at once: the guard, which would otherwise start it, first waits for
 * CASL (lib/session.ts), and the page doesn't need to wait for CASL to download.
 */
function prefetchPageCode() {
  if (!session.isAuthenticated) return;
  for (const match of router.matchRoutes(router.latestLocation)) {
    router.loadRouteChunk(router.routesById[match.routeId])?.catch(() => undefined);
  }
}

// Before anything renders: the stored theme (no white flash in dark mode) …
applyColorSchemeEarly();
prefetchPageCode();
// The interface strings, CASL and the first page's code (its lazy route chunks) download side by side.
// A promise chain, not top-level await: the entry and the chunks it shares import each other (vite.config.ts).
void Promise.all([initI18n(), router.load(), splashPainted()]).then(() => {
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
