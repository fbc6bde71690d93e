// The project's linter: typescript-eslint with type information (each workspace's tsconfig.json,
// found by the project service), run by `npm run lint` and by `npm test`. The rule set is small on
// purpose: each rule catches a class of bug or drift the type checker lets through.
import tseslint from 'typescript-eslint';

const unusedVariables = [
  'error',
  // `_name` marks a binding kept for its position (an rpc's unused callContext, a rest sibling).
  { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '**/gen/**', '**/.data/**', '**/.quire/**', '**/coverage/**', 'services/runtime/test/fixtures/test-integration/**', 'tests/e2e/fixtures/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.base],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVariables,
      // A promise nobody awaits loses its rejection (an unhandled rejection stops a service) and
      // its ordering; `void promise` says the fire-and-forget is deliberate.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // Type-only imports are erased: they cannot create a load-order cycle or load a heavy module.
      // `typeof import('x')` stays allowed: it types a module loaded lazily, on first use.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // A `require` in TypeScript loses types; the few lazy loads that need one say why.
      '@typescript-eslint/no-require-imports': 'error',
      // Left off: every control character in this code's regular expressions is there to refuse
      // control characters in input (NUL, C0), which is what the rule would flag.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    rules: {
      'no-unused-vars': unusedVariables,
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
