/**
 * The demo seed `make up` runs: a demo workspace with an admin and a client account, plus the
 * platform super admin (created by identity at start-up), so a newcomer can sign in at once.
 * It goes through the gateway's public API like a person would, and is idempotent: a demo
 * admin who can already sign in means the workspace exists; a missing client is added.
 */
import type { Queryable } from '@portico/kit';

export interface SignIn {
  role: string;
  email: string;
  password: string;
}

export interface DemoSeed {
  /** True when this run created the demo workspace. */
  created: boolean;
  signIns: SignIn[];
}

export const DEMO = {
  workspace: 'Demo Agency',
  subdomain: 'demo',
  admin: { name: 'Dana Admin', email: 'admin@demo.portico.local', password: 'portico-demo-admin' },
  client: {
    name: 'Cory Client',
    email: 'client@demo.portico.local',
    password: 'portico-demo-client',
  },
} as const;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  tenantId?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (tenantId) headers['x-tenant-id'] = tenantId;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

function expectOk(step: string, answer: Answer): Record<string, unknown> {
  if (answer.status >= 300)
    throw new Error(`demo seed: ${step} failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const tokenOf = (body: Record<string, unknown>) => String(body.access_token ?? '');

async function signInOrSignUpWorkspace(
  baseUrl: string,
): Promise<{ token: string; tenantId: string; created: boolean }> {
  const login = await call(baseUrl, 'POST', '/api/auth/login', {
    email: DEMO.admin.email,
    password: DEMO.admin.password,
  });
  let token: string;
  let created = false;
  if (login.status === 200) {
    token = tokenOf(login.body);
  } else {
    const signup = await call(baseUrl, 'POST', '/api/auth/signup', {
      name: DEMO.admin.name,
      email: DEMO.admin.email,
      password: DEMO.admin.password,
      companyName: DEMO.workspace,
      title: 'Founder',
    });
    token = tokenOf(expectOk('admin sign-up', signup));
    created = true;
  }
  const status = expectOk(
    'onboarding status',
    await call(baseUrl, 'GET', '/api/onboarding-status', undefined, token),
  );
  if (status.ready !== true) {
    // Resume wherever an interrupted earlier run stopped; saving a passed step again is allowed.
    if (status.started !== true) {
      expectOk(
        'onboarding start',
        await call(
          baseUrl,
          'POST',
          '/api/onboarding-start',
          { companyName: DEMO.workspace },
          token,
        ),
      );
    }
    expectOk(
      'plan',
      await call(baseUrl, 'POST', '/api/onboarding-plan', { plan: 'pro', adminSeats: 3 }, token),
    );
    expectOk(
      'branding',
      await call(
        baseUrl,
        'POST',
        '/api/onboarding-branding',
        { subdomain: DEMO.subdomain, brandColor: '#2563eb' },
        token,
      ),
    );
    expectOk(
      'capabilities',
      await call(
        baseUrl,
        'POST',
        '/api/onboarding-capabilities',
        { useEmbeds: true, useForms: true, useFiles: true },
        token,
      ),
    );
    const provisioned = expectOk(
      'provision',
      await call(baseUrl, 'POST', '/api/onboarding-provision', {}, token),
    );
    await payDemoCheckout(baseUrl, provisioned.checkoutUrl);
    created = true;
  }
  const me = expectOk('me', await call(baseUrl, 'GET', '/api/me', undefined, token));
  const memberships = (me.memberships ?? []) as { tenant_id: string }[];
  const tenantId = memberships[0]?.tenant_id;
  if (!tenantId) throw new Error('demo seed: the demo admin has no workspace');
  return { token, tenantId, created };
}

/**
 * Provisioning gives every workspace starter and answers the checkout for the plan chosen.
 * The demo is operator data, so the seed pays it as an operator could: through the sandbox
 * checkout page's confirm (the same signed events and webhook path as a person's payment,
 * nothing written to the database behind billing's back). With a real Stripe key the URL is
 * Stripe's, which a seed cannot pay: the demo workspace then stays on starter until someone
 * pays from its Billing screen.
 */
async function payDemoCheckout(baseUrl: string, checkoutUrl: unknown): Promise<void> {
  if (typeof checkoutUrl !== 'string' || !checkoutUrl) return;
  const url = new URL(checkoutUrl);
  const sessionId = url.searchParams.get('session_id');
  if (!url.pathname.endsWith('/billing/sandbox-checkout') || !sessionId) return;
  expectOk(
    'demo plan checkout',
    await call(
      baseUrl,
      'POST',
      `/api/billing/sandbox-checkout/${encodeURIComponent(sessionId)}/confirm`,
    ),
  );
}

async function ensureClient(
  baseUrl: string,
  adminToken: string,
  tenantId: string,
): Promise<boolean> {
  const login = await call(baseUrl, 'POST', '/api/auth/login', {
    email: DEMO.client.email,
    password: DEMO.client.password,
  });
  if (login.status === 200) return false;
  const invite = expectOk(
    'client invitation',
    await call(
      baseUrl,
      'POST',
      '/api/invite',
      { email: DEMO.client.email, role: 'role2' },
      adminToken,
      tenantId,
    ),
  );
  const token = new URL(String(invite.signup_url)).searchParams.get('invite') ?? '';
  expectOk(
    'client sign-up',
    await call(baseUrl, 'POST', '/api/auth/signup', {
      name: DEMO.client.name,
      email: DEMO.client.email,
      password: DEMO.client.password,
      invite: token,
    }),
  );
  return true;
}

const DEMO_FORM_TITLE = 'Client intake';

/**
 * A published intake form assigned to the client role, so the demo client has a task and the
 * admin a form to open on the first visit. Made once: a later run finds it by title.
 */
async function ensureIntakeForm(baseUrl: string, adminToken: string, tenantId: string) {
  const listed = expectOk(
    'forms list',
    await call(baseUrl, 'GET', '/api/forms', undefined, adminToken, tenantId),
  );
  const forms = (listed.forms ?? []) as { title?: string }[];
  if (forms.some((form) => form.title === DEMO_FORM_TITLE)) return;
  expectOk(
    'intake form',
    await call(
      baseUrl,
      'POST',
      '/api/forms',
      {
        title: DEMO_FORM_TITLE,
        description: 'Tell us about your business so we can set up your portal.',
        schema: [
          { id: 'q1', type: 'short', label: 'First Name', required: true },
          { id: 'q2', type: 'short', label: 'Last Name', required: true },
          { id: 'q3', type: 'choice', label: 'Do you have a website?', options: 'Yes, No' },
          {
            id: 'q4',
            type: 'short',
            label: 'Website URL',
            logic: { whenQuestionId: 'q3', equals: 'Yes', showQuestionId: 'q4' },
          },
          { id: 'q5', type: 'long', label: 'What should your portal do first?' },
        ],
        assigned_roles: ['role2'],
        published: true,
      },
      adminToken,
      tenantId,
    ),
  );
}

/**
 * The demo accounts' addresses are confirmed, as the bootstrapped super admin's is: whoever
 * runs the seed chose them (they are not a visitor's claim, and no mail reaches them), so the
 * 'confirm your email' banner would only be in the way. Runs on identity's own database, which
 * `make up` holds in its process; answers how many accounts it confirmed.
 */
export async function confirmDemoEmails(identityDb: Queryable): Promise<number> {
  const { rowCount } = await identityDb.query(
    `UPDATE users SET email_verified_at = now()
      WHERE lower(email) = ANY ($1::text[]) AND email_verified_at IS NULL`,
    [[DEMO.admin.email, DEMO.client.email]],
  );
  return rowCount ?? 0;
}

/**
 * Seeds the demo against a running gateway and answers the three sign-ins to print. Given
 * identity's database (`make up` runs identity in its own process), the demo accounts'
 * addresses are confirmed too.
 */
export async function seedDemo(
  baseUrl: string,
  superAdmin: { email: string; password: string },
  options: { identityDb?: Queryable } = {},
): Promise<DemoSeed> {
  const workspace = await signInOrSignUpWorkspace(baseUrl);
  const clientCreated = await ensureClient(baseUrl, workspace.token, workspace.tenantId);
  await ensureIntakeForm(baseUrl, workspace.token, workspace.tenantId);
  if (options.identityDb) await confirmDemoEmails(options.identityDb);
  return {
    created: workspace.created || clientCreated,
    signIns: [
      { role: 'Super admin', email: superAdmin.email, password: superAdmin.password },
      {
        role: `Admin of ${DEMO.workspace}`,
        email: DEMO.admin.email,
        password: DEMO.admin.password,
      },
      {
        role: `Client of ${DEMO.workspace}`,
        email: DEMO.client.email,
        password: DEMO.client.password,
      },
    ],
  };
}

/** The lines `make up` prints. */
export function formatSignIns(seed: DemoSeed): string {
  const width = Math.max(...seed.signIns.map((s) => s.role.length));
  return [
    'Sign in with:',
    ...seed.signIns.map((s) => `  ${s.role.padEnd(width)}  ${s.email} / ${s.password}`),
  ].join('\n');
}
