// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every service's layers (README.md, "Inside a service"): grpc/ → domain/ → store/, and a
// service shares code with another only through @portico/kit, @portico/proto and @portico/rules.
// The checks are typescript-eslint's no-restricted-imports under names of their own: flat
// config replaces a rule's options block by block, so sharing the rule's own name with another
// block (the gateway's features) would silently switch one of the two off.
const restrictedImports = tseslint.plugin.rules['no-restricted-imports'];
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => entry.name);
const SOURCE = '{ts,mts,cts,js,mjs,cjs}';
/** A file this many folders below its service's src/ leaves src/ with one more `../`. */
const boundaryAt = (depth) => ({
  files: [`services/*/src/${'*/'.repeat(depth)}*.${SOURCE}`],
  rules: {
    'layers/service-boundary': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1},}`,
            message:
              "A service's source imports nothing outside its src/: another service is reached over gRPC or events, shared code through @portico/kit, @portico/proto or @portico/rules.",
          },
          {
            group: services.flatMap((name) => [`@portico/${name}`, `@portico/${name}/*`]),
            message:
              'Services share only @portico/kit, @portico/proto and @portico/rules: call the other service over gRPC, or move what both need into services/kit.',
          },
        ],
      },
    ],
  },
});
/**
 * Folders whose words have moved into their package's message catalogue (frontends/README.md
 * "Messages"): a string written into their JSX (text, or a prop a person reads) fails the
 * lint. A folder joins the list once its strings are in `src/i18n/en.json` and `es.json`.
 */
const CATALOGUED = [
  'frontends/kit/src',
  'frontends/landing/src',
  'frontends/shell/src',
  'frontends/tenant-app/src',
  'frontends/super-console/src',
];
/** Props people read besides eslint-plugin-formatjs's own (aria-*, placeholder, title, alt). */
const READ_PROPS = 'label,title,placeholder,hint,description,loadingLabel,legend,caption,error';

/** Relative imports of a sibling layer, from a file at any depth of its own layer. */
const layer = (name) => `^(\\.\\./)+${name}(/|$)`;

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
    files: CATALOGUED.map((path) => (path.endsWith('.tsx') ? path : `${path}/**/*.tsx`)),
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', `{${READ_PROPS}}`]] } },
      ],
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
  {
    // The layering of every service (see the top of this file).
    files: [`services/*/src/**/*.${SOURCE}`],
    plugins: {
      layers: {
        rules: { 'service-boundary': restrictedImports, 'service-layers': restrictedImports },
      },
    },
  },
  ...Array.from({ length: 8 }, (_, depth) => boundaryAt(depth)),
  {
    // Row types may cross (a handler encodes a row it got from the domain); SQL may not.
    files: [`services/*/src/grpc/**/*.${SOURCE}`],
    rules: {
      'layers/service-layers': [
        'error',
        {
          patterns: [
            {
              regex: layer('store'),
              allowTypeImports: true,
              message:
                'gRPC handlers call the domain, which calls the store: import the domain function (a row type may be imported with `import type`).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`services/*/src/domain/**/*.${SOURCE}`],
    rules: {
      'layers/service-layers': [
        'error',
        {
          patterns: [
            {
              regex: layer('grpc'),
              message: 'The domain knows nothing of gRPC: the handler maps its errors and answers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`services/*/src/store/**/*.${SOURCE}`],
    rules: {
      'layers/service-layers': [
        'error',
        {
          patterns: [
            {
              regex: layer('(domain|grpc)'),
              message:
                'A store holds SQL and returns plain typed rows; it imports neither the domain nor gRPC (define the row type in the store, and let the domain import it).',
            },
          ],
        },
      ],
    },
  },
);
