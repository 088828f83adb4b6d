import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * No feature imports another: app/ composes them (home and dashboard get the orders views from
 * app/routes, decision 004; the orders views get the order chat panel through OrderChatSlot, 008).
 */
const allowedFeatureImports = {};
const features = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...(allowedFeatureImports[feature] ?? []).map((other) => `./${other}`)],
  message: 'A feature imports no other feature (docs/decisions/004): move the shared part to components/ or lib/.',
}));

/**
 * Decision 014: the backend's tiers. lib/ at the bottom; then the models (entities, repositories and
 * what several domains share); then the domains (one Lambda each) and the entry points (jobs,
 * setup). Nothing imports a tier above it; a domain imports no other domain.
 *
 * Decision 043: the models in order, lowest first. A model imports lib/ and the models listed
 * before it, never one listed after it: no loop among models. A new model goes after the models
 * it reads (most often at the end).
 */
const backendModels = [
  // Entities that need no other model.
  'users', 'settings-data', 'audit', 'logos', 'price-list', 'invoicing',
  // Data about accounts: the outbox (its mails name their recipient), the orders and their counters.
  'email', 'order-data',
  // Who is told: a notification may queue its e-mail and names an order.
  'notifications',
  // Money: the invoices, then the credit ledger (it may tell its client, and date as invoices do).
  'invoice-data', 'credit-data',
  // Security alerts notify the administrators; push (its tickets issued by messaging; its own
  // Lambdas, socket and stream, import models only) turns stored changes into notifications.
  'security', 'push',
  // Export and erasure reach every kind of personal data.
  'privacy',
  // The file library (issue 41) indexes the orders.
  'library-data',
];
const backendFolders = readdirSync(join(import.meta.dirname, 'functions/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backendDomains = backendFolders.filter((folder) => folder !== 'lib' && !backendModels.includes(folder));
const inBackend = (folders) => folders.map((folder) => `./functions/src/${folder}`);
const backendZones = [
  {
    target: './functions/src/lib',
    from: inBackend(backendFolders.filter((folder) => folder !== 'lib')),
    message: 'lib/ imports no model and no domain (docs/decisions/014).',
  },
  ...backendModels.map((model) => ({
    target: `./functions/src/${model}`,
    from: inBackend(backendDomains),
    message: 'A model imports lib/ and other models, never a domain (docs/decisions/014).',
  })),
  ...backendModels.slice(0, -1).map((model, rank) => ({
    target: `./functions/src/${model}`,
    from: inBackend(backendModels.slice(rank + 1)),
    message: `A model imports only the models listed before it in eslint.config.js (docs/decisions/043): ${model} comes before them; move the shared part down or pass it in.`,
  })),
  ...backendDomains.map((domain) => ({
    target: `./functions/src/${domain}`,
    from: inBackend(backendDomains.filter((other) => other !== domain)),
    message: 'A domain imports no other domain: move what they share down to a model or lib/ (docs/decisions/014).',
  })),
];

/**
 * Decision 014, addendum: only repositories touch the table. The table client and the helpers
 * that read or write it (or build raw expressions) are imported by `*-repository.ts` files and
 * lib/db itself; the entity layer also by the `*-record.ts` files that define entities. Key,
 * key-condition, filter, cursor and retry helpers touch no table and stay importable, and so
 * do types (`import type`: a service composes the transaction items entities build).
 */
const tableModules = ['client', 'table', 'write', 'query', 'update', 'transaction', 'grouped-transactions', 'pages', 'reindex'];
const onlyRepositories = (modules) => ({
  patterns: [
    {
      regex: `(^|/)db/(${modules.join('|')})$`,
      allowTypeImports: true,
      message: 'Only repositories touch the table: call a function of the entity\'s *-repository.ts, or build transaction items with the entity (docs/decisions/014).',
    },
  ],
});

/** No '/api/…' path written in the SPA: a call names its route key ('GET /api/orders/{id}'), typed by the contract. */
const apiPathMessage = "Name the route by its key with call('GET /api/…', { params }) from @/lib/api/call, not by a path.";
const apiPathRules = [
  { selector: 'Literal[value=/^\\/api\\//]', message: apiPathMessage },
  { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]', message: apiPathMessage },
];

/** import-x resolving a workspace's imports as its tsconfig does. */
const importResolution = (project, extensions) => ({
  'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
  'import-x/extensions': extensions,
  'import-x/parsers': { '@typescript-eslint/parser': extensions },
});

/** Web imports go through the @/ alias, never up a folder. */
const parentImports = { group: ['../*'], message: 'Use the @/ alias instead of ../' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'test-results/**', 'playwright-report/**', 'tests/e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Test code may assert presence with `!`: a wrong guess fails the test, it ships nowhere.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importResolution('web/tsconfig.json', ['.ts', '.tsx']),
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // bulletproof-react's unidirectional architecture: app → features → components / lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features', from: './web/src/app', message: 'Features never import app/.' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/i18n'],
              from: ['./web/src/features', './web/src/app'],
              message: 'components/, lib/ and i18n/ never import features/ or app/.',
            },
            ...featureZones,
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [parentImports] }],
    },
  },
  {
    // Issue 17: the SPA names every call by its route key (call.ts); only lib/api sends a path.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api/**', 'web/src/test/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...apiPathRules],
      'no-restricted-imports': [
        'error',
        {
          patterns: [parentImports],
          paths: [
            {
              name: '@/lib/api/api-client',
              importNames: ['apiFetch', 'apiExchange', 'apiRequest'],
              message: 'Call a route of the contract with call(), callPage() or callExchange() (@/lib/api/call).',
            },
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Toast with @/lib/toast/toast (or deferredToast): it also mounts the Toaster, which no first page loads.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that wraps sonner's toast (decision 018, fifth pass).
    files: ['web/src/lib/toast/toast.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [parentImports] }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution('functions/tsconfig.json', ['.ts']),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backendZones }],
      // Decision 043: no import loop between files (type-only imports aside).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution('shared/tsconfig.json', ['.ts']),
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/db/**', 'functions/src/**/*-repository.ts', 'functions/src/**/*-record.ts', 'functions/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', onlyRepositories([...tableModules, 'entity'])] },
  },
  {
    files: ['functions/src/**/*-record.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', onlyRepositories(tableModules)] },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
