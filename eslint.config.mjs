// Lint, run by `npm test` with zero warnings allowed. Where a rule does not fit this code it is
// switched off here with the reason.
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './eslint/layerBoundaries.mjs';
import { noImportCycles } from './eslint/noImportCycles.mjs';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.demo-*/**', '.bench-dist/**', '.parcel-cache*/**', '.tmp/**', 'bench-results/**', 'coverage/**', 'tests/package/hosts/**', '**/*.cjs', '**/*.js', 'eslint.config.mjs', 'eslint/**'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'local/layer-boundaries': 'error',
      // The package build rewrites relative specifiers in the declarations; an extension breaks that.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.{1,2}/.*\\.tsx?$', message: 'Import without the .ts/.tsx extension.' }] }],
      // `_name` marks a parameter a signature needs but this implementation does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A React Compiler rule; this code is not compiled by it. The state it flags is set on
      // purpose: a disabled ExpansionBlock collapses and tells its owner (onExpandedChange) from an
      // effect. The other compiler rules, refs included, stay on.
      'react-hooks/set-state-in-effect': 'off',
      // onKeyDown on a container is keyboard delegation (Escape closes the country list); the
      // controls inside are real buttons and links. Clicks still count.
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseUp', 'onKeyPress', 'onKeyUp'] }],
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] }],
    },
  },
  {
    // No import cycles in the package's code (eslint/noImportCycles.mjs says why).
    files: ['api/**', 'config/**', 'features/**', 'locales/**', 'sagas/**', 'src/**', 'store/**', 'widgets/**'],
    plugins: { cycles: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'cycles/no-import-cycles': 'error' },
  },
  {
    // The public entries name every export: etc/*.api.md reviews them, and Next.js refuses
    // `export *` in the main entry, a 'use client' module.
    files: ['src/index.ts', 'src/server.ts', 'src/widgets.ts', 'src/testing.ts', 'src/fakes.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Name each export of a public entry.' }],
    },
  },
  {
    files: ['sagas/**/*.ts'],
    rules: {
      // redux-saga types every `yield` result as any; each one is annotated where it is received.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `call([object, object.method])` binds the method to its object; the rule cannot see that.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'examples/**/*.test.ts'],
    rules: {
      // useFakeServices, useSagaTimers … register Jest hooks at a test file's top level; they are not React hooks.
      'react-hooks/rules-of-hooks': 'off',
      // expect(mock.method) and jest.spyOn pass methods around unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // `await act(async () => …)` flushes React's pending work even with no await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
