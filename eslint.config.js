import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'release/**', 'test-results/**', 'playwright-report/**'] },
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
    files: ['common/**/*.ts', 'server/**/*.ts', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/import-boundaries': 'error', 'layers/content-writes': 'error', 'layers/content-event': 'error' },
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
    // common/ is shared by server, renderer and electron: no Node, no DOM.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', 'express', 'knex'] }],
    },
  },
);
