/**
 * Test support (never imported by app code): an ApiClient whose "gateway" answers from a
 * script, so component tests exercise the real client, errors and all, without a server.
 */
import { ApiClient } from '../api/client';
import type { PublicPlan } from '../plans';

export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

export interface ScriptedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  body: unknown;
}

/** A fixed answer, or one computed from the request (e.g. by its body). */
export type ScriptedRoute = ScriptedAnswer | ((request: ScriptedRequest) => ScriptedAnswer);

const NOT_FOUND: ScriptedAnswer = { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };

/**
 * Routes are keyed `'<METHOD> <path>'` and read at call time, so a test may change them
 * between calls; unknown routes answer 404 like the gateway.
 */
export function scriptedApi(routes: Record<string, ScriptedRoute>) {
  const calls: string[] = [];
  const requests: ScriptedRequest[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const request: ScriptedRequest = {
      method: init.method ?? 'GET',
      path: url.split('?')[0]!,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(`${request.method} ${request.path}`);
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? route(request) : (route ?? NOT_FOUND);
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return { api: new ApiClient('', fetchImpl), calls, requests };
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
    highlights: [clientLimit === null ? 'Unlimited clients' : `Up to ${clientLimit} clients`],
    contact_sales: key === 'custom',
    price_ids: { monthly: `price_${key}_monthly`, annual: `price_${key}_annual` },
  };
}

/** Billing's catalog (DESIGN.md §11) as the gateway answers it. */
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
