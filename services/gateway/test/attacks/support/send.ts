/**
 * Raw requests for the attacks: the caller's token and address, the tenant header the attack
 * chooses (or none), any body bytes; the answer as text and, when it is JSON, parsed. Unlike
 * the journeys' ApiClient it keeps no cookie and checks no answer's shape: an attack looks at
 * status, error and leaks only.
 */
import type { ApiClient } from '../../support/client';

export interface Sent {
  method: string;
  path: string;
  tenant?: string;
  body?: unknown;
  /** Bytes sent as is, with their media type (instead of `body` as JSON). */
  raw?: { bytes: string; type: string; headers?: Record<string, string> };
  /** A bearer other than the caller's session (an API key). */
  bearer?: string;
}

export interface Answer {
  status: number;
  text: string;
  json?: { error?: unknown; fields?: Record<string, string>; [key: string]: unknown };
}

export async function send(caller: ApiClient, request: Sent): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': caller.ip };
  const bearer = request.bearer ?? caller.accessToken;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (request.tenant) headers['x-tenant-id'] = request.tenant;
  let body: string | undefined;
  if (request.raw) {
    headers['content-type'] = request.raw.type;
    Object.assign(headers, request.raw.headers ?? {});
    body = request.raw.bytes;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(`${caller.baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Answer['json'];
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(text) as Answer['json'];
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, text, json };
}

/**
 * Runs `task` over `items`, at most `concurrency` at a time: the generators' requests are many
 * and independent, and the stack serves a few at once well (docs/testing.md: keep e2e brisk).
 */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Whether an error answer reads as a message for a person: a non-empty sentence, no stack,
 * no database or runtime wording. A 5xx is never readable here: it is the suite's failure.
 */
export function readableError(answer: Answer): boolean {
  const error = answer.json?.error;
  if (typeof error !== 'string' || error.trim().length < 3) return false;
  return !/\bat .+:\d+:\d+|SQLSTATE|violates|syntax error|\bundefined\b|\[object |TypeError|ReferenceError|PostgreSQL|pg_|stack depth/i.test(
    error,
  );
}
