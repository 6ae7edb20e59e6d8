/**
 * The common PATCH: every byte of an upload in one request, from its first. @tus/server 2
 * turns each request body into a web stream and back (srvx's `Readable.toWeb`, then
 * `Readable.fromWeb`), which cost content about a third of its CPU per uploaded byte
 * (bench/README.md "Uploads"). This path does what tus's PATCH handler does for this one case,
 * through the same store (type check, hash), lock and completion, with the request itself as
 * the stream. Every other request (POST, HEAD, DELETE, a PATCH that resumes or carries part of
 * an upload) still goes to tus.
 */
import type http from 'node:http';
import type { DataStore, Locker, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import { UploadRefused } from './complete';

const TUS_RESUMABLE = '1.0.0';
/** How long a request asked to let go of its upload may go on writing (tus's own default). */
const LOCK_DRAIN_MS = 3000;

const EXPIRED = new UploadRefused(410, 'This upload has expired. Please start it again.');
const OFFSET_MOVED = new UploadRefused(409, 'Upload-Offset does not match the upload');

/** A tus PATCH from offset 0 that states its length, before its upload is looked at. */
export function mayCarryWholeUpload(req: http.IncomingMessage): boolean {
  const headers = req.headers;
  return (
    req.method === 'PATCH' &&
    headers['tus-resumable'] === TUS_RESUMABLE &&
    headers['content-type'] === 'application/offset+octet-stream' &&
    headers['upload-offset'] === '0' &&
    headers['upload-length'] === undefined &&
    /^\d+$/.test(headers['content-length'] ?? '')
  );
}

/** The request carries the whole of this upload, of which nothing has arrived yet. */
export function carriesWholeUpload(req: http.IncomingMessage, upload: Upload): boolean {
  return (
    upload.offset === 0 &&
    upload.size !== undefined &&
    upload.size > 0 &&
    Number(req.headers['content-length']) === upload.size
  );
}

export interface WholeUploadDeps {
  store: DataStore;
  locker: Locker;
  /** The upload has every byte: it becomes a file; resolves with headers for the answer. */
  finish(upload: Upload): Promise<Record<string, string>>;
  /** What the caller is told of a failure. */
  refusal(error: unknown): { status_code: number; body: string };
}

function answer(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body = '',
): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'Tus-Resumable': TUS_RESUMABLE,
    ...headers,
    ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
  });
  res.end(body);
}

/** Writes the request's bytes into `upload` and answers it; never rejects. */
export async function patchWholeUpload(
  deps: WholeUploadDeps,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upload: Upload,
): Promise<void> {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  const lock = deps.locker.newLock(upload.id);
  let drain: NodeJS.Timeout | undefined;
  let offset: number;
  try {
    // A newer request for this upload (the browser resuming after a drop this server has
    // not noticed yet) asks for the lock: this one stops writing soon, keeping what arrived.
    await lock.lock(gone.signal, () => {
      drain ??= setTimeout(() => req.destroy(), LOCK_DRAIN_MS);
    });
    try {
      const current = await deps.store.getUpload(upload.id);
      const expiresAfter = deps.store.getExpiration();
      const created = current.creation_date ? Date.parse(current.creation_date) : Date.now();
      if (expiresAfter > 0 && Date.now() > created + expiresAfter) throw EXPIRED;
      if (current.offset !== 0) throw OFFSET_MOVED;
      offset = await deps.store.write(req, upload.id, 0);
    } finally {
      clearTimeout(drain);
      await lock.unlock();
    }
    const headers: Record<string, string> = { 'Upload-Offset': String(offset) };
    upload.offset = offset;
    if (offset === upload.size) Object.assign(headers, await deps.finish(upload));
    answer(res, 204, headers);
  } catch (error) {
    // The caller went away mid-upload: what arrived stays for HEAD and a resuming PATCH.
    if (gone.signal.aborted || (req.destroyed && !req.complete)) return void res.destroy();
    const refusal = deps.refusal(error);
    // The rest of a refused body is not read: the connection closes after the answer.
    answer(res, refusal.status_code, { Connection: 'close' }, refusal.body);
  }
}
