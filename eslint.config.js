import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features (web) and modules (server) never import each other; routes and app.ts compose them. */
const siblingsOf = (dir, alias) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      files: [`${dir}/${d.name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./(?!${d.name}/)[^.][^/]*/|${alias}/(?!${d.name}/))`,
                message: `Code in ${dir}/${d.name} may not import another ${dir.split('/').pop()} folder; compose them in routes or app.ts.`,
              },
            ],
          },
        ],
      },
    }));

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
);
