// The house rules (STYLE.md, ARCHITECTURE.md) as lint: `npm run lint` runs in `npm test` with zero warnings allowed.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const TS = ['**/*.ts', '**/*.tsx']

/** Where each import may not go: `target` files may not import from `from`. */
const boundaries = [
  // contract is the shared language: zod only, nothing of ours
  { target: './contract', from: ['./server', './web', './e2e', './bench'], message: 'contract imports only zod' },
  // the web and the server meet only in contract
  { target: './web', from: ['./server', './e2e', './bench'], message: 'the web talks to the server only through contract' },
  { target: './server', from: ['./web', './e2e', './bench'], message: 'the server never imports the web' },
  { target: './e2e', from: ['./server', './web', './bench'], message: 'journeys drive the built app; shared facts live in contract' },
  // server layers: db and lib are below plugins and modules
  { target: './server/src/db', from: ['./server/src/plugins', './server/src/modules', './server/src/app.ts', './server/src/context.ts'], message: 'db/ sits below plugins and modules' },
  { target: './server/src/lib', from: ['./server/src/plugins', './server/src/modules', './server/src/app.ts', './server/src/context.ts'], message: 'lib/ sits below plugins and modules' },
  { target: './server/src/plugins', from: ['./server/src/modules'], message: 'plugins never reach into modules' },
  // web layers: lib and components below features below app
  { target: './web/src/lib', from: ['./web/src/features', './web/src/app', './web/src/components'], message: 'web lib/ is the bottom layer' },
  { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: 'shared components never import features or screens' },
  { target: './web/src/features', from: ['./web/src/app'], message: 'features never import the app layer' },
  // features never import each other (bulletproof-react): each feature may only import itself
  ...featureBoundaries(),
]

function featureBoundaries() {
  return readdirSync(new URL('./web/src/features', import.meta.url)).map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'features never import each other: compose them in app/routes',
  }))
}

const apiPathRules = [
  { selector: 'Literal[value=/^\\/api\\//]', message: 'API paths live in contract/src/endpoints.ts: use the endpoint table' },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'API paths live in contract/src/endpoints.ts: use the endpoint table' },
  // `${origin}/api${path}` builds the same paths by halves
  { selector: 'TemplateElement[value.raw=/\\/api$/]', message: 'API paths live in contract/src/endpoints.ts: use the endpoint table' },
]

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', 'e2e/output/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'coverage/**', 'scripts/media/**', '.ci/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: TS,
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['contract/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'] })],
    },
    rules: {
      // numbers read naturally in messages and URLs; objects and null still may not slip into a string
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is the React idiom; a void value used anywhere else is still refused
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify plugins and hooks are async by contract even when they await nothing
      '@typescript-eslint/require-await': 'off',
      // `_name` marks a parameter a signature needs but the body does not; `{ a, ...rest }` leaves `a` out on purpose
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': ['error', ...apiPathRules],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended, ...pluginQuery.configs['flat/recommended'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // the tenant app's texts are read in the language of the render: useStrings(table) in a component or hook,
    // stringsIn(table, language) elsewhere; a table read directly would stay English for a Hindi reader
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-utils.ts', '**/*.test-utils.tsx', '**/*strings*.ts', '**/*.hi.ts', '**/*-text.ts', 'web/src/features/operator-*/**', 'web/src/app/routes/operator-*', 'web/src/app/hindi-translations.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...apiPathRules, {
        selector: 'MemberExpression[object.type="Identifier"][object.name=/Strings$|^(faqItems|privacySections|termsSections|loanOffers|serviceOffers|listingWords|GENDER_LABELS)$/]',
        message: 'Read a strings table through useStrings(table) (in a component or hook) or stringsIn(table, language), so the reader\'s language applies',
      }],
    },
  },
  {
    // the web imports a feature's part of the endpoint table (contract/src/<feature>-endpoints.ts): a bundle keeps
    // every entry a chunk uses in the chunk of the module declaring it, so one module of all calls put them all in
    // the first load; tests may read the whole table
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-utils.ts', '**/*.test-utils.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@basera/contract/endpoints', message: "Import the feature's part of the table (@basera/contract/<feature>-endpoints), so a screen carries only its calls" }] }],
    },
  },
  {
    // a test dereferences what it just created: a missing value fails the test at that line either way
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-utils.ts', '**/*.test-utils.tsx', 'server/src/reliability/**', 'server/src/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // the endpoint table is where the API paths are written
    files: ['contract/src/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // config files and lazy route modules are loaded by tools that want a default export
    files: ['**/*.config.ts', 'eslint.config.js', 'e2e/global-setup.ts', 'server/src/test/global-setup.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
)
