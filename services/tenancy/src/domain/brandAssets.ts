/**
 * Uploaded logos and favicons (Brand & Legal, docs/product.md §2). The image type is decided by the
 * bytes' magic numbers, never by the name or content type the uploader sent. SVG is refused
 * rather than served sandboxed: an SVG is a document that can carry script and links, and a
 * logo has no need of either; PNG, JPEG, WebP and ICO are pixels only. Stored bytes are served
 * publicly under a URL naming the tenant and the bytes' SHA-256, which the tenant's logo or
 * favicon URL then holds, so the shell, the sign-in page and emails all show it at once.
 */
import { createHash } from 'node:crypto';
import { invalid, notFound, type Database, type Tx } from '@portico/kit';
import { BRAND_IMAGE_MAX_BYTES, BRAND_IMAGE_MESSAGES, type BrandImageKind } from '@portico/rules';
import { publishAudit } from '../events/publish';
import {
  deleteUnusedBrandAssets,
  findBrandAsset,
  insertBrandAsset,
  setTenantBrandAssetUrl,
} from '../store/brandAssets';
import { findTenant } from '../store/tenants';
import { ACCESS_MESSAGES } from './access';
import { authoriseActor } from './members';
import { tenantConfig, type TenantConfigView } from './tenantConfig';

export type BrandAssetKind = BrandImageKind;

export const BRAND_ASSET_MESSAGES = {
  ...BRAND_IMAGE_MESSAGES,
  notFound: 'Image not found',
} as const;

export const BRAND_ASSET_PATH = '/api/public/brand-assets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHA256 = /^[0-9a-f]{64}$/;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type the bytes are, among those a brand image may be; undefined otherwise. */
export function sniffImageType(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF container whose form type is WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  // ICONDIR: reserved 0, type 1 (icon), at least one 16-byte directory entry present.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) {
    const count = bytes.length >= 6 ? bytes.readUInt16LE(4) : 0;
    if (count >= 1 && bytes.length >= 6 + 16 * count) return 'image/x-icon';
  }
  return undefined;
}

/** The public URL of a stored asset; relative, so it works on every host the portal has. */
export const brandAssetUrl = (tenantId: string, sha256: string) =>
  `${BRAND_ASSET_PATH}/${tenantId}/${sha256}`;

/** The hash a URL names when it is one of this tenant's asset URLs; null otherwise. */
export function brandAssetShaOf(url: string, tenantId: string): string | null {
  const prefix = `${BRAND_ASSET_PATH}/${tenantId}/`;
  if (!url.startsWith(prefix)) return null;
  const sha = url.slice(prefix.length);
  return SHA256.test(sha) ? sha : null;
}

/** Keeps only the assets the tenant's logo and favicon URLs still name. */
export async function pruneBrandAssets(
  tx: Tx,
  tenantId: string,
  urls: readonly string[],
): Promise<void> {
  const keep = urls.map((u) => brandAssetShaOf(u, tenantId)).filter((s): s is string => !!s);
  await deleteUnusedBrandAssets(tx, tenantId, keep);
}

export interface BrandAssetUpload {
  tenantId: string;
  actorId: string;
  impersonatorId?: string;
  actorIsSuperAdmin: boolean;
  kind: string;
  bytes: Buffer;
}

function validUpload(kind: string, bytes: Buffer): { kind: BrandAssetKind; contentType: string } {
  if (kind !== 'logo' && kind !== 'favicon') throw invalid(BRAND_ASSET_MESSAGES.kind, 'kind');
  if (bytes.length > BRAND_IMAGE_MAX_BYTES[kind])
    throw invalid(BRAND_ASSET_MESSAGES.size(kind), 'too_large');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw invalid(BRAND_ASSET_MESSAGES.type(kind), 'image_type');
  return { kind, contentType };
}

/** An admin's upload becomes the tenant's logo or favicon, in one audited transaction. */
export async function uploadBrandAsset(
  db: Database,
  upload: BrandAssetUpload,
): Promise<TenantConfigView> {
  const { kind, contentType } = validUpload(upload.kind, upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const url = brandAssetUrl(upload.tenantId, sha256);
  await db.tenantTransaction(upload.tenantId, async (tx) => {
    await authoriseActor(tx, upload);
    const tenant = await findTenant(tx, upload.tenantId);
    if (!tenant) throw notFound(ACCESS_MESSAGES.tenantNotFound, 'tenant_not_found');
    await insertBrandAsset(tx, {
      tenantId: upload.tenantId,
      sha256,
      contentType,
      bytes: upload.bytes,
      by: upload.actorId,
    });
    await setTenantBrandAssetUrl(tx, upload.tenantId, kind, url);
    const other = kind === 'logo' ? tenant.favicon_url : tenant.logo_url;
    await pruneBrandAssets(tx, upload.tenantId, [url, other ?? '']);
    await publishAudit(tx, {
      actorUserId: upload.actorId,
      impersonatorUserId: upload.impersonatorId,
      action: `tenant.${kind}_uploaded`,
      entityType: 'tenant',
      entityId: upload.tenantId,
      tenantId: upload.tenantId,
      details: { sha256, content_type: contentType, bytes: upload.bytes.length },
      at: new Date(),
    });
  });
  return tenantConfig(db, upload.tenantId);
}

/** A stored asset for anyone (logos show on sign-in pages); not found for any bad name. */
export async function publicBrandAsset(
  db: Database,
  tenantId: string,
  sha256: string,
): Promise<{ content_type: string; data: Buffer }> {
  const found =
    UUID.test(tenantId) && SHA256.test(sha256)
      ? await db.tenantTransaction(tenantId, (tx) => findBrandAsset(tx, tenantId, sha256))
      : null;
  if (!found) throw notFound(BRAND_ASSET_MESSAGES.notFound, 'brand_asset_not_found');
  return { content_type: found.content_type, data: found.bytes };
}
