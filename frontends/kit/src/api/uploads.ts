/**
 * File uploads through the gateway's tus endpoint (POST/HEAD/PATCH /api/files/uploads): the
 * bytes go in chunks straight from the file, progress is reported as they leave, and a dropped
 * connection resumes from the offset the server holds instead of starting over.
 */
// Types only: tus-js-client (14 KiB compressed) is loaded when an upload starts, not in the
// kit's shared chunk that every page, sign-in and landing included, downloads.
import type { DetailedError, Upload } from 'tus-js-client';
import type { ApiClient } from './client';

export interface UploadFields {
  title?: string;
  /** Recipient (admins); empty: the uploader. */
  userId?: string;
  assignedRoles?: string[];
  tags?: string[];
  message?: string;
  notify?: boolean;
}

export interface UploadHandle {
  /** Resolves with the stored file's id; rejects with the server's message. */
  done: Promise<string>;
  abort(): void;
}

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

export function startUpload(
  api: ApiClient,
  file: File,
  fields: UploadFields,
  options: { tenantId: string | null; onProgress?: (sent: number, total: number) => void },
): UploadHandle {
  let fileId = '';
  let upload: Upload | undefined;
  let aborted = false;
  const metadata: Record<string, string> = {
    filename: file.name,
    title: fields.title ?? '',
    assigned_roles: (fields.assignedRoles ?? []).join(','),
    tags: (fields.tags ?? []).join(','),
    message: fields.message ?? '',
    notify: fields.notify ? '1' : '0',
  };
  if (fields.userId) metadata.user_id = fields.userId;
  const done = new Promise<string>((resolve, reject) => {
    void import('tus-js-client').then(
      ({ Upload }) => {
        if (aborted) return;
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
              options.tenantId ?? '',
              (source as File).name,
              (source as File).size,
              (source as File).lastModified,
              JSON.stringify(metadata),
            ].join('|'),
          removeFingerprintOnSuccess: true,
          onBeforeRequest: async (request) => {
            for (const [name, value] of Object.entries(await api.sessionHeaders(options.tenantId)))
              request.setHeader(name, value);
          },
          onAfterResponse: (_request, response) => {
            const id = response.getHeader('Upload-File-Id');
            if (id) fileId = id;
          },
          onProgress: (sent, total) => options.onProgress?.(sent, total),
          onSuccess: () => resolve(fileId),
          onError: (error) => reject(new Error(messageOf(error))),
        });
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (previous[0]) upload!.resumeFromPreviousUpload(previous[0]);
            upload!.start();
          })
          .catch(() => upload!.start());
      },
      (cause: unknown) => reject(cause instanceof Error ? cause : new Error('Network error')),
    );
  });
  const abort = () => {
    aborted = true;
    void upload?.abort();
  };
  return { done, abort };
}
