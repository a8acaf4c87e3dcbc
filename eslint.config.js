// Lint gates for the house style (../shared/STYLE.md): one-way layers and one door to jotai.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiLibraries = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'jotai', 'jotai/*', 'sonner', 'lucide-react', 'radix-ui'];
const dataLibraries = ['rxdb', 'rxdb/*', 'dexie', 'comlink', '@supabase/*'];
const jotaiOutsideStore = {
  group: ['jotai', 'jotai/*'],
  message: 'Import jotai through src/state/store.ts, the one door to the state library.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Dropping fields by destructuring (`const { _rev, ...rest } = doc`) is how documents lose columns.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
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
    // The domain is pure: no UI, no data libraries, no layer above it.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...uiLibraries, ...dataLibraries], message: 'src/domain is pure TypeScript.' },
            { group: ['**/data/*', '**/state/*', '**/components/*', '**/routes/*'], message: 'src/domain imports nothing above it.' },
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
        { patterns: [jotaiOutsideStore, { group: ['**/components/*', '**/routes/*'], message: 'src/data never imports UI.' }] },
      ],
    },
  },
  {
    // Workers run beside the UI and share only the domain with it.
    files: ['workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...uiLibraries, '**/components/*', '**/routes/*', '**/state/*'], message: 'Workers import src/domain, never UI.' }] },
      ],
    },
  },
);
