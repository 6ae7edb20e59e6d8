/** Journeys several e2e files share: a provisioned workspace and an invited member. */
import { randomBytes } from 'node:crypto';
import { ApiClient, PASSWORD, uniqueEmail } from './client';

let subdomainCounter = 0;

export async function signUpWorkspace(
  baseUrl: string,
  company = 'Acme Studio',
  plan: 'starter' | 'pro' | 'advanced' = 'pro',
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
  const provision = await client.post<{ ready: boolean; tenant_id: string }>(
    '/api/onboarding-provision',
  );
  if (steps.some((s) => s.status >= 300) || provision.status !== 200) {
    throw new Error(
      `workspace sign-up failed: ${JSON.stringify([...steps, provision].map((s) => [s.status, s.body]))}`,
    );
  }
  client.tenantId = provision.body.tenant_id;
  return { client, email, tenantId: provision.body.tenant_id, subdomain };
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
