import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import playwright from 'eslint-plugin-playwright';
import layers from './eslint-rules/import-boundaries.js';
import addresses from './eslint-rules/page-paths.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'release/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Globals per runtime, as in the per-runtime tsconfigs: common/ gets neither Node nor the DOM.
  {
    files: ['server/**/*.ts', 'electron/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.ts', 'eslint-rules/**/*.js', '*.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests run in Node and drive a DOM (component tests) or a browser page (e2e).
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      // Wait for a condition, never for a fixed time; no test skipped or focused; every
      // asynchronous Playwright assertion awaited.
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/valid-expect': 'error',
    },
  },
  {
    files: ['common/**/*.ts', 'server/**/*.ts', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/import-boundaries': 'error', 'layers/content-writes': 'error', 'layers/content-event': 'error' },
  },
  {
    // Page paths only in the address book (common/routes); tests and bench are exempt (see the rule's header).
    files: ['common/**/*.ts', 'server/**/*.ts', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts', 'scripts/**/*.{ts,mjs,js}'],
    plugins: { addresses },
    rules: { 'addresses/page-paths': 'error' },
  },
  {
    // Server files stay small enough to read in one sitting: split a room's file before it grows past this.
    files: ['server/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // The same for the renderer, a little tighter: a screen grows by components and hooks of its own.
    files: ['renderer/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The renderer reaches the API through its one client (renderer/api/client.ts), which builds every
    // address from the contract's routes: an '/api/…' written anywhere else is a path stated twice.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/api/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: 'Call the API through renderer/api/client.ts with a route of common/api/addresses.ts.' },
        { selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]', message: 'Call the API through renderer/api/client.ts with a route of common/api/addresses.ts.' },
      ],
    },
  },
  {
    // common/ is shared by server, renderer and electron: no Node, no DOM.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'express', 'knex'] }],
    },
  },
);
