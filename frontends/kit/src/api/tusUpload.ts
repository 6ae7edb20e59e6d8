/**
 * The tus half of `startUpload` (./uploads.ts), loaded together with tus-js-client (14 KiB
 * compressed) when an upload starts: neither belongs in the kit's shared chunk, which every
 * page, sign-in and landing included, downloads.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import type { ApiClient } from './client';

/** Waits between retries: each retry asks the server's offset first (HEAD), then resumes. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** Bytes per PATCH: a dropped connection loses at most what was in flight. */
const CHUNK_BYTES = 8 * 1024 * 1024;

function messageOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const body = response?.getBody();
  if (body) {
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      return body.slice(0, 200);
    }
  }
  return response ? `The server answered ${response.getStatus()}` : 'Network error';
}

export interface TusUploadRequest {
  api: ApiClient;
  file: File;
  metadata: Record<string, string>;
  tenantId: string | null;
  onProgress?: (sent: number, total: number) => void;
}

/** Starts (or resumes) the upload; `done` resolves with the stored file's id. */
export function runTusUpload(request: TusUploadRequest): { done: Promise<string>; upload: Upload } {
  const { api, file, metadata, tenantId } = request;
  let fileId = '';
  let upload!: Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: new URL('/api/files/uploads', globalThis.location?.href ?? 'http://localhost/')
        .href,
      metadata,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      // Resuming is for the same file with the same recipients in the same tenant only: an
      // unfinished upload of this file for someone else must not be taken for this one.
      fingerprint: async (source) =>
        [
          'portico',
          tenantId ?? '',
          (source as File).name,
          (source as File).size,
          (source as File).lastModified,
          JSON.stringify(metadata),
        ].join('|'),
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (req) => {
        for (const [name, value] of Object.entries(await api.sessionHeaders(tenantId)))
          req.setHeader(name, value);
      },
      onAfterResponse: (_req, response) => {
        const id = response.getHeader('Upload-File-Id');
        if (id) fileId = id;
      },
      onProgress: (sent, total) => request.onProgress?.(sent, total),
      onSuccess: () => resolve(fileId),
      onError: (error) => reject(new Error(messageOf(error))),
    });
  });
  upload
    .findPreviousUploads()
    .then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    })
    .catch(() => upload.start());
  return { done, upload };
}
