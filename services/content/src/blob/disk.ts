/** Blob storage on local disk: objects under `root`, tus uploads under `root/.uploads`. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { importEsm } from '../esm';
import type { BlobStorage } from './storage';

type FileStoreModule = typeof import('@tus/file-store', { with: { 'resolution-mode': 'import' } });

export async function diskStorage(
  root: string,
  options: { expireAfterMs?: number } = {},
): Promise<BlobStorage> {
  const { FileStore } = await importEsm<FileStoreModule>('@tus/file-store');
  const uploadsDir = path.join(root, '.uploads');
  const uploadStore = new FileStore({
    directory: uploadsDir,
    expirationPeriodInMilliseconds: options.expireAfterMs ?? 0,
  });

  /** The path of a key, refusing any key that would leave `root`. */
  const pathOf = (key: string): string => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep) || key.startsWith('.'))
      throw new Error(`Object key outside storage: ${key}`);
    return resolved;
  };

  return {
    driver: 'disk',
    uploadStore,
    async readUpload(uploadId) {
      return createReadStream(path.join(uploadsDir, path.basename(uploadId)));
    },
    async adoptUpload(uploadId, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(uploadsDir, path.basename(uploadId)), target);
      await uploadStore.configstore.delete(uploadId);
    },
    async discardUpload(uploadId) {
      await rm(path.join(uploadsDir, path.basename(uploadId)), { force: true });
      await uploadStore.configstore.delete(uploadId);
    },
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
