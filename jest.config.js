// One jest run, several layers. Each layer is a project so `make test` can run them in
// order (fast ones first) and a developer can pick one: `npx jest --selectProjects unit`.
// @swc/jest, plus webpack's require.context (tooling/test-infra/swc-jest.js).
const swc = [
  '<rootDir>/tooling/test-infra/swc-jest.js',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const { jestModuleNameMapper } = require('./tooling/test-infra/source-paths.js');

const moduleNameMapper = {
  ...jestModuleNameMapper(),
  '\\.(css)$': 'identity-obj-proxy',
};

const base = {
  rootDir: __dirname,
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // Message catalogues, compiled as webpack compiles them (frontends/messages-loader.js).
    // Only the frontends' (services read theirs as plain text, as at run time).
    'frontends[\\/].*[\\/]i18n[\\/][a-z]{2}\\.json$':
      '<rootDir>/tooling/test-infra/messages-jest.js',
  },
  // FormatJS ships ES modules only (the message catalogues' formatter and parser): compiled
  // like our sources, as jest runs CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Image builds unpack copies of the repository under .tools; they are not ours to test.
  modulePathIgnorePatterns: ['<rootDir>/.tools/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // A wall-clock limit, not an assertion: make test builds the images beside the unit layer on
  // two cores (docs/testing.md), and on a slow host jest's default 5 s ran out in a route
  // harness's start and a scrypt check that take 1-2 s on a quiet one. Files that need longer
  // still say so themselves. Jest reads it here only: a project's own testTimeout is ignored.
  testTimeout: 15_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/**/test/**/*.test.ts',
        '<rootDir>/proto/test/**/*.test.ts',
        '<rootDir>/rules/test/**/*.test.ts',
        '<rootDir>/tooling/test/**/*.test.ts',
      ],
      testPathIgnorePatterns: [
        ...base.testPathIgnorePatterns,
        '\\.int\\.test\\.ts$',
        '\\.e2e\\.test\\.ts$',
      ],
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/**/test/**/*.int.test.ts',
        '<rootDir>/tooling/test/**/*.int.test.ts',
      ],
      // Real parts only: the embedded database and the in-process bus fail here.
      moduleNameMapper: {
        ...moduleNameMapper,
        '^@electric-sql/pglite$': '<rootDir>/tooling/test-infra/no-pglite.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/tooling/test-infra/integration-guard.ts'],
      globalSetup: '<rootDir>/tooling/test-infra/jest-global-setup.ts',
      globalTeardown: '<rootDir>/tooling/test-infra/jest-global-teardown.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/**/test/**/*.e2e.test.ts',
        '<rootDir>/tooling/test/**/*.e2e.test.ts',
      ],
      globalSetup: '<rootDir>/tooling/test-infra/jest-e2e-setup.ts',
      globalTeardown: '<rootDir>/tooling/test-infra/jest-e2e-teardown.ts',
    },
    {
      ...base,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/frontends/**/test/**/*.test.ts?(x)',
        '<rootDir>/frontends/**/src/**/*.test.ts?(x)',
      ],
      setupFilesAfterEnv: ['<rootDir>/frontends/kit/test/setup.ts'],
    },
    {
      ...base,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tooling/browser/**/*.browser.test.ts'],
      // One shared stack per worker (tooling/browser/support/sharedStack.ts), stopped at the end.
      globalSetup: '<rootDir>/tooling/browser/support/jestSetup.ts',
      globalTeardown: '<rootDir>/tooling/browser/support/jestTeardown.ts',
    },
    {
      ...base,
      displayName: 'charts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tooling/chart-check/**/*.test.ts'],
    },
  ],
};
