import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/importBoundaries';

// Problems only, no formatting: the rules catch bugs, broken hook contracts and crossed plugin
// boundaries. Unused names are left to tsc (noUnusedLocals, noUnusedParameters).
export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'core/client/generated/', 'tests/fixtures/lint/']),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // Where React code lives; elsewhere (the browser suites' useBrowserSuite) `use` is no hook.
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'boundaries/import-boundaries': ['error', { root: import.meta.dirname }],
    },
  },
  {
    // Tests read replies as the wire gives them and build deliberately malformed input.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Empty by design: providers fill it by declaration merging.
    files: ['core/common/plugin/PluginContracts.ts', 'core/server/plugin/ServerContracts.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts the server hands to browsers as they are: the tracker, the ads' reference embed.
    files: ['core/server/ingest/tracker/**/*.js', 'plugins/*/server/embed/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
);
