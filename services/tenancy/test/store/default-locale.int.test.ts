/**
 * A tenant's default language (issue 26) on real PostgreSQL: none until Brand & Legal sets
 * one; the tenant's config and the signed-out branding of its subdomain answer it; only a
 * language Portico has is taken, and a refused save changes nothing; saving none clears it.
 */
import type { Database } from '@portico/kit';
import { brandingForHost, tenantConfig } from '../../src/domain/tenantConfig';
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

async function workspace() {
  const { ownerId, tenantId, slug } = await provisionedWorkspace(db, 'Idioma');
  const admin = { tenantId, actorId: ownerId, actorIsSuperAdmin: false };
  const brand = {
    name: 'Idioma',
    supportEmail: 'help@idioma.example',
    logoUrl: '',
    faviconUrl: '',
    brandColor: '#0f766e',
  };
  return { admin, brand, slug };
}

it('answers the default language with the config and the sign-in branding once set', async () => {
  const { admin, brand, slug } = await workspace();
  expect((await tenantConfig(db, admin.tenantId)).default_locale).toBe('');
  const saved = await updateBrand(db, { ...admin, ...brand, defaultLocale: 'es' });
  expect(saved).toMatchObject({ default_locale: 'es', brand_color: '#0f766e' });
  expect((await tenantConfig(db, admin.tenantId)).default_locale).toBe('es');
  expect(await brandingForHost(db, `${slug}.localhost`, 'localhost')).toMatchObject({
    found: true,
    name: 'Idioma',
    default_locale: 'es',
  });
});

it('refuses a language Portico has no catalogue for and keeps the saved brand', async () => {
  const { admin, brand } = await workspace();
  await updateBrand(db, { ...admin, ...brand, defaultLocale: 'en' });
  await expect(
    updateBrand(db, { ...admin, ...brand, name: 'Renamed', defaultLocale: 'fr' }),
  ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Language must be one of: en, es' });
  expect(await tenantConfig(db, admin.tenantId)).toMatchObject({
    name: 'Idioma',
    default_locale: 'en',
  });
});

it('clears the default language when Brand & Legal saves none', async () => {
  const { admin, brand } = await workspace();
  await updateBrand(db, { ...admin, ...brand, defaultLocale: 'es' });
  const cleared = await updateBrand(db, { ...admin, ...brand, defaultLocale: '' });
  expect(cleared.default_locale).toBe('');
});
