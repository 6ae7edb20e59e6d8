/**
 * Blob storage on local disk: objects under `root`, tus uploads under `root/.uploads`. What it
 * acknowledges is on the disk: an upload's bytes are synced before their write answers, and a
 * file's new name before it is adopted, so the row content commits afterwards never points at
 * an empty or partial file after a crash (durableFile.ts).
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataStore, Upload } from '@tus/server' with { 'resolution-mode': 'import' };
import { importEsm } from '../esm';
import { DurableFileWriter, syncDirectoriesUpTo } from './durableFile';
import { isNoSpace, StorageFull, type BlobStorage } from './storage';

type FileStoreModule = typeof import('@tus/file-store', { with: { 'resolution-mode': 'import' } });

const NO_ROOM = 'the upload folder has no room left';

/**
 * tus's FileStore, except that a full disk is told apart from other failures: its `write`
 * reports every failure as the same generic error, and neither it nor `create` removes what it
 * began. Here the upload that ran out of room is discarded (bytes and bookkeeping) and
 * StorageFull is thrown, so the caller learns why and nothing partial stays behind. `write` is
 * FileStore's own (append at `offset`, answer the new offset) with that difference, and it
 * answers only once the bytes are synced to the disk: the offset it reports is kept.
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
          const file = new DurableFileWriter(fileOf(uploadId), { flags: 'r+', start: offset });
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
      const folder = path.dirname(target);
      const created = await mkdir(folder, { recursive: true });
      await rename(uploadFile(uploadId), target);
      // The new name, and any folder made for it, survive a crash before the row is written.
      await syncDirectoriesUpTo(folder, created ? path.dirname(created) : folder);
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
      const folder = path.dirname(target);
      const created = await mkdir(folder, { recursive: true });
      await pipeline(body, new DurableFileWriter(target, { flags: 'w' }));
      await syncDirectoriesUpTo(folder, created ? path.dirname(created) : folder);
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
