/**
 * The portal in a person's language (issue 26) through the real gateway: a member's own choice
 * comes back with their profile and /api/me, a language switch alone keeps their details, and
 * a language without a catalogue is refused; an admin's default language for the tenant comes
 * back with the tenant's config and with the signed-out branding of its subdomain, which
 * sign-in and invitation pages start in.
 */
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();
let admin: ApiClient;
let subdomain: string;
let member: ApiClient;

beforeAll(async () => {
  ({ client: admin, subdomain } = await signUpWorkspace(env.url, 'Idiomas Co'));
  member = (await inviteMember(admin, 'role2')).client;
});

const profile = { first_name: 'Lucía', last_name: 'Lengua', phone: '555', linkedin: '' };

it("keeps a member's language with their profile and answers it with /api/me", async () => {
  expect((await member.get('/api/profile')).body).toMatchObject({ locale: null });
  const saved = await member.call('PUT', '/api/profile', { ...profile, locale: 'es' });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ first_name: 'Lucía', locale: 'es' });
  expect((await member.get('/api/me')).body).toMatchObject({ user: { locale: 'es' } });

  // The profile menu's switch sends the language alone: the details stay as they were.
  const switched = await member.call('PUT', '/api/profile', { locale: 'en' });
  expect(switched.status).toBe(200);
  expect((await member.get('/api/profile')).body).toMatchObject({
    first_name: 'Lucía',
    phone: '555',
    locale: 'en',
  });
  const cleared = await member.call('PUT', '/api/profile', { locale: null });
  expect(cleared.body).toMatchObject({ locale: null });
  expect((await member.get('/api/me')).body).toMatchObject({ user: { locale: null } });
});

it('refuses a language without a catalogue, naming those there are, and keeps the saved one', async () => {
  await member.call('PUT', '/api/profile', { locale: 'es' });
  const refused = await member.call('PUT', '/api/profile', { ...profile, locale: 'fr' });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: 'Language must be one of: en, es' });
  expect((await member.get('/api/profile')).body).toMatchObject({ locale: 'es' });
});

it("answers the tenant's default language to its members and to its signed-out pages", async () => {
  const branding = () =>
    new ApiClient(env.url).get<{ default_locale: string | null }>(
      `/api/public/branding?host=${subdomain}.localhost`,
    );
  expect((await admin.get('/api/tenant-config')).body).toMatchObject({ default_locale: null });
  expect((await branding()).body).toMatchObject({ default_locale: null });

  const saved = await admin.call('PATCH', '/api/tenant-config', { default_locale: 'es' });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ default_locale: 'es', name: 'Idiomas Co' });
  expect((await member.get('/api/tenant-config')).body).toMatchObject({ default_locale: 'es' });
  expect((await branding()).body).toMatchObject({ default_locale: 'es' });

  // A save of another Brand & Legal field keeps the language; null clears it.
  await admin.call('PATCH', '/api/tenant-config', { support_email: 'ayuda@idiomas.example' });
  expect((await admin.get('/api/tenant-config')).body).toMatchObject({ default_locale: 'es' });
  const refused = await admin.call('PATCH', '/api/tenant-config', { default_locale: 'de' });
  expect(refused.status).toBe(400);
  await admin.call('PATCH', '/api/tenant-config', { default_locale: null });
  expect((await branding()).body).toMatchObject({ default_locale: null });
});

it("refuses a member's change of the tenant's default language", async () => {
  const refused = await member.call('PATCH', '/api/tenant-config', { default_locale: 'en' });
  expect(refused.status).toBe(403);
});
