/**
 * Uploaded logos and favicons on real PostgreSQL: the image type comes from the bytes, sizes
 * are capped per kind, the tenant's config and sign-in branding point at the stored image at
 * once, and one tenant's admin can neither replace nor read another tenant's images.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import {
  BRAND_ASSET_MESSAGES,
  publicBrandAsset,
  uploadBrandAsset,
} from '../../src/domain/brandAssets';
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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 2),
]);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(16 + 40, 3)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function workspace() {
  const { ownerId, tenantId, slug } = await provisionedWorkspace(db, 'Brand');
  return { tenantId, actorId: ownerId, actorIsSuperAdmin: false, slug };
}

const assetsOf = async (tenantId: string) =>
  (
    await db.tenantTransaction(tenantId, (tx) =>
      tx.query<{ sha256: string }>('SELECT sha256 FROM brand_assets WHERE tenant_id = $1', [
        tenantId,
      ]),
    )
  ).rows.map((r) => r.sha256);

it('makes an uploaded PNG the logo of the portal and of the sign-in page, served with its sniffed type', async () => {
  const admin = await workspace();
  const config = await uploadBrandAsset(db, { ...admin, kind: 'logo', bytes: PNG });
  expect(config.logo_url).toMatch(
    new RegExp(`^/api/public/brand-assets/${admin.tenantId}/[0-9a-f]{64}$`),
  );
  const sha = config.logo_url.split('/').pop()!;
  const served = await publicBrandAsset(db, admin.tenantId, sha);
  expect(served.content_type).toBe('image/png');
  expect(Buffer.compare(served.data, PNG)).toBe(0);
  const signIn = await brandingForHost(db, `${admin.slug}.localhost`, 'localhost');
  expect(signIn).toMatchObject({ found: true, logo_url: config.logo_url });
});

it.each([
  ['JPEG', 'image/jpeg', JPEG],
  ['WebP', 'image/webp', WEBP],
  ['ICO', 'image/x-icon', ICO],
])('accepts a %s favicon and serves it as %s', async (_name, type, bytes) => {
  const admin = await workspace();
  const config = await uploadBrandAsset(db, { ...admin, kind: 'favicon', bytes });
  const served = await publicBrandAsset(db, admin.tenantId, config.favicon_url.split('/').pop()!);
  expect(served.content_type).toBe(type);
});

it.each([
  ['an HTML page', HTML],
  ['an SVG with a script', SVG],
  ['an empty file', Buffer.alloc(0)],
])('refuses %s as a logo and changes nothing', async (_name, bytes) => {
  const admin = await workspace();
  await expect(uploadBrandAsset(db, { ...admin, kind: 'logo', bytes })).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'Logo must be a PNG, JPEG, WebP or ICO image',
  });
  expect((await tenantConfig(db, admin.tenantId)).logo_url).toBe('');
  expect(await assetsOf(admin.tenantId)).toEqual([]);
});

it('refuses a logo over 512 KB and a favicon over 128 KB, keeping what was there', async () => {
  const admin = await workspace();
  const before = await uploadBrandAsset(db, { ...admin, kind: 'favicon', bytes: PNG });
  const pad = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
  await expect(
    uploadBrandAsset(db, { ...admin, kind: 'logo', bytes: pad(512 * 1024 + 1) }),
  ).rejects.toMatchObject({ message: 'Logo must be 512 KB or smaller' });
  await expect(
    uploadBrandAsset(db, { ...admin, kind: 'favicon', bytes: pad(128 * 1024 + 1) }),
  ).rejects.toMatchObject({ message: 'Favicon must be 128 KB or smaller' });
  expect(BRAND_ASSET_MESSAGES.size('favicon')).toBe('Favicon must be 128 KB or smaller');
  const after = await tenantConfig(db, admin.tenantId);
  expect(after.favicon_url).toBe(before.favicon_url);
  expect(after.logo_url).toBe('');
  // Exactly at the limit is fine.
  await expect(
    uploadBrandAsset(db, { ...admin, kind: 'favicon', bytes: pad(128 * 1024) }),
  ).resolves.toBeDefined();
});

it("does not let tenant B's admin replace tenant A's logo or read A's images as B's", async () => {
  const a = await workspace();
  const b = await workspace();
  const aConfig = await uploadBrandAsset(db, { ...a, kind: 'logo', bytes: PNG });
  await expect(
    uploadBrandAsset(db, { ...b, tenantId: a.tenantId, kind: 'logo', bytes: JPEG }),
  ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  expect((await tenantConfig(db, a.tenantId)).logo_url).toBe(aConfig.logo_url);
  expect(await assetsOf(a.tenantId)).toHaveLength(1);

  // A's image is not B's: asking under B's id finds nothing, and B's rows never show A's.
  const sha = aConfig.logo_url.split('/').pop()!;
  await expect(publicBrandAsset(db, b.tenantId, sha)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
  const seenByB = await db.tenantTransaction(b.tenantId, (tx) =>
    tx.query('SELECT 1 FROM brand_assets'),
  );
  expect(seenByB.rowCount).toBe(0);
  // And B cannot point its own logo at A's image.
  await expect(
    updateBrand(db, {
      ...b,
      name: 'B',
      supportEmail: '',
      logoUrl: aConfig.logo_url,
      faviconUrl: '',
      brandColor: '',
      defaultLocale: '',
    }),
  ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
});

it('forgets a replaced or removed image', async () => {
  const admin = await workspace();
  const first = await uploadBrandAsset(db, { ...admin, kind: 'logo', bytes: PNG });
  const second = await uploadBrandAsset(db, { ...admin, kind: 'logo', bytes: JPEG });
  expect(second.logo_url).not.toBe(first.logo_url);
  await expect(
    publicBrandAsset(db, admin.tenantId, first.logo_url.split('/').pop()!),
  ).rejects.toMatchObject({ code: 'NOT_FOUND' });

  // Remove on Brand & Legal saves an empty logo URL.
  await updateBrand(db, {
    ...admin,
    name: second.name,
    supportEmail: '',
    logoUrl: '',
    faviconUrl: '',
    brandColor: '',
    defaultLocale: '',
  });
  expect(await assetsOf(admin.tenantId)).toEqual([]);
});

it('refuses an upload from someone who is not an admin of the tenant', async () => {
  const admin = await workspace();
  await expect(
    uploadBrandAsset(db, { ...admin, actorId: randomUUID(), kind: 'logo', bytes: PNG }),
  ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  expect(await assetsOf(admin.tenantId)).toEqual([]);
});
