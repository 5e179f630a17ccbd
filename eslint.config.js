import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/** The feature folders under `dir`: each gets its own zone, so a new feature is covered by being created. */
const featuresIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FUNCTIONS_FEATURES = featuresIn('./functions/src/features/');
const WEB_FEATURES = featuresIn('./web/src/features/');
/** The shell (layout, session, error screens) an owner- or admin- feature may use: its audience's. */
const shellOf = (feature) => {
  const audience = feature.split('-')[0];
  return ['owner', 'admin'].includes(audience) && !feature.endsWith('-shell') ? `${audience}-shell` : undefined;
};
/** The Radix dialog and every components/ui piece built on it. */
const RADIX_DIALOGS = ['Dialog', 'ConfirmDialog', 'FormDialog', 'ExcluirContaDialog'].map((name) => `web/src/components/ui/${name}.tsx`);

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'functions/lib', '.data', 'test-results', 'test/e2e/gapi-shim.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports are checked by the file they resolve to (TypeScript's resolution, package exports
    // included), not by how their path is spelt: '../../features/x' and './../x' are the same file.
    files: ['{functions,web,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files an import leads to (no-cycle follows them): as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['functions/tsconfig.json', 'web/tsconfig.json', 'shared/tsconfig.json'],
          // Three workspaces, three tsconfigs: the resolver picks the one that holds the file.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes the modules' order of evaluation matter and hides which one is below the other.
      // Only our own modules can form a cycle: not walking into node_modules keeps lint fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            // A feature reaches other code only through model/ (collections, shared repositories),
            // platform/, config/ and @vitrine/shared; never into another feature (CONTRIBUTING.md).
            ...FUNCTIONS_FEATURES.map((feature) => ({
              target: `functions/src/features/${feature}`,
              from: 'functions/src',
              except: [`./features/${feature}`, './model', './platform', './config'],
              message: 'Uma feature importa só os seus arquivos, model/, platform/, config/ e @vitrine/shared.',
            })),
            {
              // The model and the platform are below the features and the wiring: they import neither.
              target: ['functions/src/model', 'functions/src/platform', 'functions/src/config'],
              from: ['functions/src/features', 'functions/src/jobs', 'functions/src/app.ts', 'functions/src/index.ts'],
              message: 'model/, platform/ e config/ não importam features, jobs nem a montagem do app.',
            },
            // A web feature is its own: others use only its api.ts (calls, query keys, hooks) and its
            // index.ts (the pieces it lends to their screens: owner-notificacoes' panel, owner-fidelidade's
            // card), and each feature of an audience its shell. What several need lives in src/lib or src/components.
            ...WEB_FEATURES.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [
                `./${feature}`,
                ...(shellOf(feature) ? [`./${shellOf(feature)}`] : []),
                ...WEB_FEATURES.filter((other) => other !== feature).flatMap((other) => [`./${other}/api.ts`, `./${other}/index.ts`]),
              ],
              message: 'Another feature’s internals: use its api.ts or index.ts, or move what both need to src/lib or src/components.',
            })),
            {
              // The shared pieces are below every screen: they import no screen of either app.
              target: ['web/src/lib', 'web/src/components'],
              from: ['web/src/features', 'web/src/app', 'web/src/public-app'],
              message: 'src/lib and src/components are below the screens: they import no feature, app or public-app module.',
            },
            {
              // The owner's and the administrator's side uses nothing of the public app but what it
              // declares for others (embed.ts: the first screen the landing draws as the demo shop).
              target: ['web/src/features', 'web/src/app'],
              from: 'web/src/public-app',
              except: ['./embed.ts'],
              message: 'The owner and admin side uses only public-app/embed.ts; move what both need to src/lib or src/components.',
            },
            {
              // The customer's pages are a small app of their own (their first load is measured by
              // test/e2e/public-page-weight.test.ts): none of the owner app's screens, dialogs or data.
              target: 'web/src/public-app',
              from: ['web/src/features', 'web/src/app', 'web/src/lib/cn.ts', ...RADIX_DIALOGS],
              message:
                'The owner app’s screens, its Radix dialogs and cn (tailwind-merge) stay out of the public app: use cx and its own components.',
            },
            {
              target: 'web/src/public-app',
              from: 'web/src/lib/{owner,admin}-*',
              message: 'The owner’s and administrator’s data stay out of the public app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The function logs through firebase-functions/logger: Cloud Logging entries with a severity
    // and their fields as jsonPayload, where console.* writes plain text.
    files: ['functions/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A dynamic import of the barrel makes the bundler keep the whole of it as one object, zod's
      // every export with it (each language's messages, its JSON Schema tools): the owner app's
      // shared chunk was 441 KB for 134 KB without it. A subpath loads only its concept.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression[source.value='@vitrine/shared']",
          message: 'Load a subpath (@vitrine/shared/plataforma/schema, …): the whole barrel would bring all of zod.',
        },
      ],
    },
  },
  {
    // Every CSV the product writes (spreadsheets, the Meta feed) goes through its one writer,
    // shared/src/csv.ts, which neutralises spreadsheet formulas (CSV injection).
    files: ['{functions,web,shared,scripts}/**/*.{ts,tsx}'],
    ignores: ['shared/src/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^csv-stringify(/|$)', message: 'Write CSV with escreverCsv (@vitrine/shared/csv): it neutralises formulas.' },
          ],
        },
      ],
    },
  },
  {
    // The customer's pages are a small app of their own: none of the owner app's libraries reach them
    // (its files are kept out by the import-x zones above).
    files: ['web/src/public-app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vitrine/shared',
              allowTypeImports: true,
              message:
                'Its values are zod schemas: import types only, or the zod-free @vitrine/shared/money, /links, /cor, /loja, /catalogo, /pedido, /atendimento, /cupom, /fidelidade, /comanda, /caixa, /mesa, /produto, /avaliacao, /imagens, /plural, /api-paths, /page-file-paths (the large-print menu’s link) or /relogio.',
            },
            { name: 'zod', allowTypeImports: true, message: 'zod is the owner app’s: the public app validates nothing it sends.' },
          ],
          patterns: [
            {
              regex:
                '^@vitrine/shared/(?!(money|links|cor|loja|catalogo|pedido|atendimento|cupom|fidelidade|comanda|caixa|mesa|produto|avaliacao|imagens|plural|api-paths|page-file-paths|relogio)$)',
              message:
                'Only the zod-free @vitrine/shared/money, /links, /cor, /loja, /catalogo, /pedido, /atendimento, /cupom, /fidelidade, /comanda, /caixa, /mesa, /produto, /avaliacao, /imagens, /plural, /api-paths, /page-file-paths and /relogio.',
            },
            {
              regex: '^(@radix-ui/|@tanstack/|react-router|firebase(/|$)|recharts(/|$)|tailwind-merge$)',
              message: 'An owner-app library: the public app has its own router, reads, sheet and toasts.',
            },
          ],
        },
      ],
    },
  },
);
