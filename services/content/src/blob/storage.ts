/**
 * Blob storage behind one interface, chosen by configuration: local disk (`.data/files`, the
 * `make up` default) or S3-compatible object storage. Bytes always move as streams.
 *
 * Uploads arrive through tus into the driver's `uploadStore` under a random upload id; when
 * one completes and passes its checks it is moved to its final object key
 * (`{tenantId}/{userId}/{uuid}-{safe name}`), so unfinished or refused bytes never sit
 * beside real files.
 */
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server' with { 'resolution-mode': 'import' };

export interface BlobStorage {
  readonly driver: 'disk' | 's3';
  /** Where tus keeps uploads until they complete. */
  readonly uploadStore: DataStore;
  /** The bytes of a completed tus upload, before it is adopted. */
  readUpload(uploadId: string): Promise<Readable>;
  /**
   * Moves a completed upload to its final key and forgets the upload; once it resolves, the
   * bytes are under the key even if the node crashes (the row is committed after it).
   */
  adoptUpload(uploadId: string, key: string): Promise<void>;
  /** Drops an upload's bytes and bookkeeping (refused, or abandoned). */
  discardUpload(uploadId: string): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Stores a stream of `length` bytes under `key`. */
  write(key: string, body: Readable, length: number): Promise<void>;
  /** Removes the object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * The storage has no room for these bytes (the disk is full, or its quota reached). The
 * upload that hit it is discarded by the driver before this is thrown, so nothing partial
 * stays behind; content answers 507 (uploads/server.ts).
 */
export class StorageFull extends Error {
  override readonly name = 'StorageFull';
}

/** The errors a filesystem gives when it has no room left: no space, or a quota reached. */
export const isNoSpace = (error: unknown): boolean => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};
