// One lint setup for every package. Cross-module imports go through each module's
// index.ts (STYLE.md: one public door per package or layer).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bourse/*/src/*', '@bourse/*/src'],
              message: 'Import the package door: @bourse/<name>.',
            },
            {
              group: ['**/modules/*/*', '!**/modules/*/index', '!**/modules/*/index.ts'],
              message: 'Import another server module through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The schema index is the one place that gathers every module's tables.
    files: ['packages/server/src/db/schema.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/web/**/*.tsx', 'packages/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The order-book benchmark harness is CommonJS (packages/engine/bench/README.md).
    files: ['packages/engine/bench/**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        global: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
