// Where each workspace package's TypeScript source is, for everything that runs the tests on
// source rather than on built output: jest's moduleNameMapper (jest.config.js) and the stack
// process of the e2e and browser layers (tsconfig `paths` for tsx, stack-process.ts).
// A `*` maps one trailing path. Paths are relative to the repository root.
const SOURCE_PATHS = {
  '@portico/kit': 'services/kit/src/index.ts',
  '@portico/kit/*': 'services/kit/src/*',
  '@portico/proto': 'proto/src/index.ts',
  '@portico/rules': 'rules/src/index.ts',
  '@portico/frontend-kit': 'frontends/kit/src/index.ts',
  '@portico/frontend-kit/*': 'frontends/kit/src/*',
};
for (const service of [
  'identity',
  'tenancy',
  'content',
  'forms',
  'billing',
  'notifications',
  'metrics',
  'messaging',
  'gateway',
]) {
  SOURCE_PATHS[`@portico/${service}`] = `services/${service}/src/main.ts`;
}

/** The same table as jest moduleNameMapper entries (`<rootDir>`-relative). */
function jestModuleNameMapper() {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(
    Object.entries(SOURCE_PATHS).map(([name, target]) =>
      name.endsWith('/*')
        ? [`^${escape(name.slice(0, -1))}(.*)$`, `<rootDir>/${target.replace('*', '$1')}`]
        : [`^${escape(name)}$`, `<rootDir>/${target}`],
    ),
  );
}

module.exports = { SOURCE_PATHS, jestModuleNameMapper };
