/** Blob storage on local disk: objects under `root`, tus uploads under `root/.uploads`. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataStore, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import { importEsm } from '../esm';
import { isNoSpace, StorageFull, type BlobStorage } from './storage';

type FileStoreModule = typeof import('@tus/file-store', { with: { 'resolution-mode': 'import' } });

const NO_ROOM = 'the upload folder has no room left';
/** Bytes an upload's file stream holds before it waits for the disk (bench/README.md "Uploads"). */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/**
 * tus's FileStore, except that a full disk is told apart from other failures: its `write`
 * reports every failure as the same generic error, and neither it nor `create` removes what it
 * began. Here the upload that ran out of room is discarded (bytes and bookkeeping) and
 * StorageFull is thrown, so the caller learns why and nothing partial stays behind. `write` is
 * FileStore's own (append at `offset`, answer the new offset) with that difference.
 */
function roomCheckedStore(
  store: DataStore,
  fileOf: (uploadId: string) => string,
  discard: (uploadId: string) => Promise<void>,
): DataStore {
  const refuse = async (uploadId: string, error: unknown): Promise<never> => {
    if (!isNoSpace(error)) throw error;
    await discard(uploadId);
    throw new StorageFull(NO_ROOM);
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'create')
        return (upload: Upload) => target.create(upload).catch((e) => refuse(upload.id, e));
      if (property === 'write')
        return async (readable: Readable, uploadId: string, offset: number) => {
          // Large buffers, so the bytes that arrive while one write is on its way go to the
          // disk together (writev) rather than one 64 KiB socket read at a time.
          const file = createWriteStream(fileOf(uploadId), {
            flags: 'r+',
            start: offset,
            highWaterMark: WRITE_BUFFER_BYTES,
          });
          await pipeline(readable, file).catch((e: unknown) => refuse(uploadId, e));
          return offset + file.bytesWritten;
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function diskStorage(
  root: string,
  options: { expireAfterMs?: number } = {},
): Promise<BlobStorage> {
  const { FileStore } = await importEsm<FileStoreModule>('@tus/file-store');
  const uploadsDir = path.join(root, '.uploads');
  const fileStore = new FileStore({
    directory: uploadsDir,
    expirationPeriodInMilliseconds: options.expireAfterMs ?? 0,
  });
  const uploadFile = (uploadId: string) => path.join(uploadsDir, path.basename(uploadId));
  const discardUpload = async (uploadId: string) => {
    await rm(uploadFile(uploadId), { force: true });
    await fileStore.configstore.delete(uploadId);
  };

  /** The path of a key, refusing any key that would leave `root`. */
  const pathOf = (key: string): string => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep) || key.startsWith('.'))
      throw new Error(`Object key outside storage: ${key}`);
    return resolved;
  };

  return {
    driver: 'disk',
    uploadStore: roomCheckedStore(fileStore, uploadFile, discardUpload),
    async readUpload(uploadId) {
      return createReadStream(uploadFile(uploadId));
    },
    async adoptUpload(uploadId, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(uploadFile(uploadId), target);
      await fileStore.configstore.delete(uploadId);
    },
    discardUpload,
    async read(key) {
      const file = pathOf(key);
      await stat(file);
      return createReadStream(file);
    },
    async write(key, body: Readable) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(body, createWriteStream(target));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
