/**
 * Test support (never imported by app code): an ApiClient whose "gateway" answers from a
 * script, so component tests exercise the real generated client, errors and all, without a
 * server. The script may only name endpoints the gateway declares (its generated OpenAPI
 * document): scripting or calling any other fails the test, naming the endpoint, so a screen
 * can no longer be tested against an endpoint that does not exist.
 */
import { ApiClient, type ApiMethod, type ApiPath } from '../api/client';
import { declarationFor } from './declared';
import type { components } from '../api/generated/schema';

type PublicPlan = components['schemas']['PublicPlan'];

export interface ScriptedAnswer {
  status: number;
  body: unknown;
  /**
   * Bytes that keep coming (the live stream's server-sent events), sent as they are enqueued
   * with this content type instead of `body` as JSON.
   */
  stream?: { contentType: string; bytes: ReadableStream<Uint8Array> };
}

export interface ScriptedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A fixed answer, or one computed from the request (e.g. by its body), possibly later. */
export type ScriptedRoute =
  ScriptedAnswer | ((request: ScriptedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>);

/** `'<METHOD> <path>'` for every endpoint the document declares, so the compiler refuses the rest. */
export type DeclaredEndpoint = {
  [M in ApiMethod]: `${Uppercase<M>} ${ApiPath<M>}`;
}[ApiMethod];

export type ScriptedRoutes = Partial<Record<DeclaredEndpoint, ScriptedRoute>>;

const NOT_FOUND: ScriptedAnswer = { status: 404, body: { error: 'Not found', code: 'not_found' } };

const undeclared = (endpoint: string) =>
  `${endpoint} is not declared by the gateway (frontends/kit/src/api/generated/openapi.json): ` +
  'a screen cannot be tested against an endpoint that does not exist';

/** Calls to undeclared endpoints since the last check; the frontend setup fails the test on any. */
const refusedCalls: string[] = [];

/** Throws, naming them, when a test called an endpoint the gateway does not declare. */
export function assertNoUndeclaredCalls(): void {
  const refused = refusedCalls.splice(0);
  if (refused.length > 0) throw new Error(refused.map(undeclared).join('\n'));
}

function parseKey(key: string): [method: string, path: string] {
  const [method = '', path = ''] = key.split(' ');
  return [method.toUpperCase(), path];
}

const toResponse = (answer: ScriptedAnswer) =>
  answer.stream
    ? new Response(answer.stream.bytes, {
        status: answer.status,
        headers: { 'content-type': answer.stream.contentType },
      })
    : new Response(
        answer.status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body),
        { status: answer.status, headers: { 'content-type': 'application/json' } },
      );

/**
 * Routes are keyed `'<METHOD> <path>'` (a concrete path or the document's `{param}` template)
 * and read at call time, so a test may change them between calls; a declared endpoint the
 * script leaves out answers 404 like the gateway.
 */
export function scriptedApi(routes: ScriptedRoutes) {
  for (const key of Object.keys(routes)) {
    const [method, path] = parseKey(key);
    if (!declarationFor(method, path)) throw new Error(undeclared(`${method} ${path}`));
  }
  const calls: string[] = [];
  const requests: ScriptedRequest[] = [];
  const fetchImpl = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const bytes = new Uint8Array(await request.arrayBuffer());
    // JSON bodies arrive parsed; bytes (an uploaded image) as they were sent.
    const type = request.headers.get('content-type') ?? '';
    const json = type === '' || type.includes('json');
    const scripted: ScriptedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: !bytes.length
        ? undefined
        : json
          ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown)
          : bytes,
      headers: request.headers,
    };
    const endpoint = `${scripted.method} ${scripted.path}`;
    calls.push(endpoint);
    requests.push(scripted);
    const template = declarationFor(scripted.method, scripted.path);
    if (!template) {
      refusedCalls.push(endpoint);
      console.error(undeclared(endpoint));
      return toResponse(NOT_FOUND);
    }
    const script = routes as Record<string, ScriptedRoute | undefined>;
    const route = script[endpoint] ?? script[`${scripted.method} ${template}`];
    return toResponse(typeof route === 'function' ? await route(scripted) : (route ?? NOT_FOUND));
  };
  return { api: new ApiClient(undefined, fetchImpl), calls, requests };
}

/** One plan as billing serves it through GET /api/public/plans. */
export function publicPlan(
  key: string,
  monthlyCents: number,
  clientLimit: number | null,
  annualMonthlyCents = monthlyCents,
): PublicPlan {
  return {
    key,
    name: key[0]!.toUpperCase() + key.slice(1),
    monthly_price_cents: monthlyCents,
    annual_monthly_price_cents: annualMonthlyCents,
    client_limit: clientLimit,
    included_seats: 1,
    seat_price_cents: 0,
    highlights: [clientLimit === null ? 'Unlimited clients' : `Up to ${clientLimit} clients`],
    features: [],
    contact_sales: key === 'custom',
    price_ids: { monthly: `price_${key}_monthly`, annual: `price_${key}_annual` },
  };
}

/** Billing's catalog (docs/product.md §10) as the gateway answers it. */
export const PLAN_CATALOG_ANSWER: ScriptedAnswer = {
  status: 200,
  body: {
    plans: [
      publicPlan('starter', 3900, 30, 3300),
      publicPlan('pro', 9900, 500, 8300),
      publicPlan('advanced', 19900, null, 16600),
      publicPlan('custom', 0, null),
    ],
  },
};
