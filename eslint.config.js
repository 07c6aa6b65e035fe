// One lint setup for every package. Cross-module imports go through each module's
// index.ts (STYLE.md: one public door per package or layer).
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const serverModules = path.join(import.meta.dirname, 'packages/server/src/modules');

/** `{ name, inside }` for a file in packages/server/src/modules/<name>/, else undefined. */
function serverModuleOf(file) {
  const [name, ...rest] = path.relative(serverModules, file).split(path.sep);
  if (name === '..' || path.isAbsolute(name) || rest.length === 0) return undefined;
  return { name, inside: rest.join('/') };
}

const isTestCode = (file) =>
  /(\.test\.tsx?|\.fixture\.ts|\/testing\.ts|\/testFixture\.ts|\/e2e\/legacy\/harness\.ts)$/.test(
    file,
  );

/**
 * A server module is entered through its door, modules/<name>/index.ts. The rule resolves
 * each relative import, so `../market/tables.ts` from modules/spot is caught as surely as
 * `../modules/market/pairs.ts` from http/. doorException lists the only ways past a door.
 */
function doorException(importer, target) {
  const from = serverModuleOf(importer);
  const relativeImporter = path.relative(serverModules, importer).split(path.sep).join('/');
  // Table to table: the Drizzle schema must load without the services.
  if (target.inside === 'tables.ts' && from?.inside === 'tables.ts') return true;
  // db/schema.ts gathers every module's tables for Drizzle.
  if (target.inside === 'tables.ts' && relativeImporter === '../db/schema.ts') return true;
  // modules/routes.ts registers every module's routes; doors export services only.
  if (target.inside === 'routes.ts' && relativeImporter === 'routes.ts') return true;
  // Tests and test helpers share each module's helpers (signUp, expectLedgerBalanced, ...):
  // 44 files did so when the rule came, so it is the house way, not a leak.
  if (/^(testing|testFixture)\.ts$/.test(target.inside) && isTestCode(importer)) return true;
  return false;
}

const moduleDoors = {
  meta: {
    type: 'problem',
    messages: {
      door: "Import another server module through its index.ts ('{{door}}'), not '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = serverModuleOf(path.resolve(path.dirname(importer), source));
      if (!target || target.name === serverModuleOf(importer)?.name) return;
      if (/^index(\.ts)?$/.test(target.inside) || doorException(importer, target)) return;
      const doorPath = path.join(serverModules, target.name, 'index.ts');
      let door = path.relative(path.dirname(importer), doorPath).split(path.sep).join('/');
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node: node.source, messageId: 'door', data: { door, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { bourse: { rules: { 'module-doors': moduleDoors } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'bourse/module-doors': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bourse/*/src/*', '@bourse/*/src'],
              message: 'Import the package door: @bourse/<name>.',
            },
          ],
        },
      ],
    },
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
    // CommonJS: the order-book benchmark harness (packages/engine/bench/README.md) and the
    // order bench's autocannon client, which autocannon's worker thread require()s.
    files: ['packages/engine/bench/**/*.{js,cjs}', 'scripts/**/*.cjs'],
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
