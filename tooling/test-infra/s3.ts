/**
 * The S3 stand-in every test uses: s3rver (a real S3 wire-format server) with the bucket content
 * writes to, plus the one S3 call tus needs that s3rver 3.7 lacks (ListParts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  /** `http://<address>:<port>`, content's S3_ENDPOINT when the test reaches it directly. */
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export interface S3StandInOptions {
  /** Where s3rver keeps the objects. */
  directory: string;
  /** The address it listens on (127.0.0.1 by default). */
  address?: string;
  /** A port of the caller's choosing (0, the default: any free one). */
  port?: number;
}

/** s3rver holding the `portico-files` bucket, started. */
export async function startS3StandIn(options: S3StandInOptions): Promise<S3StandIn> {
  const server = new S3rver({
    port: options.port ?? 0,
    address: options.address ?? '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: 'portico-files', configs: [] }],
    // Content addresses buckets by path; s3rver would otherwise read a host name it is called by
    // (`minio` in a cluster) as a virtual-host bucket and answer NoSuchBucket.
    vhostBuckets: false,
  });
  addListParts(server);
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://${address.address}:${address.port}`,
    port: address.port,
    close: async () => {
      await server.close();
    },
  };
}

/**
 * s3rver 3.7 answers ListParts (GET ?uploadId=) with MethodNotAllowed; S3, MinIO and every
 * S3-compatible store implement it, and tus resumes S3 uploads with it. This adds it to the
 * test server from s3rver's own part files, ahead of its router.
 */
function addListParts(s3: S3rver): void {
  const app = s3 as unknown as {
    middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>>;
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  };
  app.middleware.unshift(async (ctx, next) => {
    const uploadId = new URL(ctx.url, 'http://s3').searchParams.get('uploadId');
    if (ctx.method !== 'GET' || !uploadId) return next();
    const [, bucket, ...key] = new URL(ctx.url, 'http://s3').pathname.split('/');
    const dir = path.join(app.store.getResourcePath(bucket!, undefined, 'uploads'), uploadId);
    const parts = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => /^\d+$/.test(name))
          .map(Number)
          .sort((a, b) => a - b)
      : [];
    const xml = parts
      .map((n) => {
        const size = statSync(path.join(dir, String(n))).size;
        const etag = readFileSync(path.join(dir, `${n}.md5`), 'utf8');
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${size}</Size></Part>`;
      })
      .join('');
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${xml}</ListPartsResult>`;
  });
}

interface KoaContext {
  method: string;
  url: string;
  type: string;
  body: unknown;
}
