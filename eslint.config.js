// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import path from 'node:path';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'docs/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Files that break the layer rules on purpose: the rules' own tests lint them one by one.
      'eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware linting: the full recommended type-checked set for the shipped source.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's loaders and actions end with a thrown `redirect(...)` Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Fastify plugins, route handlers and hooks stay `async` even when nothing is awaited: Fastify
    // treats a sync function differently (a plugin or hook must then call `done`, a handler's
    // `undefined` leaves the request open), so an `async` one is the uniform, safe form.
    files: [
      'apps/server/src/**/*.routes.ts',
      'apps/server/src/web.ts',
      'apps/server/src/lib/body-type.ts',
      'apps/server/src/lib/input-guard.ts',
      'apps/server/src/lib/same-origin.ts',
      'apps/server/src/lib/session.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests, e2e specs, benchmarks and test helpers: a promise that is never awaited or handed
    // where none is expected is a silent, order-dependent failure.
    files: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**/*.{ts,tsx}',
      'apps/server/test/**/*.ts',
      'apps/server/bench/**/*.ts',
      'packages/shared/test/**/*.ts',
      'e2e/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Server test files share one module registry per test worker (vitest `isolate: false`,
    // apps/server/vitest.config.ts): a module mock in one file would reach the files after it.
    files: ['apps/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Server test files share their modules (isolate: false): pass a dependency to the app instead of mocking a module.' },
        { object: 'vi', property: 'doMock', message: 'Server test files share their modules (isolate: false): pass a dependency to the app instead of mocking a module.' },
      ],
    },
  },
  {
    // A Playwright fixture names what it needs in an object pattern, an empty one when nothing.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Only env.ts reads process.env (ARCHITECTURE.md, house rules).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
  {
    // The layers of docs/ARCHITECTURE.md ("Layers"): who may import whom, and no import cycles.
    // eslint-fixtures/ (ignored above) holds a cycle that the rules' own test lints.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'eslint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported TypeScript files too (no-cycle follows them), as import-x's typescript preset does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Each app resolves its imports (the web's `@/` alias) with its own tsconfig.json.
  ...[
    { files: ['apps/web/**/*.{ts,tsx}'], project: 'apps/web' },
    { files: ['apps/server/**/*.ts'], project: 'apps/server' },
    { files: ['packages/shared/**/*.ts', 'eslint-fixtures/**/*.ts'], project: 'packages/shared' },
  ].map(({ files, project }) => ({
    files,
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, project, 'tsconfig.json') }),
        createNodeResolver(),
      ],
    },
  })),
  {
    // Tests drive the whole app (a feature's test renders its route, a module's test builds the app): the layers bind the code they test.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones(import.meta.dirname) }],
    },
  },
);
