/**
 * Request validation from a route's declaration. A refusal is a 400 whose `error` is the
 * first field's message (the spec's, where the schema gives one) and whose `fields` name
 * every offending field. Wrong types are refused, never coerced; unknown fields on writes
 * are refused (the schemas are strict); a NUL character in any text is refused.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { RequestRefused } from '../http/errors';
import type { Route } from './route';

/** Messages in the product's words for what the schemas do not word themselves. */
const messageOf: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.length ? String(issue.path[issue.path.length - 1]) : 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return issue.expected === 'object'
        ? `${field} must be an object`
        : `${field} must be a ${issue.expected}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} must be at most ${issue.maximum} characters`
        : `${field} is too large`;
    case 'too_small':
      return issue.origin === 'string' ? `${field} is required` : `${field} is too small`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

export const NUL_REFUSED = 'Text must not contain a NUL character';

/** Where U+0000 sits in a JSON-like value (keys too); PostgreSQL cannot store it in text. */
function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether U+0000 sits anywhere in the value: the common answer (no) without building paths. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasNul(item)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || hasNul((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** Refuses a NUL anywhere in params, query or a JSON body: once here, for every route. */
function refuseNul(value: unknown, location: 'params' | 'query' | 'body'): void {
  if (!hasNul(value)) return;
  const path = nulPath(value);
  if (path) throw new RequestRefused(NUL_REFUSED, { [pathOf(path) || location]: NUL_REFUSED });
}

/** `location` names issues about the whole value (e.g. a body that is not an object). */
export function parseOrRefuse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  location: 'params' | 'query' | 'body',
): z.output<S> {
  const result = schema.safeParse(value, { error: messageOf });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => pathOf([...issue.path, key]))
        : [pathOf(issue.path) || location];
    for (const key of keys) fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw new RequestRefused(first, fields);
}

/**
 * Bodies are UTF-8 JSON: a declared charset other than UTF-8 is refused before parsing
 * (body-parser would decode UTF-16 into garbage and call it malformed).
 */
export const refuseOtherCharsets: RequestHandler = (req, _res, next) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    throw new RequestRefused(
      'Request bodies must be UTF-8 encoded JSON',
      undefined,
      'unsupported_media_type',
      415,
    );
  }
  next();
};

/** Writes that declare no body take none (an empty object is fine). */
const NO_BODY = z.object({}).strict();

/** Whether the request carries a body at all (as body-parser decides it). */
const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

export interface ValidatedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Validates params, query and body; the handler reads them from `res.locals.input`. */
export function validateRequest(route: Route): RequestHandler {
  // A streamed body is bytes for the handler to read, not JSON to check.
  const body =
    route.streams?.in || route.rawBody
      ? undefined
      : (route.body ?? (route.method === 'GET' || route.method === 'HEAD' ? undefined : NO_BODY));
  return (req, res, next) => {
    if (body && hasBody(req.headers) && !req.is('application/json')) {
      throw new RequestRefused(
        'Request bodies must be JSON',
        undefined,
        'unsupported_media_type',
        415,
      );
    }
    refuseNul(req.params, 'params');
    refuseNul(req.query, 'query');
    if (body) refuseNul(req.body, 'body');
    const input: ValidatedInput = {
      params: route.params ? parseOrRefuse(route.params, req.params, 'params') : undefined,
      query: route.query ? parseOrRefuse(route.query, { ...req.query }, 'query') : undefined,
      body: body ? parseOrRefuse(body, req.body ?? {}, 'body') : undefined,
    };
    res.locals.input = input;
    next();
  };
}
