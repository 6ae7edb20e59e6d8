/**
 * White-label pages opened from a tenant's email on the platform's own host (issue 26): the
 * signed-out branding answers the tenant an invitation's link names, with the invited address,
 * or the tenant a link names by subdomain; without such a link the platform's host names no
 * tenant, and a made-up invitation names none either.
 */
import { ApiClient, uniqueEmail } from '../support/client';
import { signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();
let admin: ApiClient;
let subdomain: string;

beforeAll(async () => {
  ({ client: admin, subdomain } = await signUpWorkspace(env.url, 'Linked Agency'));
  await admin.call('PATCH', '/api/tenant-config', { brand_color: '#0f766e', default_locale: 'es' });
});

const branding = (query: string) =>
  new ApiClient(env.url).get<Record<string, unknown>>(`/api/public/branding?${query}`);

it("answers an invitation's tenant and the invited address on the platform's own host", async () => {
  const email = uniqueEmail('invitee');
  const invite = await admin.post<{ signup_url: string }>('/api/invite', { email, role: 'role2' });
  const token = new URL(invite.body.signup_url).searchParams.get('invite')!;
  const answer = await branding(`host=localhost&invitation=${encodeURIComponent(token)}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    name: 'Linked Agency',
    brand_color: '#0f766e',
    subdomain,
    default_locale: 'es',
    invited_email: email,
  });
});

it('answers the tenant a link names by subdomain, without any address', async () => {
  const answer = await branding(`host=localhost&tenant=${subdomain}`);
  expect(answer.body).toMatchObject({ name: 'Linked Agency', default_locale: 'es' });
  expect(answer.body).not.toHaveProperty('invited_email');
});

it("names no tenant on the platform's host for a made-up invitation", async () => {
  expect((await branding('host=localhost&invitation=made-up')).body).toEqual({ tenant_id: null });
  expect((await branding('host=localhost')).body).toEqual({ tenant_id: null });
});
