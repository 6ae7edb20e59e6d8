/**
 * GET /downloads/<grant>: one file as an attachment, or (a zip grant) the selected files as
 * one zip built while it is sent, each file read from storage only when its turn comes.
 */
import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@portico/kit';
import type { BlobStorage } from '../blob/storage';
import { attachmentDisposition } from '../domain/files';
import { verifyGrant } from '../domain/grants';
import { importEsm } from '../esm';
import { findFile, findFiles, type FileRow } from '../store/files';
import { findVersion } from '../store/versions';
import { UploadRefused } from './complete';

type ArchiverModule = typeof import('archiver', { with: { 'resolution-mode': 'import' } });

export interface DownloadDeps {
  db: Database;
  storage: BlobStorage;
  grantSecret: string;
}

const NOT_FOUND = new UploadRefused(404, 'File not found');
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

const SAFE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Nothing served here may run script or load anything, even when opened directly.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
  'Cache-Control': 'private, no-store',
};

/** Names inside the zip: the file names, with " (2)", " (3)" … for repeats. */
function zipNames(files: FileRow[]): string[] {
  const used = new Map<string, number>();
  return files.map((file) => {
    const name = file.file_name.replace(/[\\/]/g, '_') || 'file';
    const count = (used.get(name) ?? 0) + 1;
    used.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

export async function serveDownload(
  deps: DownloadDeps,
  res: http.ServerResponse,
  token: string,
  inline: boolean,
): Promise<void> {
  const single = verifyGrant(deps.grantSecret, token, 'download');
  if (single) {
    const file = await deps.db.tenantTransaction(single.tid, async (tx) => {
      const found = await findFile(tx, single.fid);
      if (!found || !single.vid) return found;
      // An older version: its own bytes, type and name under the file's.
      const version = await findVersion(tx, single.vid);
      return version && version.file_id === found.id
        ? { ...found, ...version, id: found.id }
        : null;
    });
    if (!file) throw NOT_FOUND;
    const body = await deps.storage.read(file.storage_key).catch(() => {
      throw NOT_FOUND;
    });
    const asInline = inline && INLINE_TYPES.test(file.content_type);
    res.writeHead(200, {
      ...SAFE_HEADERS,
      'Content-Type': file.content_type,
      'Content-Length': file.size_bytes,
      'Content-Disposition': asInline ? 'inline' : attachmentDisposition(file.file_name),
    });
    await pipeline(body, res);
    return;
  }
  const zip = verifyGrant(deps.grantSecret, token, 'zip');
  if (!zip) throw NOT_FOUND;
  const files = await deps.db.tenantTransaction(zip.tid, (tx) => findFiles(tx, zip.fids));
  if (files.length !== zip.fids.length) throw NOT_FOUND;
  const { ZipArchive } = await importEsm<ArchiverModule>('archiver');
  // Already-compressed formats dominate uploads: store, do not deflate again.
  const archive = new ZipArchive({ store: true });
  res.writeHead(200, {
    ...SAFE_HEADERS,
    'Content-Type': 'application/zip',
    'Content-Disposition': attachmentDisposition('files.zip'),
  });
  const sent = pipeline(archive, res);
  const names = zipNames(files);
  for (const [index, file] of files.entries()) {
    const body = await deps.storage.read(file.storage_key);
    const done = new Promise<void>((resolve, reject) => {
      archive.once('entry', () => resolve());
      archive.once('error', reject);
    });
    archive.append(body, { name: names[index]!, date: file.created_at });
    await done;
  }
  await archive.finalize();
  await sent;
}
