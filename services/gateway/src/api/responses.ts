/**
 * What a declared route may answer, for tests: every e2e answer is checked against its
 * declaration here rather than on the hot path.
 */
import { z } from 'zod';
import type { Route } from './route';
import { ErrorSchema } from './schemas';

const NO_CONTENT = z.object({}).strict();

const compile = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/**
 * The schema an answer of `status` to `method path` must satisfy: the error body for any
 * 4xx/5xx, the declared success body (an empty object for 204, as clients read no content),
 * or undefined for a path no declaration serves (e.g. /api/healthz). A declared route
 * answering a success status it does not declare is a mismatch: that throws.
 */
export function responseSchemaLookup(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, regex: compile(route.path) }));
  return (method: string, path: string, status: number): z.ZodType | undefined => {
    if (status >= 400) return ErrorSchema;
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const pathname = path.split('?')[0] ?? path;
    const found = compiled.find(
      ({ route, regex }) => route.method === verb && regex.test(pathname),
    );
    if (!found) return undefined;
    if (status !== found.route.status) {
      throw new Error(
        `${verb} ${pathname} answered ${status}; its declaration says ${found.route.status}`,
      );
    }
    return found.route.response ?? NO_CONTENT;
  };
}
