// Seeding: the load tenant and its members, made through the API as people make them (owner
// sign-up and onboarding; each member invited and signing up with the invitation), so the
// scenarios sign in as many accounts. Runs before each scenario (the k6 Job's init
// container) and keeps what exists: an account that can already sign in is left alone.
import { check, fail, sleep } from 'k6';
import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import type { Options } from 'k6/options';
import { signInAs } from './journeys.ts';
import { baseUrl, host, loadTenant, memberEmail, ownerEmail } from './settings.ts';

export const options: Options = {
  scenarios: { seed: { executor: 'shared-iterations', vus: 1, iterations: 1, maxDuration: '30m' } },
};

const syntheticHeaders = { 'x-synthetic': '1', Host: host, 'Content-Type': 'application/json' };

function post(path: string, body: object, token?: string, tenantId?: string) {
  const headers: Record<string, string> = { ...syntheticHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (tenantId) headers['x-tenant-id'] = tenantId;
  return http.post(`${baseUrl}${path}`, JSON.stringify(body), { headers });
}

const expectStatus = (what: string, response: RefinedResponse<ResponseType>, ...ok: number[]) => {
  if (!check(response, { [`${what} succeeds`]: (r) => ok.includes(r.status) }))
    fail(`${what} answered ${response.status}: ${String(response.body).slice(0, 300)}`);
};

const canSignIn = (email: string) =>
  post('/api/auth/login', { email, password: loadTenant.password }).status === 200;

/** The owner's workspace: sign-up, the onboarding steps, provisioning. */
function createOwnerWorkspace(): void {
  const signup = post('/api/auth/signup', {
    name: 'Load Owner',
    email: ownerEmail(),
    password: loadTenant.password,
    companyName: 'Load Test Studio',
    title: 'Owner',
  });
  expectStatus('owner sign-up', signup, 201);
  const token = signup.json('access_token') as string;
  const steps: Array<[string, object]> = [
    ['/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }],
    ['/api/onboarding-branding', { subdomain: loadTenant.subdomain, brandColor: '#2563eb' }],
    ['/api/onboarding-capabilities', { useEmbeds: true, useForms: true, useFiles: true }],
    ['/api/onboarding-provision', {}],
  ];
  let provisioned: RefinedResponse<ResponseType> | undefined;
  for (const [path, body] of steps) {
    provisioned = post(path, body, token);
    expectStatus(path, provisioned, 200);
  }
  payPlanCheckout(provisioned!, token);
}

/**
 * Provisioning gives starter (30 clients) and answers the checkout for the plan chosen; the
 * load tenant needs pro's client limit for its members. With the sandbox provider the seed pays
 * as a person would (the confirm sends the signed events through the webhook path) and waits
 * until tenancy runs the workspace on pro. With Stripe the URL is Stripe's: pay it by hand once.
 */
function payPlanCheckout(provisioned: RefinedResponse<ResponseType>, token: string): void {
  const checkoutUrl = String(provisioned.json('checkoutUrl') ?? '');
  const sessionId = /\/billing\/sandbox-checkout\?session_id=([^&#]+)/.exec(checkoutUrl)?.[1];
  if (!sessionId) return;
  expectStatus(
    'plan checkout',
    post(`/api/billing/sandbox-checkout/${sessionId}/confirm`, {}),
    200,
  );
  const tenantId = String(provisioned.json('tenant_id'));
  const headers = {
    ...syntheticHeaders,
    Authorization: `Bearer ${token}`,
    'x-tenant-id': tenantId,
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const config = http.get(`${baseUrl}/api/tenant-config`, { headers });
    if (config.status === 200 && config.json('features.api_access') === true) return;
    sleep(0.5);
  }
  fail('the load tenant never reached the pro plan after its checkout');
}

/** Invites member n and signs them up with the invitation's token. */
function addMember(owner: { accessToken: string; tenantId: string }, index: number): void {
  const email = memberEmail(index);
  const invite = post(
    '/api/invite',
    { email, role: loadTenant.memberRole },
    owner.accessToken,
    owner.tenantId,
  );
  expectStatus(`invitation of ${email}`, invite, 201);
  const token = /[?&]invite=([^&#]+)/.exec(String(invite.json('signup_url')))?.[1];
  if (!token) fail(`the invitation of ${email} carries no invite token`);
  const signup = post('/api/auth/signup', {
    name: `Load Member ${index}`,
    email,
    password: loadTenant.password,
    invite: decodeURIComponent(token!),
  });
  expectStatus(`sign-up of ${email}`, signup, 201);
}

export default function (): void {
  if (!canSignIn(ownerEmail())) createOwnerWorkspace();
  const owner = signInAs(ownerEmail(), loadTenant.password);
  for (let index = 0; index < loadTenant.members; index += 1) {
    if (!canSignIn(memberEmail(index))) addMember(owner, index);
  }
}
