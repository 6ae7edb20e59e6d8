/**
 * File uploads through the gateway's tus endpoint (POST/HEAD/PATCH /api/files/uploads): the
 * bytes go in chunks straight from the file, progress is reported as they leave, and a dropped
 * connection resumes from the offset the server holds instead of starting over.
 */
import type { ApiClient } from './client';

export interface UploadFields {
  title?: string;
  /** Recipient (admins); empty: the uploader. */
  userId?: string;
  assignedRoles?: string[];
  tags?: string[];
  message?: string;
  notify?: boolean;
  /** Into this file request (its client only). */
  requestId?: string;
  /** The next version of this file. */
  fileId?: string;
  /** A new file in this folder. */
  folderId?: string;
}

export interface UploadHandle {
  /** Resolves with the stored file's id; rejects with the server's message. */
  done: Promise<string>;
  abort(): void;
}

export function startUpload(
  api: ApiClient,
  file: File,
  fields: UploadFields,
  options: { tenantId: string | null; onProgress?: (sent: number, total: number) => void },
): UploadHandle {
  let upload: { abort(): Promise<void> } | undefined;
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
  if (fields.requestId) metadata.request_id = fields.requestId;
  if (fields.fileId) metadata.file_id = fields.fileId;
  if (fields.folderId) metadata.folder_id = fields.folderId;
  // The tus code and tus-js-client load with the first upload (./tusUpload.ts).
  const done = import('./tusUpload').then(({ runTusUpload }) => {
    if (aborted) return new Promise<string>(() => undefined);
    const started = runTusUpload({ api, file, metadata, ...options });
    upload = started.upload;
    return started.done;
  });
  const abort = () => {
    aborted = true;
    void upload?.abort();
  };
  return { done, abort };
}
