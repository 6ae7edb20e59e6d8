import gatewayDocument from '../src/api/generated/openapi.json';
import { declaredEndpoints } from '../src/api/generated/declared';
import { endpointsOf, isDeclared } from '../src/testing/declared';

// The test double refuses what the compact list lacks, the gateway serves the document: they
// must name the same endpoints, or a screen test could script a route that answers 404 (or be
// refused one that exists). `npm run api:gen` writes both; this catches a hand edit or a half
// regeneration.
describe('the declared endpoint list the test double reads', () => {
  it("names exactly the operations of the gateway's OpenAPI document", () => {
    const fromDocument = endpointsOf(
      gatewayDocument.paths as Record<string, Record<string, unknown>>,
    );
    expect([...declaredEndpoints].sort()).toEqual(fromDocument.sort());
  });

  it('answers for concrete paths under a {param} template', () => {
    const template = declaredEndpoints.find((entry) => /^GET \/api\/.*\{[^}]+\}$/.test(entry));
    expect(template).toBeDefined();
    const concrete = template!.slice(4).replace(/\{[^}]+\}/g, 'x-1');
    expect(isDeclared('get', concrete)).toBe(true);
    expect(isDeclared('get', `${concrete}/more`)).toBe(false);
  });
});

// Every page loads the kit whole, sign-in included, within its JavaScript budget; screens are
// kept to declared endpoints by the generated types when they compile, so the list has no
// business in the browser.
describe("the kit's entry", () => {
  it('does not load the declared endpoint list', () => {
    jest.isolateModules(() => {
      jest.doMock('../src/api/generated/declared', () => {
        throw new Error('the kit entry imported the declared endpoint list');
      });
      expect(() => jest.requireActual('../src')).not.toThrow();
    });
  });
});
