/**
 * Content's HTTP listener (UPLOAD_PORT), reached only through the gateway:
 *
 *   /uploads[/<id>]      tus 1.0 (POST, HEAD, PATCH, DELETE, OPTIONS); every request but
 *                        OPTIONS carries an Upload-Grant header content signed
 *   GET /downloads/<g>   streams a file for a download grant, as an attachment
 *
 * Nothing is stored before the grant checks out, Upload-Length fits the grant's limit and the
 * first bytes pass the type allowlist.
 */
import http from 'node:http';
import { finished, type Readable } from 'node:stream';
import { isDatabaseUnreachable, isDomainError, type Database, type Logger } from '@portico/kit';
import type { DataStore, Locker, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import { StorageFull, type BlobStorage } from '../blob/storage';
import { verifyGrant, type UploadGrantClaims, type UploadIntent } from '../domain/grants';
import { importEsm } from '../esm';
import {
  completeUpload,
  STORAGE_FULL,
  UploadRefused,
  type BytesSeen,
  type CompletionDeps,
} from './complete';
import { serveDownload } from './downloads';
import { allowedContentType, TYPE_NOT_ALLOWED } from './fileTypes';
import { inspectOnTheWay } from './inspectOnTheWay';
import {
  carriesWholeUpload,
  mayCarryWholeUpload,
  patchWholeUpload,
  type WholeUploadDeps,
} from './wholeUpload';
import type { Scanner } from './scanner';

export const GRANT_HEADER = 'upload-grant';
/** Sent with the final PATCH answer: the id of the file the upload became. */
export const FILE_ID_HEADER = 'Upload-File-Id';

export interface UploadServerDeps {
  db: Database;
  storage: BlobStorage;
  scanner: Scanner;
  locker: Locker;
  grantSecret: string;
  /** The service-wide upload size limit (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Where the gateway serves /uploads, for the Location header the browser follows. */
  publicPath: string;
  logger?: Logger;
}

const NO_GRANT = new UploadRefused(401, 'A valid upload grant is required');
export const UPLOADS_UNAVAILABLE = 'Uploads are not available right now. Please try again shortly.';
const NOT_YOURS = new UploadRefused(404, 'Upload not found');

type Tus = typeof import('@tus/server', { with: { 'resolution-mode': 'import' } });

const encodeIntent = (intent: UploadIntent) =>
  Buffer.from(JSON.stringify(intent)).toString('base64url');
const decodeIntent = (text: string): UploadIntent =>
  JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as UploadIntent;

function grantOf(secret: string, header: string | null | undefined): UploadGrantClaims {
  const claims = header ? verifyGrant(secret, header, 'upload') : undefined;
  if (!claims) throw NO_GRANT;
  return claims;
}

/**
 * The upload store with the type check in front of the first byte written. An upload's first
 * request is hashed on its way to the store; when it carried the whole upload, what was seen
 * is kept in `seenWhole` for its completion, which then need not read the bytes back
 * (complete.ts).
 */
function typeCheckedStore(
  store: DataStore,
  storage: BlobStorage,
  seenWhole: Map<string, BytesSeen>,
): DataStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'write') {
        return async (readable: Readable, id: string, offset: number) => {
          if (offset !== 0) return target.write(readable, id, offset);
          const upload = await target.getUpload(id);
          const name = upload.metadata?.fileName ?? '';
          const inspection = inspectOnTheWay(async (head) => {
            if (!(await allowedContentType(head, name)))
              throw new UploadRefused(415, TYPE_NOT_ALLOWED);
          });
          // A source that fails or is cut off (a dropped request, one that let its upload go to
          // a newer one) ends the write, so the lock is given back and the bytes kept.
          finished(readable, (error) => {
            if (error) inspection.stream.destroy(error);
          });
          // A store may stop reading at the first failure and report its own (S3's does), so
          // the inspection's refusal is kept here and told rather than the store's.
          let refusal: unknown;
          inspection.stream.on('error', (error) => (refusal ??= error));
          let written: number;
          try {
            written = await target.write(readable.pipe(inspection.stream), id, offset);
          } catch (error) {
            readable.unpipe(inspection.stream);
            if (!(refusal instanceof UploadRefused)) throw error;
            // Refused by its first bytes: nothing of it was written, and nothing is kept.
            await storage.discardUpload(id);
            throw refusal;
          }
          if (written === upload.size) seenWhole.set(id, inspection.seen());
          return written;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface UploadServer {
  http: http.Server;
  /** Removes unfinished uploads past the store's expiry; returns how many. */
  cleanUpExpired(): Promise<number>;
}

export async function createUploadServer(deps: UploadServerDeps): Promise<UploadServer> {
  const tus = await importEsm<Tus>('@tus/server');
  const completion: CompletionDeps = { db: deps.db, storage: deps.storage, scanner: deps.scanner };

  // Uploads written whole since their last request, until their completion takes them.
  const seenWhole = new Map<string, BytesSeen>();
  const store = typeCheckedStore(deps.storage.uploadStore, deps.storage, seenWhole);

  /** A complete upload becomes a file; the answer's headers name it. */
  async function finish(upload: Upload): Promise<Record<string, string>> {
    const meta = upload.metadata ?? {};
    const seen = seenWhole.get(upload.id);
    seenWhole.delete(upload.id);
    const file = await completeUpload(
      completion,
      { id: upload.id, size: upload.size ?? upload.offset },
      { tid: meta.tid ?? '', uid: meta.uid ?? '' },
      decodeIntent(meta.intent ?? ''),
      seen,
    );
    return { [FILE_ID_HEADER]: file.id, 'Access-Control-Expose-Headers': FILE_ID_HEADER };
  }

  /** Our refusals as status and text; undefined leaves tus's own (its protocol errors). */
  function refusalOf(error: unknown): { status_code: number; body: string } | undefined {
    if (error instanceof UploadRefused) return { status_code: error.status_code, body: error.body };
    // The store already discarded the upload that ran out of room (blob/disk.ts).
    if (error instanceof StorageFull) {
      deps.logger?.warn({ err: error }, 'upload refused: storage full');
      return { status_code: 507, body: STORAGE_FULL };
    }
    // The database is away (restarting): the upload lock or the file row cannot be written
    // now. 503, so the browser tries again; what arrived is kept for it to resume.
    if (isDatabaseUnreachable(error) || (isDomainError(error) && error.code === 'UNAVAILABLE')) {
      deps.logger?.warn({ err: error }, 'upload paused: the database is not available');
      return { status_code: 503, body: UPLOADS_UNAVAILABLE };
    }
    if (!(error instanceof Object && 'status_code' in error))
      deps.logger?.error({ err: error }, 'upload failed');
    return undefined;
  }

  const wholeUploads: WholeUploadDeps = {
    store,
    locker: deps.locker,
    finish,
    refusal(error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      // One of tus's protocol errors (they carry their status and text), or our fault.
      const known = error as Partial<UploadRefused>;
      return typeof known.status_code === 'number' && typeof known.body === 'string'
        ? { status_code: known.status_code, body: known.body }
        : { status_code: 500, body: 'Internal error' };
    },
  };

  const server = new tus.Server({
    path: '/uploads',
    datastore: store,
    locker: deps.locker,
    relativeLocation: true,
    generateUrl: (_req, { id }) => `${deps.publicPath}/${id}`,
    // OPTIONS asks without a grant: it learns the service-wide limit; POST without one is
    // refused in onUploadCreate.
    maxSize: (req) => {
      const header = req.headers.get(GRANT_HEADER);
      return header ? grantOf(deps.grantSecret, header).max : deps.maxBytes;
    },
    async onUploadCreate(req, upload: Upload) {
      const claims = grantOf(deps.grantSecret, req.headers.get(GRANT_HEADER));
      if (claims.purpose !== 'create' || !claims.intent) throw NO_GRANT;
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw new UploadRefused(400, 'Upload-Length is required');
      return {
        metadata: {
          tid: claims.tid,
          uid: claims.uid,
          fileName: claims.intent.fileName,
          intent: encodeIntent(claims.intent),
        },
      };
    },
    async onUploadFinish(_req, upload: Upload) {
      return { headers: await finish(upload) };
    },
    onResponseError: (_req, error) => refusalOf(error),
  });

  /** HEAD, PATCH and DELETE need a grant of the same tenant and user as the upload's creator. */
  async function authorizeExisting(req: http.IncomingMessage, id: string): Promise<Upload> {
    const claims = grantOf(deps.grantSecret, req.headers[GRANT_HEADER] as string | undefined);
    const upload = await deps.storage.uploadStore.getUpload(id).catch(() => undefined);
    if (!upload || upload.metadata?.tid !== claims.tid || upload.metadata?.uid !== claims.uid)
      throw NOT_YOURS;
    return upload;
  }

  const refuse = (res: http.ServerResponse, error: unknown) => {
    if (res.headersSent) return res.destroy();
    const refusal =
      error instanceof UploadRefused ? error : new UploadRefused(500, 'Internal error');
    if (!(error instanceof UploadRefused))
      deps.logger?.error({ err: error }, 'content http failed');
    res.writeHead(refusal.status_code, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(refusal.body);
  };

  const listener = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://content');
    const downloadMatch = /^\/downloads\/([\w.-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && downloadMatch) {
      serveDownload(deps, res, downloadMatch[1]!, url.searchParams.get('inline') === '1').catch(
        (e) => refuse(res, e),
      );
      return;
    }
    const uploadMatch = /^\/uploads(?:\/([\w-]+))?\/?$/.exec(url.pathname);
    if (!uploadMatch || req.method === 'GET')
      return refuse(res, new UploadRefused(404, 'Not found'));
    const id = uploadMatch[1];
    const checked =
      req.method === 'OPTIONS' || req.method === 'POST' || !id
        ? Promise.resolve(undefined)
        : authorizeExisting(req, id);
    checked.then(
      (upload) =>
        upload && mayCarryWholeUpload(req) && carriesWholeUpload(req, upload)
          ? patchWholeUpload(wholeUploads, req, res, upload)
          : server.handle(req, res),
      (error) => {
        req.resume();
        refuse(res, error);
      },
    );
  });
  return { http: listener, cleanUpExpired: () => server.cleanUpExpiredUploads() };
}
