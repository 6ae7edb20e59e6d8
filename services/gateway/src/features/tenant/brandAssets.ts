/**
 * Uploaded logos and favicons (Brand & Legal, docs/product.md §2). An admin sends the image's bytes as
 * the request body; the gateway caps them before reading them all (the declared length first,
 * then while reading), and tenancy decides the type from the bytes and stores them. The stored
 * image is public (sign-in pages and emails show it) at a URL naming tenant and SHA-256, so it
 * never changes and is cached for a year. Brand images are at most 512 KB, small enough for
 * one gRPC message; larger files go through content's byte listener instead.
 */
import type { Request } from 'express';
import { z } from 'zod';
import {
  AUDIENCES,
  BRAND_IMAGE_KINDS,
  BRAND_IMAGE_MAX_BYTES,
  BRAND_IMAGE_MESSAGES,
  type BrandImageKind,
} from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { RequestRefused } from '../../http/errors';
import { tenantConfigAnswer, TenantConfigSchema } from './routes';

const TAG = 'Tenant';

const MESSAGE: Record<BrandImageKind, string> = {
  logo: 'Logo saved',
  favicon: 'Favicon saved',
};

const tooLarge = (kind: BrandImageKind) =>
  new RequestRefused(BRAND_IMAGE_MESSAGES.size(kind), undefined, 'too_large', 413);

/** How much of a refused body is read and dropped, and for how long, before the connection goes. */
const REFUSED_BODY_LINGER = { bytes: 8 * 1024 * 1024, ms: 2_000 };

/**
 * What a sender still streams after its refusal is read and dropped for a moment, as nginx's
 * lingering close does: a connection closed with unread bytes is reset, and the reset can
 * reach the sender before the 413 does, so it would see a broken connection instead of the
 * message (or, as a fetch that sends its whole body before reading the answer, wait on it).
 * Past the bound, the connection is closed whatever the sender does: it cannot stream for ever.
 */
function dropRefusedBody(req: Request): void {
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(close, REFUSED_BODY_LINGER.ms);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_LINGER.bytes) close();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * The body, refused with 413 once it is known to exceed the kind's cap: at once when
 * Content-Length says so, otherwise as soon as the bytes read pass it. The rest is never kept
 * (dropRefusedBody).
 */
function readCapped(req: Request, kind: BrandImageKind): Promise<Buffer> {
  const max = BRAND_IMAGE_MAX_BYTES[kind];
  const refuse = () => {
    dropRefusedBody(req);
    return tooLarge(kind);
  };
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(refuse());
  // A JSON body was parsed (and consumed) by the JSON parser: it is no image.
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      stop();
      reject(refuse());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export const brandAssetRoutes = [
  route({
    method: 'PUT',
    path: '/api/tenant-config/:kind',
    summary:
      'Brand & Legal: an uploaded image (PNG, JPEG, WebP or ICO; logo ≤ 512 KB, favicon ≤ 128 KB) becomes the logo or favicon',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({
      kind: z.enum(BRAND_IMAGE_KINDS, { error: BRAND_IMAGE_MESSAGES.kind }),
    }),
    streams: { in: 'application/octet-stream' },
    response: TenantConfigSchema.extend({ message: z.string() }),
    handler: async ({ params, req, res, deps }) => {
      const bytes = await readCapped(req, params.kind);
      const config = await deps.services.tenancy.UploadBrandAsset(
        { kind: params.kind, data: bytes },
        callContext(req),
      );
      const answer = { message: MESSAGE[params.kind], ...tenantConfigAnswer(config) };
      // A streamed route answers itself (the machinery sends nothing after it).
      res.status(200).json(answer);
      return answer;
    },
  }),

  route({
    method: 'GET',
    path: '/api/public/brand-assets/:tenantId/:sha256',
    summary: 'An uploaded logo or favicon, as stored (the URL the tenant config holds)',
    tag: TAG,
    allow: 'public',
    params: z.object({ tenantId: text(64), sha256: text(64) }),
    streams: { out: 'image/*' },
    handler: async ({ params, req, res, deps }) => {
      const etag = `"${params.sha256}"`;
      const asset = await deps.services.tenancy.GetBrandAsset(
        { tenant_id: params.tenantId, sha256: params.sha256 },
        { requestId: req.id },
      );
      // The bytes at this URL never change: the hash names them.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', etag);
      // The type tenancy sniffed, never guessed again by the browser; and were the bytes ever
      // opened as a document, they could run nothing.
      res.setHeader('Content-Type', asset.content_type);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      // Emails show the logo from the mail client's origin.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.status(200).end(Buffer.from(asset.data));
    },
  }),
];
