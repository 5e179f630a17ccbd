import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // A feature reaches other code only through model/ (collections, shared repositories),
    // platform/, config/ and @vitrine/shared; never into another feature (CONTRIBUTING.md).
    files: ['functions/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\./(model|platform|config)/)`,
              message: 'Uma feature importa só de ./, ../../model/, ../../platform/, ../../config/ e @vitrine/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The model is below the features: it never imports one.
    files: ['functions/src/model/**/*.ts', 'functions/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: String.raw`(^|/)features/`, message: 'model/ e platform/ não importam features.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The customer's pages are a small app of their own (≤ 100 KB of JavaScript on a phone, asserted by
    // test/e2e/public-page-weight.test.ts): none of the owner app's code or libraries reach them.
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
                'Its values are zod schemas: import types only, or the zod-free @vitrine/shared/money, /links, /cor, /slug, /pedido, /produto, /imagens or /busca.',
            },
            { name: 'zod', allowTypeImports: true, message: 'zod is the owner app’s: the public app validates nothing it sends.' },
          ],
          patterns: [
            {
              regex: '^@vitrine/shared/(?!(money|links|cor|slug|pedido|produto|imagens|busca)$)',
              message: 'Only the zod-free @vitrine/shared/money, /links, /cor, /slug, /pedido, /produto, /imagens and /busca.',
            },
            {
              regex: '^(@radix-ui/|@tanstack/|react-router|firebase(/|$)|recharts(/|$))',
              message: 'An owner-app library: the public app has its own router, reads, sheet and toasts.',
            },
            { regex: '(^|/)(features|app)(/|$)', message: 'The owner app (src/app) and its features stay out of the public app.' },
            { regex: '(^|/)lib/(owner|admin)-', message: 'The owner’s and administrator’s data stay out of the public app.' },
          ],
        },
      ],
    },
  },
  {
    // A feature is its own: others use only its api.ts (calls, query keys, hooks), and every feature of
    // an audience its shell. What several features need lives in src/lib or src/components.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(\\.\\.|owner-shell|admin-shell)/)[^/]+/(?!api$)',
              message: 'Another feature’s internals: use its api.ts, or move what both need to src/lib or src/components.',
            },
          ],
        },
      ],
    },
  },
);
