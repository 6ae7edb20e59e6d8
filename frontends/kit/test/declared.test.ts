import gatewayDocument from '../src/api/generated/openapi.json';
import { declaredEndpoints } from '../src/api/generated/declared';
import { endpointsOf, isDeclared } from '../src/api/declared';

// The browser reads the compact list, the gateway serves the document: they must name the same
// endpoints, or a panel would light up for a route that answers 404 (or stay dark for one that
// exists). `npm run api:gen` writes both; this catches a hand edit or a half regeneration.
describe('the declared endpoint list the browser reads', () => {
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
