import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The arrows run one way: web → contracts ← server, and inside each app shared code → nothing above it. */
const crossApp = {
  regex: '^(\\.\\./)+(apps/)?(server|web)/|^@mizan/(server|web)',
  message: 'web and server meet only in @mizan/contracts.',
};
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [crossApp, ...patterns] }] },
});

/** Features (web) and modules (server) never import each other; routes and app.ts compose them. */
const siblingsOf = (dir, alias) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) =>
      restrict([`${dir}/${d.name}/**/*.{ts,tsx}`], {
        regex: `^(\\.\\./(?!${d.name}/)[^.][^/]*/|${alias}/(?!${d.name}/))`,
        message: `Code in ${dir}/${d.name} may not import another ${dir.split('/').pop()} folder; compose them in routes or app.ts.`,
      }),
    );

/** Shared code stays below what uses it: it never reaches up into a feature, a module or a route. */
const zones = [
  restrict(['packages/contracts/**/*.ts']),
  restrict(['apps/web/src/{lib,components,test}/**/*.{ts,tsx}'], {
    regex: '^(@/(features|routes)/|(\\.\\./)+(features|routes)/)',
    message:
      'lib/ and components/ are shared by every feature: move what they need here instead of importing a feature.',
  }),
  {
    ...restrict(
      ['apps/server/src/{lib,plugins}/**/*.ts', 'apps/server/src/db/*.ts', 'apps/server/src/db/schema/**/*.ts'],
      {
        regex: '^(\\.\\./)+modules/',
        message: 'Shared server code never imports a module; app.ts hands it what it needs.',
      },
    ),
    // Drizzle needs every table in one schema: this file gathers the modules' tables and nothing else.
    ignores: ['apps/server/src/db/schema.ts'],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/routeTree.gen.ts',
      'apps/server/drizzle/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...siblingsOf('apps/web/src/features', '@/features'),
  ...siblingsOf('apps/server/src/modules', '@/modules'),
  ...zones,
);
