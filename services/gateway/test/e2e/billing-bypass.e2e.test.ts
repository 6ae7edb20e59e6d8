/**
 * A tenant the super console creates with "Bypass Billing" is on its tier in billing too,
 * through the real gateway and every service: tenancy's tenant created event carries the
 * bypass, billing consumes it and starts the subscription (status bypassed), so the owner's
 * Billing screen, the plan's features and the console's tier agree without any payment.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack({ superAdmin: true });

interface Summary {
  plan: string;
  status: string;
  seatsPurchased: number;
}

it('a tenant created with Bypass Billing has its tier and seats in billing, bypassed, and its owner the plan’s features', async () => {
  const name = `Bypassed Advanced ${Date.now()}`;
  const email = uniqueEmail('bypass-owner');
  const invite = await env.superAdmin.post<{
    signup_url: string;
    invitation: { tenant_id: string };
  }>('/api/super/invitations', {
    tenant: { name, tier: 'advanced', seats_total: 4 },
    admin: { email },
    bypass_billing: true,
  });
  expect(invite.status).toBe(201);
  const tenantId = invite.body.invitation.tenant_id;

  const owner = new ApiClient(env.url);
  const signup = await owner.post('/api/auth/signup', {
    name: 'Bea Bypass',
    email,
    password: PASSWORD,
    invite: new URL(invite.body.signup_url).searchParams.get('invite'),
  });
  expect(signup.status).toBe(201);
  owner.tenantId = tenantId;

  const summary = await eventually(
    'billing to record the bypass',
    () => owner.get<Summary>('/api/billing/summary'),
    (answer) => answer.body.status === 'bypassed',
    { everyMs: 250 },
  );
  expect(summary.body).toMatchObject({ plan: 'advanced', status: 'bypassed', seatsPurchased: 4 });
  const keys = await owner.get<{ allowed: boolean }>('/api/integrations/api-keys');
  expect(keys.body.allowed).toBe(true);

  const listed = await env.superAdmin.get<{ items: Array<{ id: string; tier: string }> }>(
    `/api/super/tenants?q=${encodeURIComponent(name)}`,
  );
  expect(listed.body.items[0]).toMatchObject({ id: tenantId, tier: 'advanced' });
});
