/** Journeys several e2e files share: a provisioned workspace and an invited member. */
import { randomBytes } from 'node:crypto';
import { ApiClient, PASSWORD, uniqueEmail } from './client';

let subdomainCounter = 0;

export type PlanChoice = 'starter' | 'pro' | 'advanced';

interface Provisioned {
  ready: boolean;
  tenant_id: string;
  plan: string;
  checkoutPlan: string | null;
  checkoutUrl: string | null;
}

/**
 * A new workspace, as a person makes one: sign up, onboarding's steps, provision. Provisioning
 * gives starter; a paid plan (the default, pro, as most journeys need API keys, webhooks or
 * more than 30 clients) is then bought through the sandbox checkout it answers, over HTTP:
 * the confirm sends the provider's signed events through the webhook route, billing raises
 * the plan and tenancy follows its event. The journey returns once tenancy allows the plan's
 * features, so callers see the paid workspace they asked for.
 */
export async function signUpWorkspace(
  baseUrl: string,
  company = 'Acme Studio',
  plan: PlanChoice = 'pro',
): Promise<{ client: ApiClient; email: string; tenantId: string; subdomain: string }> {
  const client = new ApiClient(baseUrl);
  const email = uniqueEmail('owner');
  subdomainCounter += 1;
  const subdomain = `ws-${randomBytes(4).toString('hex')}-${subdomainCounter}`;
  const steps = [
    await client.post('/api/auth/signup', {
      name: 'Olive Owner',
      email,
      password: PASSWORD,
      companyName: company,
    }),
    await client.post('/api/onboarding-plan', { plan, adminSeats: plan === 'starter' ? 1 : 2 }),
    await client.post('/api/onboarding-branding', { subdomain, brandColor: '#2563eb' }),
    await client.post('/api/onboarding-capabilities', {
      useEmbeds: true,
      useForms: true,
      useFiles: true,
    }),
  ];
  const provision = await client.post<Provisioned>('/api/onboarding-provision');
  if (steps.some((s) => s.status >= 300) || provision.status !== 200) {
    throw new Error(
      `workspace sign-up failed: ${JSON.stringify([...steps, provision].map((s) => [s.status, s.body]))}`,
    );
  }
  client.tenantId = provision.body.tenant_id;
  if (plan !== 'starter') await buyThroughSandboxCheckout(client, provision.body, plan);
  return { client, email, tenantId: provision.body.tenant_id, subdomain };
}

/** Pays the checkout provisioning answered, then waits for tenancy to run on the plan. */
async function buyThroughSandboxCheckout(
  admin: ApiClient,
  provisioned: Provisioned,
  plan: Exclude<PlanChoice, 'starter'>,
): Promise<void> {
  const sessionId = provisioned.checkoutUrl
    ? new URL(provisioned.checkoutUrl).searchParams.get('session_id')
    : null;
  if (provisioned.checkoutPlan !== plan || !sessionId) {
    throw new Error(`no sandbox checkout for ${plan}: ${JSON.stringify(provisioned)}`);
  }
  // The checkout page is public (the session id is its secret), as Stripe's hosted page is.
  const paid = await new ApiClient(admin.baseUrl).post(
    `/api/billing/sandbox-checkout/${encodeURIComponent(sessionId)}/confirm`,
  );
  if (paid.status !== 200) {
    throw new Error(`sandbox checkout failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  }
  // Tenancy follows billing's plan event from the broker: wait for the paid features (pro and
  // advanced both grant API access); the deadline only bounds a failure.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const config = await admin.get<{ features?: Record<string, unknown> }>('/api/tenant-config');
    if (config.status === 200 && config.body.features?.api_access === true) return;
    if (Date.now() > deadline) {
      throw new Error(`the workspace never reached ${plan}: ${JSON.stringify(config.body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function inviteMember(
  admin: ApiClient,
  role: string,
): Promise<{ client: ApiClient; email: string; userId: string }> {
  const email = uniqueEmail(role);
  const invite = await admin.post<{ signup_url: string }>('/api/invite', { email, role });
  if (invite.status !== 201)
    throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  const token = new URL(invite.body.signup_url).searchParams.get('invite') ?? '';
  const member = new ApiClient(admin.baseUrl);
  const signup = await member.post<{ user: { id: string }; membership: { tenant_id: string } }>(
    '/api/auth/signup',
    {
      name: 'Mia Member',
      email,
      password: PASSWORD,
      invite: token,
    },
  );
  if (signup.status !== 201)
    throw new Error(`member sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  member.tenantId = signup.body.membership.tenant_id;
  return { client: member, email, userId: signup.body.user.id };
}
