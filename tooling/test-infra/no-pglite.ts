/**
 * Stands in for @electric-sql/pglite in the integration layer (jest.config.js): opening an
 * embedded database there fails with a message saying what to use instead.
 */
const refusal = () =>
  new Error(
    'PGlite is not allowed in the integration layer: use the harness PostgreSQL ' +
      '(createTestDatabase() from tooling/test-infra/db), or make the test a unit test ' +
      '(docs/testing.md)',
  );

export class PGlite {
  constructor() {
    throw refusal();
  }

  static async create(): Promise<never> {
    throw refusal();
  }
}
