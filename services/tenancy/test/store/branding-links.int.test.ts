/**
 * The branding of a signed-out page opened from a tenant's email (issue 26) on real
 * PostgreSQL: an unused invitation's link names its tenant and the invited address, a link
 * naming the subdomain names that tenant, and anything that names nobody (a used or made-up
 * invitation, an unknown subdomain) leaves the host to decide.
 */
import type { Database } from '@portico/kit';
import { acceptInvitation, createInvitation } from '../../src/domain/invitations';
import { brandingFor } from '../../src/domain/tenantConfig';
import { updateBrand } from '../../src/domain/tenantSettings';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

async function brandedWorkspace(name: string) {
  // The label makes the subdomain: one word.
  const w = await provisionedWorkspace(db, name.split(' ')[1]!);
  const actor = { tenantId: w.tenantId, actorId: w.ownerId, actorIsSuperAdmin: false };
  await updateBrand(db, {
    ...actor,
    name,
    supportEmail: '',
    logoUrl: 'https://cdn.example/logo.png',
    faviconUrl: 'https://cdn.example/favicon.ico',
    brandColor: '#0f766e',
    defaultLocale: 'es',
  });
  const invite = (email: string) =>
    createInvitation(db, {
      tenantId: w.tenantId,
      inviterId: w.ownerId,
      inviterIsSuperAdmin: false,
      signupBaseUrl: 'https://portal.example/signup',
      email,
      role: 'role2',
    });
  return { ...w, invite };
}

const tokenOf = (signupUrl: string) => new URL(signupUrl).searchParams.get('invite')!;

it("names an invitation's tenant and the invited address, on the platform's own host", async () => {
  const acme = await brandedWorkspace('Acme Branded');
  const invitation = await acme.invite('nia@example.com');
  const branding = await brandingFor(
    db,
    { host: 'localhost', invitationToken: tokenOf(invitation.signup_url) },
    'localhost',
  );
  expect(branding).toMatchObject({
    found: true,
    tenant_id: acme.tenantId,
    name: 'Acme Branded',
    logo_url: 'https://cdn.example/logo.png',
    favicon_url: 'https://cdn.example/favicon.ico',
    brand_color: '#0f766e',
    default_locale: 'es',
    invited_email: 'nia@example.com',
  });
});

it('names the tenant a link gives by subdomain, without any address', async () => {
  const acme = await brandedWorkspace('Acme Linked');
  const branding = await brandingFor(db, { host: 'localhost', slug: acme.slug }, 'localhost');
  expect(branding).toMatchObject({ found: true, tenant_id: acme.tenantId, name: 'Acme Linked' });
  expect(branding).not.toHaveProperty('invited_email');
});

it('leaves the host to decide for a used or made-up invitation and an unknown subdomain', async () => {
  const acme = await brandedWorkspace('Acme Used');
  const other = await brandedWorkspace('Other Host');
  const invitation = await acme.invite('used@example.com');
  await acceptInvitation(db, {
    token: tokenOf(invitation.signup_url),
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'used@example.com',
  });
  for (const question of [
    { invitationToken: tokenOf(invitation.signup_url) },
    { invitationToken: 'made-up-token' },
    { slug: 'nobody-has-this' },
  ]) {
    expect(await brandingFor(db, { host: 'localhost', ...question }, 'localhost')).toEqual({
      found: false,
      platform: true,
    });
    expect(
      await brandingFor(db, { host: `${other.slug}.localhost`, ...question }, 'localhost'),
    ).toMatchObject({ found: true, name: 'Other Host' });
  }
});
