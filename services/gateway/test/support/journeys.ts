/**
 * Journeys the e2e and browser layers share: a provisioned workspace (openWorkspace, and the
 * e2e layer's signUpWorkspace with its own owner and subdomain) and a member who joined it.
 */
import { randomBytes } from 'node:crypto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from './client';

let subdomainCounter = 0;

export type PlanChoice = 'starter' | 'pro' | 'advanced';

export interface Provisioned {
  ready: boolean;
  tenant_id: string;
  plan: string;
  checkoutPlan: string | null;
  checkoutUrl: string | null;
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** What the onboarding screens ask, answered once (the e2e and browser layers both use it). */
export interface WorkspaceSpec {
  owner: Person;
  company: string;
  subdomain: string;
  /** The plan chosen at onboarding. Default pro. */
  plan?: PlanChoice;
  /** Default 1 on starter, 2 on a paid plan. */
  adminSeats?: number;
  /** Default #2563eb. */
  brandColor?: string;
  /** What the Capabilities step sends. Default: embeds, forms and files. */
  capabilities?: { useEmbeds?: boolean; useForms?: boolean; useFiles?: boolean };
  /**
   * Buy the chosen plan through the sandbox checkout and return once tenancy runs on it.
   * Without it a workspace that chose a paid plan stays on starter, as one whose owner has not
   * paid yet.
   */
  pay?: boolean;
  /** The owner's address (x-forwarded-for); by default one of their own. */
  ip?: string;
}

export interface OpenedWorkspace {
  /** The owner, signed in, with the new tenant selected. */
  client: ApiClient;
  tenantId: string;
  /** What provisioning answered (its checkout, when a paid plan was chosen). */
  provisioned: Provisioned;
}

/**
 * A new workspace, as a person makes one: sign up, onboarding's steps, provision. Provisioning
 * gives starter; with `pay`, the chosen plan is then bought through the sandbox checkout it
 * answers, over HTTP: the confirm sends the provider's signed events through the webhook
 * route, billing raises the plan and tenancy follows its event. It returns once tenancy allows
 * the plan's features, so callers see the paid workspace they asked for. A step that fails
 * fails the caller's set-up with what the gateway answered.
 */
export async function openWorkspace(
  baseUrl: string,
  spec: WorkspaceSpec,
): Promise<OpenedWorkspace> {
  const { owner, plan = 'pro' } = spec;
  const client = new ApiClient(baseUrl, spec.ip);
  const steps = [
    await client.post('/api/auth/signup', {
      name: owner.name,
      email: owner.email,
      password: owner.password,
      companyName: spec.company,
    }),
    await client.post('/api/onboarding-plan', {
      plan,
      adminSeats: spec.adminSeats ?? (plan === 'starter' ? 1 : 2),
    }),
    await client.post('/api/onboarding-branding', {
      subdomain: spec.subdomain,
      brandColor: spec.brandColor ?? '#2563eb',
    }),
    await client.post(
      '/api/onboarding-capabilities',
      spec.capabilities ?? { useEmbeds: true, useForms: true, useFiles: true },
    ),
  ];
  const provision = await client.post<Provisioned>('/api/onboarding-provision');
  if (steps.some((s) => s.status >= 300) || provision.status !== 200) {
    throw new Error(
      `workspace sign-up failed: ${JSON.stringify([...steps, provision].map((s) => [s.status, s.body]))}`,
    );
  }
  client.tenantId = provision.body.tenant_id;
  if (spec.pay && plan !== 'starter') await buyThroughSandboxCheckout(client, provision.body, plan);
  return { client, tenantId: provision.body.tenant_id, provisioned: provision.body };
}

/**
 * A workspace for an e2e test, with an owner and subdomain no other test uses, on `plan`
 * (default pro, as most journeys need API keys, webhooks or more than 30 clients), paid.
 */
export async function signUpWorkspace(
  baseUrl: string,
  company = 'Acme Studio',
  plan: PlanChoice = 'pro',
): Promise<{ client: ApiClient; email: string; tenantId: string; subdomain: string }> {
  const email = uniqueEmail('owner');
  subdomainCounter += 1;
  const subdomain = `ws-${randomBytes(4).toString('hex')}-${subdomainCounter}`;
  const { client, tenantId } = await openWorkspace(baseUrl, {
    owner: { name: 'Olive Owner', email, password: PASSWORD },
    company,
    subdomain,
    plan,
    pay: true,
  });
  return { client, email, tenantId, subdomain };
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
  // advanced both grant API access).
  await eventually(
    `the workspace to run on ${plan}`,
    () => admin.get<{ features?: Record<string, unknown> }>('/api/tenant-config'),
    (config) => config.status === 200 && config.body.features?.api_access === true,
    { timeoutMs: 60_000, everyMs: 200 },
  );
}

/**
 * `person` joins the admin's workspace as `role`, as a person does: the admin invites them,
 * they sign up from the invitation's link. Answers the member, signed in, with the tenant
 * selected. `ip` is the member's address (x-forwarded-for); by default one of their own.
 */
export async function joinWorkspace(
  admin: ApiClient,
  person: Person,
  role: string,
  ip?: string,
): Promise<{ client: ApiClient; userId: string }> {
  const invite = await admin.post<{ signup_url: string }>('/api/invite', {
    email: person.email,
    role,
  });
  if (invite.status !== 201)
    throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  const token = new URL(invite.body.signup_url).searchParams.get('invite') ?? '';
  const member = new ApiClient(admin.baseUrl, ip);
  const signup = await member.post<{ user: { id: string }; membership: { tenant_id: string } }>(
    '/api/auth/signup',
    { name: person.name, email: person.email, password: person.password, invite: token },
  );
  if (signup.status !== 201)
    throw new Error(`member sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  member.tenantId = signup.body.membership.tenant_id;
  return { client: member, userId: signup.body.user.id };
}

/** A member with an email no other test uses joins the admin's workspace as `role`. */
export async function inviteMember(
  admin: ApiClient,
  role: string,
): Promise<{ client: ApiClient; email: string; userId: string }> {
  const email = uniqueEmail(role);
  const member = await joinWorkspace(
    admin,
    { name: 'Mia Member', email, password: PASSWORD },
    role,
  );
  return { ...member, email };
}
