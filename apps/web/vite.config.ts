import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryCost } from './vite-plugins/entry-cost.ts';
import { sessionPreload } from './vite-plugins/session-preload.ts';

const nodeModules = (packages: string) => new RegExp(`node_modules[\\\\/](${packages})[\\\\/]`);
/** What every page runs on: React, TanStack Router and Query, i18next. */
const FRAMEWORK = nodeModules(
  'react|react-dom|scheduler|@tanstack[\\\\/](react-router|router-core|history|store|react-store|react-query|query-core)|i18next|react-i18next|use-sync-external-store',
);

export default defineConfig({
  plugins: [
    // Must come before react(): every route file is split into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders travel with their page: what they import (API calls, schemas) stays out of the first load.
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
        // The login page is every visitor's first page: it ships in the entry rather than one more round trip later.
        // The layout without the shell is an Outlet: not worth a request either.
        splitBehavior: ({ routeId }) => (routeId === '/_blank/login' || routeId === '/_blank' ? [] : undefined),
      },
    }),
    react(),
    entryCost(),
    // Mantine and the shell, which every signed-in page needs: fetched as a session's first page starts (main.tsx).
    sessionPreload(['vendor-ui', 'app-shell']),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // No preload lists: the browser finds a chunk's imports itself. Measured with Lighthouse mobile on /login, a
    // preload of the framework chunk in index.html competes with the render-blocking CSS (first paint 1.4 s → 2.2 s,
    // score 95 → 83-91), and the lists of the lazy routes cost the entry 1.6 KB gzip.
    modulePreload: false,
    rolldownOptions: {
      output: {
        /*
         * A page's cold load is a handful of files instead of a hundred (each chunk is compressed alone and is one
         * more request, often one more round trip): the first load in three (framework, entry with the login page,
         * the language's core strings); a signed-in page adds the UI libraries, the app shell with the shared
         * kit, its area's shared code and its own route chunk. Charts, the rich-text editor, date pickers and
         * uploads stay with the pages that use them. A group
         * takes the modules its members import that no earlier group took, so a shared file in components/ or
         * lib/ must not import a charts or editor library: the shell would then load that chunk on every page.
         * main.tsx must not use top-level await: with these merged chunks importing each other, it deadlocks.
         */
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shell', tags: ['$initial'] }, // joins the entry chunk
            // The strings every page shows before its first render (i18n.ts CORE_NAMESPACES), one file per language,
            // with the navigation's titles (from the contracts).
            {
              debugName: 'i18n',
              name: (id) => {
                const language =
                  /locales[\\/](\w+)[\\/](common|layout|misc|auth)\.json$/.exec(id)?.[1] ??
                  /contracts[\\/]src[\\/]navigation[\\/]titles\.(\w+)\.ts$/.exec(id)?.[1];
                return language ? `i18n-${language}` : null;
              },
            },
            // What a session needs before its first page, loaded as soon as there is one (lib/session.ts), not by
            // the login page: CASL, which the guard checks the rules with, and the pages' URL descriptions
            // (`<domain>.search.ts`, lib/lazy-search.ts) with the contracts' value lists they check against.
            {
              name: 'session',
              test: /node_modules[\\/](@casl[\\/]ability|@ucast[\\/][^\\/]+)[\\/]|[\\/](contracts[\\/]src[\\/]app-ability|src[\\/]lib[\\/](ability|list-search)|src[\\/]features[\\/][^\\/]+[\\/][^\\/]+\.search)\.ts$/,
            },
            // Mantine and the icons every signed-in page draws with, and what they import; the login page's share
            // is already in the entry.
            {
              name: 'vendor-ui',
              test: nodeModules(
                '@mantine[\\\\/](core|hooks|form|notifications|spotlight)|@tabler|@floating-ui|@casl[\\\\/]react',
              ),
            },
            // Libraries only some pages use, each with what it alone imports.
            { name: 'charts', test: nodeModules('@mantine[\\\\/]charts|recharts') },
            {
              name: 'editor',
              test: nodeModules('@mantine[\\\\/]tiptap|@tiptap[\\\\/][^\\\\/]+|prosemirror-[^\\\\/]+'),
            },
            { name: 'dates', test: nodeModules('@mantine[\\\\/]dates|dayjs') },
            { name: 'uploads', test: nodeModules('@mantine[\\\\/]dropzone|react-dropzone') },
            { name: 'calendar', test: nodeModules('@fullcalendar[\\\\/][^\\\\/]+|preact') },
            // Each area's contracts (their zod schemas are built when their module runs) with the pages of that area
            // alone: in the app shell, every signed-in page would build every area's schemas before its first render.
            {
              debugName: 'contracts',
              name: (id) => {
                const area = /[\\/]packages[\\/]contracts[\\/]src[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
                return area && area !== 'navigation' ? `${area}-contracts` : null;
              },
            },
            {
              name: 'app-shell',
              test: /[\\/]src[\\/](routes[\\/]_app\.tsx\?|components[\\/]|lib[\\/])|[\\/]packages[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // Mantine's index re-exports RemoveScroll; these packages don't declare themselves side-effect free, so
        // without this rule ~7 KB of scroll locking would ship on every page, modal or not.
        moduleSideEffects: [
          {
            test: /node_modules\/(react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|tslib)\//,
            sideEffects: false,
          },
        ],
      },
    },
  },
});
