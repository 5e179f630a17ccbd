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
);
