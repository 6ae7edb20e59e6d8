import { declaredEndpoints } from '../api/generated/declared';

/**
 * Which endpoints the gateway serves, for the test double only (never imported by app code): it
 * refuses scripts and calls naming anything else. Read from the compact `METHOD /path` list
 * `npm run api:gen` writes beside the OpenAPI document. Screens need no such check at run time:
 * the typed client refuses undeclared paths when they are compiled, so the list stays out of
 * the kit's shared chunk that every page, sign-in included, loads.
 */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

interface Declaration {
  method: string;
  template: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** '/api/files/{id}' matches '/api/files/f1' and the template itself, nothing longer. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/(\{[^{}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escape(part)))
      .join('')}$`,
  );

/** A matcher over `'METHOD /path/{param}'` entries, the generated list's form. */
export function endpointMatcher(endpoints: readonly string[]) {
  const declarations: Declaration[] = endpoints.map((endpoint) => {
    const space = endpoint.indexOf(' ');
    const template = endpoint.slice(space + 1);
    return {
      method: endpoint.slice(0, space).toUpperCase(),
      template,
      pattern: patternOf(template),
    };
  });
  return (method: string, path: string): string | undefined => {
    const wanted = method.toUpperCase();
    const bare = path.split('?')[0] ?? path;
    return declarations.find((d) => d.method === wanted && d.pattern.test(bare))?.template;
  };
}

/** The `'METHOD /path'` entries of an OpenAPI `paths` object (the gateway's document, or a test's own). */
export const endpointsOf = (paths: Record<string, Record<string, unknown>>): string[] =>
  Object.entries(paths).flatMap(([template, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map(
      (method) => `${method.toUpperCase()} ${template}`,
    ),
  );

/** A matcher over an OpenAPI `paths` object. */
export const declarationMatcher = (paths: Record<string, Record<string, unknown>>) =>
  endpointMatcher(endpointsOf(paths));

const gatewayDeclaration = endpointMatcher(declaredEndpoints);

/** The declared template a call matches ('GET', '/api/files/f1' → '/api/files/{id}'), if any. */
export function declarationFor(method: string, path: string): string | undefined {
  return gatewayDeclaration(method, path);
}

/** Whether the gateway declares this method and path (a concrete path or a `{param}` template). */
export function isDeclared(method: string, path: string): boolean {
  return declarationFor(method, path) !== undefined;
}
