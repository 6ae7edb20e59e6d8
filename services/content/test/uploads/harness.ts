/**
 * Content's upload listener on real PostgreSQL with either blob driver (disk, or s3rver as
 * the S3-compatible server), and a small tus 1.0 client speaking raw HTTP, so tests can stop
 * a transfer half-way like a dropped connection does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '@portico/kit';
import { diskStorage } from '../../src/blob/disk';
import { s3Storage } from '../../src/blob/s3';
import type { BlobStorage } from '../../src/blob/storage';
import { createUploadGrant, type FileDeps } from '../../src/domain/fileActions';
import type { Viewer } from '../../src/domain/access';
import { PgAdvisoryLocker } from '../../src/uploads/locker';
import { noScanner, type Scanner } from '../../src/uploads/scanner';
import { createUploadServer } from '../../src/uploads/server';
import { startS3StandIn, type S3StandIn } from '../../../../tooling/test-infra/s3';
import { contentTestDatabase } from '../support';

export type Driver = 'disk' | 's3';

export interface UploadStack {
  db: Database;
  storage: BlobStorage;
  files: FileDeps;
  port: number;
  /** Where the driver keeps bytes on this machine (disk root, or s3rver's directory). */
  dataDir: string;
  cleanUpExpired(): Promise<number>;
  close(): Promise<void>;
}

export async function startUploadStack(
  driver: Driver,
  options: { maxBytes?: number; scanner?: Scanner; expireAfterMs?: number } = {},
): Promise<UploadStack> {
  const database = await contentTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `content-${driver}-`));
  let s3: S3StandIn | undefined;
  let storage: BlobStorage;
  if (driver === 'disk')
    storage = await diskStorage(dataDir, { expireAfterMs: options.expireAfterMs });
  else {
    s3 = await startS3StandIn({ directory: dataDir });
    storage = await s3Storage({
      endpoint: s3.endpoint,
      bucket: 'portico-files',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      partSize: 5 * 1024 * 1024,
    });
  }
  const locker = new PgAdvisoryLocker({ url: database.url, max: 10 });
  await locker.start();
  const files: FileDeps = {
    db: database.db,
    storage,
    grantSecret: 'upload-test-secret',
    grantTtlSeconds: 600,
    uploadMaxBytes: options.maxBytes ?? 100 * 1024 * 1024,
    quotaFor: async () => 0,
  };
  const { http: server, cleanUpExpired } = await createUploadServer({
    db: database.db,
    storage,
    scanner: options.scanner ?? noScanner,
    locker,
    grantSecret: files.grantSecret,
    maxBytes: files.uploadMaxBytes,
    publicPath: '/api/files/uploads',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    db: database.db,
    storage,
    files,
    port: (server.address() as AddressInfo).port,
    dataDir,
    cleanUpExpired,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await locker.stop();
      if (s3) await s3.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PNG signature, header chunk and one image-data chunk of random bytes: `size` bytes in all. */
export function pngBytes(size: number): Buffer {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(Math.max(size - head.length - 8, 0));
  idat.write('IDAT', 4, 'ascii');
  return Buffer.concat([head, idat, randomBytes(Math.max(size - head.length - 8, 0))]);
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: Buffer | Readable,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

/** The tus calls the gateway would forward, each with the grant header. */
export function tus(port: number, grant: string) {
  const base = { 'Tus-Resumable': '1.0.0', 'Upload-Grant': grant };
  const idOf = (location: string) => location.split('/').pop()!;
  return {
    async create(length: number): Promise<{ answer: Answer; id: string }> {
      const answer = await request(port, 'POST', '/uploads', { ...base, 'Upload-Length': length });
      return { answer, id: answer.headers.location ? idOf(answer.headers.location) : '' };
    },
    head: (id: string) => request(port, 'HEAD', `/uploads/${id}`, base),
    patch: (id: string, offset: number, body: Buffer | Readable, length?: number) =>
      request(
        port,
        'PATCH',
        `/uploads/${id}`,
        {
          ...base,
          'Upload-Offset': offset,
          'Content-Type': 'application/offset+octet-stream',
          ...(length !== undefined || Buffer.isBuffer(body)
            ? { 'Content-Length': length ?? (body as Buffer).length }
            : {}),
        },
        body,
      ),
  };
}

/**
 * Starts a PATCH that sends `part` and then stalls like a dropped connection, and drops it
 * after the server has had time to store what arrived.
 */
/** A PATCH from byte 0 that claims all `total` bytes; the caller writes, ends or drops it. */
export function openWholePatch(
  port: number,
  grant: string,
  id: string,
  total: number,
): http.ClientRequest {
  return http.request({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path: `/uploads/${id}`,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Grant': grant,
      'Upload-Offset': 0,
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': total,
    },
  });
}

export async function patchThenDrop(
  port: number,
  grant: string,
  id: string,
  part: Buffer,
  total: number,
) {
  await new Promise<void>((resolve) => {
    const req = openWholePatch(port, grant, id, total);
    req.on('error', () => resolve());
    req.write(part, () => setTimeout(() => (req.destroy(), resolve()), 1500));
  });
}

export async function grantFor(
  files: FileDeps,
  tenantId: string,
  viewer: Viewer,
  fileName: string,
  size: number,
  extra: Partial<Parameters<typeof createUploadGrant>[3]> = {},
) {
  const grant = await createUploadGrant(files, tenantId, viewer, {
    purpose: 'create',
    title: '',
    fileName,
    sizeBytes: size,
    userId: '',
    assignedRoles: [],
    tags: [],
    message: '',
    notifyUser: false,
    ...extra,
  });
  return grant.grant;
}
