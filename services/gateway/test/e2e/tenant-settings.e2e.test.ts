/**
 * Brand & Legal, Role Types & Banner Colors and custom domains through the real gateway on
 * real PostgreSQL, with domain verification asking a real DNS server on loopback: a brand
 * change reaches members and the public sign-in branding at once; role keys are validated; a
 * domain stays pending until its TXT record is right, serves branding only once verified, and
 * can never be claimed by another tenant; a plan without custom domains is refused.
 */
import { randomBytes } from 'node:crypto';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

interface Domain {
  domain: string;
  status: string;
  ssl_status: string;
  verified_at: string;
  txtRecord: { name: string; value: string };
}

const env = useE2eStack({ dns: true });
let adminA: ApiClient;
let subdomainA: string;
let member: ApiClient;
let adminB: ApiClient;

const branding = (host: string) =>
  new ApiClient(env.url).get<{ name: string; brand_color: string; tenant_id: string }>(
    `/api/public/branding?host=${encodeURIComponent(host)}`,
  );

beforeAll(async () => {
  const a = await signUpWorkspace(env.url, 'Brand A');
  adminA = a.client;
  subdomainA = a.subdomain;
  member = (await inviteMember(adminA, 'role2')).client;
  adminB = (await signUpWorkspace(env.url, 'Brand B')).client;
});

describe('Brand & Legal', () => {
  it('saves the brand and every member and the sign-in page see it at once', async () => {
    const saved = await adminA.call<{ message: string; brand_color: string; name: string }>(
      'PATCH',
      '/api/tenant-config',
      {
        name: 'Brand A Renamed',
        brand_color: '#FF0066',
        support_email: 'help@brand-a.example',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Brand settings saved',
      brand_color: '#ff0066',
      name: 'Brand A Renamed',
    });
    expect((await member.get('/api/tenant-config')).body).toMatchObject({
      name: 'Brand A Renamed',
      brand_color: '#ff0066',
      support_email: 'help@brand-a.example',
    });
    expect((await branding(`${subdomainA}.localhost`)).body).toMatchObject({
      name: 'Brand A Renamed',
      brand_color: '#ff0066',
    });
  });

  it('refuses a bad colour, email or logo URL with its message and changes nothing', async () => {
    for (const [body, message] of [
      [{ brand_color: 'pink' }, 'Brand colour must be a hex colour such as #2563eb'],
      [{ support_email: 'not-an-email' }, 'Please enter a valid support email address'],
      [{ logo_url: 'javascript:alert(1)' }, 'Logo and favicon must be http(s) URLs'],
      [{ name: '   ' }, 'App name is required (at most 100 characters)'],
    ] as const) {
      const answer = await adminA.call<{ error: string }>('PATCH', '/api/tenant-config', body);
      expect([answer.status, answer.body.error]).toEqual([400, message]);
    }
    expect((await member.get('/api/tenant-config')).body).toMatchObject({
      brand_color: '#ff0066',
      name: 'Brand A Renamed',
    });
  });

  it('is an admin’s to change, not a member’s', async () => {
    expect(
      (await member.call('PATCH', '/api/tenant-config', { brand_color: '#000000' })).status,
    ).toBe(403);
  });
});

describe('Role Types & Banner Colors', () => {
  const defaults = [
    { role_key: 'admin', role_label: 'Admin', role_color: 'blue' },
    { role_key: 'role1', role_label: 'Team Member', role_color: 'purple' },
    {
      role_key: 'role2',
      role_label: 'Customer',
      role_color: 'orange',
      role_description: 'Paying clients',
    },
    { role_key: 'role3', role_label: 'Guest', role_color: 'gray' },
  ];

  it('saves labels and colours that the tenant config shows everywhere at once', async () => {
    const saved = await adminA.call<{ message: string }>('PUT', '/api/tenant-roles', {
      roles: [...defaults, { role_key: 'coach', role_label: 'Coach', role_color: 'red' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Role types saved successfully!');
    const config = (
      await member.get<{
        role_labels: Record<string, string>;
        role_colors: Record<string, string>;
      }>('/api/tenant-config')
    ).body;
    expect(config.role_labels).toMatchObject({ role2: 'Customer', coach: 'Coach' });
    expect(config.role_colors).toMatchObject({ role2: 'orange', coach: 'red' });
  });

  it.each([
    ['a super-admin-like key', 'super_admin', 403, 'A tenant role cannot be a super admin role'],
    ['another spelling of it', 'superadmin', 403, 'A tenant role cannot be a super admin role'],
    [
      'a key with a comma',
      'role1,admin',
      400,
      'Role keys use lower-case letters, digits and underscores, start with a letter, at most 32 characters',
    ],
    [
      'an upper-case key',
      'Coach',
      400,
      'Role keys use lower-case letters, digits and underscores, start with a letter, at most 32 characters',
    ],
  ])('refuses %s and changes nothing', async (_what, key, status, message) => {
    const answer = await adminA.call<{ error: string }>('PUT', '/api/tenant-roles', {
      roles: [...defaults, { role_key: key, role_label: 'X', role_color: 'blue' }],
    });
    expect([answer.status, answer.body.error]).toEqual([status, message]);
    expect(
      (await member.get<{ role_labels: Record<string, string> }>('/api/tenant-config')).body
        .role_labels.coach,
    ).toBe('Coach');
  });

  it('refuses a colour outside the six, dropping admin, and removing a role members still hold', async () => {
    const colour = await adminA.call<{ error: string }>('PUT', '/api/tenant-roles', {
      roles: [
        ...defaults.slice(0, 3),
        { role_key: 'role3', role_label: 'Guest', role_color: 'pink' },
      ],
    });
    expect(colour.status).toBe(400);
    const noAdmin = await adminA.call<{ error: string }>('PUT', '/api/tenant-roles', {
      roles: defaults.slice(1),
    });
    expect([noAdmin.status, noAdmin.body.error]).toEqual([400, 'The admin role cannot be removed']);
    const inUse = await adminA.call<{ error: string }>('PUT', '/api/tenant-roles', {
      roles: defaults.filter((r) => r.role_key !== 'role2'),
    });
    expect([inUse.status, inUse.body.error]).toEqual([
      400,
      'Role "role2" is still assigned to 1 member(s); change their role first',
    ]);
  });
});

describe('custom domains', () => {
  const domain = `portal-${randomBytes(3).toString('hex')}.brand-a.example`;

  it('adds a domain as pending with the TXT record to publish; malformed and platform hosts are refused', async () => {
    const added = await adminA.post<Domain>('/api/domains', {
      domain: `HTTPS://${domain.toUpperCase()}/`,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      domain,
      status: 'pending',
      ssl_status: 'pending',
      verified_at: '',
    });
    expect(added.body.txtRecord.name).toBe(`_portico-verification.${domain}`);
    expect(added.body.txtRecord.value).toMatch(/^portico-verification=[0-9a-f]{32}$/);
    const bad = await adminA.post<{ error: string }>('/api/domains', { domain: 'not a domain' });
    expect([bad.status, bad.body.error]).toEqual([
      400,
      'Please enter a valid domain name, such as portal.example.com',
    ]);
    const platform = await adminA.post<{ error: string }>('/api/domains', {
      domain: `evil.localhost`,
    });
    expect([platform.status, platform.body.error]).toEqual([
      403,
      'This domain belongs to the platform and cannot be added',
    ]);
    const again = await adminA.post('/api/domains', { domain });
    expect(again.status).toBe(409);
  });

  it('names nobody on the sign-in page while pending, and stays pending when the TXT record is missing or wrong', async () => {
    expect((await branding(domain)).status).toBe(404);
    const missing = await adminA.post<{ error: string }>('/api/domains-verify', { domain });
    expect([missing.status, missing.body.error]).toEqual([
      400,
      `Verification failed: no TXT record found at _portico-verification.${domain}`,
    ]);
    expect(env.dns.asked).toContain(`TXT _portico-verification.${domain}`);
    env.dns.txt.set(`_portico-verification.${domain}`, [
      'portico-verification=0000',
      'v=spf1 -all',
    ]);
    const wrong = await adminA.post<{ error: string }>('/api/domains-verify', { domain });
    expect([wrong.status, wrong.body.error]).toEqual([
      400,
      `Verification failed: the TXT record at _portico-verification.${domain} does not hold the expected value`,
    ]);
    const list = await adminA.get<{ domains: Domain[] }>('/api/domains');
    expect(list.body.domains).toEqual([expect.objectContaining({ domain, status: 'pending' })]);
  });

  it('verifies once the right TXT record is published, then serves the tenant’s branding on that host', async () => {
    const { txtRecord } = (await adminA.get<{ domains: Domain[] }>('/api/domains')).body
      .domains[0]!;
    env.dns.txt.set(txtRecord.name, ['v=spf1 -all', txtRecord.value]);
    const verified = await adminA.post<Domain & { message: string }>('/api/domains-verify', {
      domain,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ domain, status: 'verified', message: 'Domain verified' });
    expect(Date.now() - Date.parse(verified.body.verified_at)).toBeLessThan(60_000);
    expect((await branding(domain)).body).toMatchObject({ name: 'Brand A Renamed' });
  });

  it('never lets another tenant claim a verified domain', async () => {
    const claim = await adminB.post<{ error: string }>('/api/domains', { domain });
    expect([claim.status, claim.body.error]).toEqual([
      409,
      'This domain is already verified by another workspace',
    ]);
    expect((await adminB.get<{ domains: Domain[] }>('/api/domains')).body.domains).toEqual([]);
    expect((await adminB.call('DELETE', `/api/domains?domain=${domain}`)).status).toBe(404);
  });

  it('removes a domain, which then serves nobody', async () => {
    const removed = await adminA.call(
      'DELETE',
      `/api/domains?domain=${encodeURIComponent(domain)}`,
    );
    expect(removed.status).toBe(204);
    expect((await adminA.get<{ domains: Domain[] }>('/api/domains')).body.domains).toEqual([]);
    expect((await branding(domain)).status).toBe(404);
  });

  it('is refused with an upgrade notice on a plan without custom domains', async () => {
    const { client: starter } = await signUpWorkspace(env.url, 'Starter Co', 'starter');
    const refused = await starter.post<{ error: string }>('/api/domains', {
      domain: 'starter.example.com',
    });
    expect([refused.status, refused.body.error]).toEqual([
      403,
      'Custom domains are not included in your plan. Upgrade to add one.',
    ]);
    const config = await starter.get<{ features: { custom_domain?: boolean } }>(
      '/api/tenant-config',
    );
    expect(config.body.features.custom_domain).toBe(false);
  });
});
