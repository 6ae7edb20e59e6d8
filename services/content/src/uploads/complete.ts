/**
 * A finished upload becomes a file: its bytes are read back once (hashed, type-checked and,
 * when clamd is configured, scanned on the way), moved to their final object key, durably
 * (blob/durableFile.ts), and only then is the metadata row written, with FileEvent.uploaded in
 * the same transaction: a file the portal lists survives a crash of the node.
 */
import { createHash, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '@portico/kit';
import { isNoSpace, StorageFull, type BlobStorage } from '../blob/storage';
import { fileLanded, REQUEST_CLOSED } from '../domain/fileRequestActions';
import { objectKey } from '../domain/files';
import type { UploadGrantClaims, UploadIntent } from '../domain/grants';
import { publishFileUploaded, publishVersionAdded } from '../events/publish';
import { supersedeOpenApprovals } from '../store/approvals';
import { insertFile, type FileRow } from '../store/files';
import { addVersion } from '../store/versions';
import { allowedContentType, SNIFF_BYTES, TYPE_NOT_ALLOWED } from './fileTypes';
import type { Scanner, ScanVerdict } from './scanner';

export interface CompletionDeps {
  db: Database;
  storage: BlobStorage;
  scanner: Scanner;
}

/** A refusal tus sends to the client as status and body. */
export class UploadRefused {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {}
}

export const INFECTED = 'This file was flagged by the virus scanner and was not stored';
/** 507: the storage has no room (the upload was discarded, so a retry starts afresh). */
export const STORAGE_FULL =
  'There is no room to store this file right now. Please try again later.';

/** What was learnt of an upload's bytes while they were written in one go (server.ts). */
export interface BytesSeen {
  sha256: string;
  /** The first SNIFF_BYTES, for the type check. */
  head: Buffer;
}

/**
 * The hash, type sample and scan verdict of the stored bytes. Taken on the way in when the
 * upload arrived whole in one request and no scanner needs the bytes; otherwise the bytes are
 * read back once, hashed, sampled and scanned together.
 */
async function inspect(
  deps: CompletionDeps,
  upload: { id: string; size: number },
  seen: BytesSeen | undefined,
): Promise<{ sha256: string; head: Buffer; verdict: ScanVerdict }> {
  if (seen && deps.scanner.ignoresBytes) {
    return { ...seen, verdict: { status: 'not_scanned', reason: 'no_scanner' } };
  }
  const source = await deps.storage.readUpload(upload.id);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  const toScanner = new PassThrough();
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
  });
  source.on('error', (error) => toScanner.destroy(error));
  source.pipe(toScanner);
  let verdict;
  try {
    verdict = await deps.scanner.scan(toScanner, upload.size);
    // The hash and the type sample are complete only once every byte went by.
    await finished(source);
  } catch (error) {
    // A scanner that is configured but failing must not let files through unscanned.
    source.destroy();
    await deps.storage.discardUpload(upload.id);
    throw new UploadRefused(503, 'The virus scanner is not available. Please try again later.');
  }
  return { sha256: hash.digest('hex'), head, verdict };
}

export async function completeUpload(
  deps: CompletionDeps,
  upload: { id: string; size: number },
  owner: Pick<UploadGrantClaims, 'tid' | 'uid'>,
  intent: UploadIntent,
  seen?: BytesSeen,
): Promise<FileRow> {
  const { sha256, head, verdict } = await inspect(deps, upload, seen);
  const contentType = await allowedContentType(head, intent.fileName);
  if (verdict.status === 'infected' || !contentType) {
    await deps.storage.discardUpload(upload.id);
    throw new UploadRefused(
      verdict.status === 'infected' ? 422 : 415,
      contentType ? INFECTED : TYPE_NOT_ALLOWED,
    );
  }

  const id = randomUUID();
  const key = objectKey(owner.tid, intent.userId, intent.fileName, id);
  try {
    await deps.storage.adoptUpload(upload.id, key);
  } catch (error) {
    // Moving needs a folder for the tenant and user, which a full disk may not have room for.
    if (!(error instanceof StorageFull) && !isNoSpace(error)) throw error;
    await deps.storage.discardUpload(upload.id);
    throw new UploadRefused(507, STORAGE_FULL);
  }
  const scanStatus = verdict.status === 'clean' ? 'clean' : 'not_scanned';
  try {
    return await deps.db.tenantTransaction(owner.tid, async (tx) => {
      if (intent.versionOf) {
        // The next version of a file: open approval rounds of older versions end here.
        const added = await addVersion(tx, {
          id,
          tenant_id: owner.tid,
          file_id: intent.versionOf,
          uploaded_by: owner.uid,
          file_name: intent.fileName,
          content_type: contentType,
          size_bytes: upload.size,
          sha256,
          storage_key: key,
          scan_status: scanStatus,
        });
        if (!added) throw new UploadRefused(404, 'File not found');
        const superseded = await supersedeOpenApprovals(tx, added.file.id);
        await publishVersionAdded(tx, added.file, added.version, superseded);
        return added.file;
      }
      const file = await insertFile(tx, {
        id,
        tenant_id: owner.tid,
        user_id: intent.userId,
        uploaded_by: owner.uid,
        title: intent.title,
        file_name: intent.fileName,
        content_type: contentType,
        size_bytes: upload.size,
        sha256,
        storage_key: key,
        assigned_roles: intent.assignedRoles,
        tags: intent.tags,
        message: intent.message,
        scan_status: scanStatus,
        folder_id: intent.folderId ?? null,
      });
      // Into a file request: refused if it closed while the bytes were on their way.
      if (intent.requestId && !(await fileLanded(tx, intent.requestId, file)))
        throw new UploadRefused(422, REQUEST_CLOSED);
      await publishFileUploaded(tx, file, intent.notifyUser, intent.recipientEmail);
      return file;
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}
