import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // Must come before react(): every route file is split into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders travel with their page: what they import (API calls, schemas) stays out of the first load.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
    // The browser finds a chunk's imports itself; preload lists would ship every route's dependency names in the
    // first load and hold the first paint behind the whole module graph on a slow network.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Two chunks carry the first load instead of dozens of small shared ones (each compressed alone, so larger
        // in sum): the framework every page runs on, and everything the entry imports statically (route tree,
        // guard, providers). Route code stays lazy. main.tsx must not use top-level await: with these merged
        // chunks importing each other, it would deadlock the start.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            { name: 'shell', tags: ['$initial'] }, // joins the entry chunk
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
