// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.tools/**',
      'proto/gen/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The gateway by feature (services/gateway/README.md): a feature reads another feature only
    // through its HTTP shapes and mappers (schemas.ts, map.ts), never its routes or handlers;
    // what two features share lives in src/shared/. The TypeScript twin of no-restricted-imports
    // is used so these patterns add to, not replace, any the base rule sets for the same files.
    files: ['services/gateway/src/features/*/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!(schemas|map)$)',
              message:
                "A feature imports another feature's schemas.ts or map.ts only; move what both need to src/shared/.",
            },
            {
              regex: '(^|/)features(/|$)',
              message: 'A feature reaches another feature as ../<feature>/schemas or map only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Below the features: the gateway's plumbing never imports a feature (features/index.ts
    // and main.ts put them together).
    files: ['services/gateway/src/{api,auth,http,platform,access,shared}/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: "The gateway's plumbing never imports a feature.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line tools talk to a person on stdout.
    files: ['tooling/**/*.{ts,mjs,js}', 'proto/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
