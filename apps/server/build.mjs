import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Bundles the server into dist/main.js. npm packages stay external (installed beside it) except the
 * workspace's own `@mizan/*` packages, which are TypeScript source and are inlined.
 */
const root = new URL('.', import.meta.url).pathname;
rmSync(`${root}dist`, { recursive: true, force: true });

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  // Chunks: main.js starts the database before the HTTP app's modules load.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare specifiers (npm packages, node: built-ins) stay imports, except the workspace's packages.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mizan/') ? undefined : { external: true }));
      },
    },
  ],
});
console.info(`Built dist/main.js in ${Math.round(performance.now() - started)} ms`);
