// Lint gates for the house style (../shared/STYLE.md): one-way layers and one door to jotai.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiLibraries = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@tanstack/*',
  'jotai',
  'jotai/*',
  'sonner',
  'lucide-react',
  'radix-ui',
];
const dataLibraries = ['rxdb', 'rxdb/*', 'dexie', 'comlink', '@supabase/*'];
const jotaiOutsideStore = {
  group: ['jotai', 'jotai/*'],
  message: 'Import jotai through src/state/store.ts, the one door to the state library.',
};
// Each data folder has one door, its index.ts; only src/data itself reaches the files behind it.
const dataDoors = {
  group: ['**/data/*/*', '!**/data/*/index.ts'],
  message: 'Outside src/data, import a data folder through its door (src/data/<folder>/index.ts).',
};
// The domain is pure: no UI, no data libraries, no layer above it.
const pureDomain = [
  { group: [...uiLibraries, ...dataLibraries], message: 'src/domain is pure TypeScript.' },
  {
    group: ['**/data/*', '**/state/*', '**/components/*', '**/routes/*'],
    message: 'src/domain imports nothing above it.',
  },
];
// ...and it writes no text of its own choosing: its callers pass the texts (and language) it writes in.
const textsPassedIn = {
  group: ['i18next', 'i18next/*', '**/i18n/*', '**/i18n/**'],
  message:
    'src/domain takes its texts and language as arguments (DomainTexts, src/domain/texts.ts); it never imports src/i18n or i18next.',
};
const testsAndTools = {
  group: ['**/tests/**', '**/tools/**'],
  message:
    'tests/ and tools/ (Node commands, data generators) serve tests and benches; the app, the workers and the server never import them.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.data', '.probe'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Dropping fields by destructuring (`const { _rev, ...rest } = doc`) is how documents lose columns.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [jotaiOutsideStore] }],
    },
  },
  {
    files: ['src/state/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...pureDomain, textsPassedIn] }] },
  },
  {
    // A domain test is where the texts come from: it passes a catalogue's (textsFor) to what it tests.
    files: ['src/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: pureDomain }] },
  },
  {
    // The UI reaches data only through src/data: no data library, no worker module.
    files: ['src/components/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            jotaiOutsideStore,
            { group: dataLibraries, message: 'Components and routes reach data through src/data.' },
            {
              // workers/ at the top; src/data/workers is the data layer's door to them.
              group: ['**/workers/**', '!**/data/workers/**'],
              message: 'Components and routes reach the workers through src/data.',
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer serves the UI; it never imports it.
    files: ['src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            jotaiOutsideStore,
            { group: ['**/components/*', '**/routes/*'], message: 'src/data never imports UI.' },
          ],
        },
      ],
    },
  },
  {
    // Workers run beside the UI and share only the domain with it.
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...uiLibraries, '**/components/*', '**/routes/*', '**/state/*'],
              message: 'Workers import src/domain, never UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares src/domain with the workers (the query engine is src/domain/query), never workers/.
    files: ['supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/workers/**'], message: 'The server imports src/domain, never workers/.' }] },
      ],
    },
  },
  {
    // What ships or serves (app, workers, service worker, server) never imports tests/ or tools/; their own
    // tests may. Nothing outside src/data passes a data folder's door. A rule of its own name, so that the
    // folders' no-restricted-imports above stay whole; a rule's later options replace its earlier ones, so
    // each file takes every pattern that applies to it from exactly one of these three entries.
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'sw/**/*.ts', 'supabase/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/data/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testsAndTools, dataDoors] }] },
  },
  {
    files: ['src/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testsAndTools] }] },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts', 'tools/**/*.ts'],
    ignores: ['src/data/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [dataDoors] }] },
  },
);
