import js from '@eslint/js';
import { readFileSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tenant text must never run as JavaScript in the server (issue 8). */
const VM_IMPORTS = ['vm', 'node:vm', 'isolated-vm'].map((name) => ({
  name,
  message:
    'Do not run tenant text as JavaScript: evaluate expressions with server/src/engine/bpmn/expressions.ts.',
}));

/** The engine's own tables (server/src/db/engine-tables.json), readable only under engine/. */
const ENGINE_TABLES = JSON.parse(
  readFileSync(new URL('./server/src/db/engine-tables.json', import.meta.url), 'utf8'),
);
const THROUGH_THE_FACE = 'Use the engine through its face (server/src/engine/index.ts).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'server/drizzle/**',
      'e2e/test-results/**',
      'e2e/.deploy/**',
      'e2e/.auth/**',
      'e2e/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-ignore': true }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // STYLE.md §8: one HTTP client.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the shared http client.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use `http` from @console/shared.', allowTypeImports: true },
          ],
          // A remote owns its area (issue 9 §4): nothing reaches into another remote or the
          // host except through @console/shared.
          patterns: [
            {
              regex: '^@console/(host|remote-[a-z0-9-]+)(/|$)',
              message: 'Import through @console/shared, not from another app.',
            },
            {
              regex: '^(\\.\\./)+(host|remote-[a-z0-9-]+|e2e)/',
              message: 'Import through @console/shared, not from another app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/http/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The wire contract runs in the server too, compiled on its own (shared/tsconfig.contract.json):
    // it may import only its own files, never a package nor the rest of shared.
    files: ['shared/src/contract/wire/**/*.ts'],
    ignores: ['shared/src/contract/wire/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'The wire contract imports only files of its own folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tenant text (BPMN expressions, scripts) must never run as JavaScript in the server.
    files: ['server/**/*.ts'],
    rules: {
      'no-eval': 'error',
      'no-new-func': 'error',
      // The core rule: typescript-eslint's variant needs type information.
      'no-implied-eval': 'error',
      'no-restricted-imports': ['error', { paths: VM_IMPORTS }],
      // The same modules reached by require() or import() instead of an import statement.
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name='require'][arguments.0.value=/^(node:)?vm$|^isolated-vm$/]",
          'ImportExpression[source.value=/^(node:)?vm$|^isolated-vm$/]',
        ].map((selector) => ({
          selector,
          message:
            'Do not run tenant text as JavaScript (see server/src/engine/bpmn/expressions.ts).',
        })),
      ],
    },
  },
  {
    // Issue 9 §1: outside engine/ the server uses the engine through its face only: no engine
    // table, no engine internal. `pnpm --filter @console/server check:engine-face` counts the
    // files under modules/ that still do (none).
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/engine/**',
      'server/src/db/**',
      // The history seeder writes engine rows directly, by design (bench only).
      'server/src/cli/seed-history.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: VM_IMPORTS,
          patterns: [
            { group: ['**/db/engine-schema'], message: THROUGH_THE_FACE },
            // errors.ts is part of the face (the index re-exports it); http/ and threads/, which
            // the engine itself uses, import it directly.
            { regex: '(^|/)engine/(?!index$|errors$)', message: THROUGH_THE_FACE },
            { group: ['**/db/schema'], importNames: ENGINE_TABLES, message: THROUGH_THE_FACE },
          ],
        },
      ],
    },
  },
);
