import type { ApiClient, components } from '@portico/frontend-kit';
import type { Intl } from '../i18n';

export type FileItem = components['schemas']['File'];

/**
 * Whether an admin gave the person this file: uploaded for them (`from_admin`) or shared with
 * their role, which the server stores under the admin's own name (`uploaded` to it).
 */
export const fromAdmin = (file: Pick<FileItem, 'origin' | 'assigned_roles'>) =>
  file.origin === 'from_admin' || file.assigned_roles.length > 0;

/** Fetches bytes through the signed-in client (session and tenant headers), as a Blob. */
async function blobOf(answer: Promise<{ data?: unknown; error?: unknown; response: Response }>) {
  const { data, error, response } = await answer;
  if (!response.ok || !(data instanceof Blob)) {
    // The server's reason when it gave one; downloadFailure words the rest.
    throw new Error((error as { error?: string } | undefined)?.error ?? '');
  }
  return data;
}

/** What to tell the person when a download fails: the server's reason, else 'Download failed'. */
export const downloadFailure = (intl: Intl, cause: unknown): string =>
  (cause instanceof Error && cause.message) || intl.formatMessage({ id: 'files.downloadFailed' });

/** Hands a Blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const fileBlob = (api: ApiClient, id: string, inline = false) =>
  blobOf(
    api.http.GET('/api/files/{id}/download', {
      params: { path: { id }, query: inline ? { inline: '1' } : {} },
      parseAs: 'blob',
    }),
  );

export async function downloadFile(api: ApiClient, file: FileItem): Promise<void> {
  saveBlob(await fileBlob(api, file.id), file.file_name);
}

/** 'Download selected': one zip of the chosen files, built by the server as it streams. */
export async function downloadZip(api: ApiClient, ids: string[]): Promise<void> {
  const blob = await blobOf(
    api.http.POST('/api/files/download', { body: { ids }, parseAs: 'blob' }),
  );
  saveBlob(blob, 'files.zip');
}

/** Only images and PDF are shown in place (the server keeps anything else an attachment). */
export const previewable = (file: FileItem) =>
  /^image\/(png|jpeg|gif|webp)$/.test(file.content_type) || file.content_type === 'application/pdf';

export type FileVersion = components['schemas']['FileVersion'];

/** One version's bytes (issue 28 item 4), under the name it was uploaded with. */
export async function downloadVersion(
  api: ApiClient,
  fileId: string,
  version: FileVersion,
): Promise<void> {
  const blob = await blobOf(
    api.http.GET('/api/files/{id}/versions/{versionId}/download', {
      params: { path: { id: fileId, versionId: version.id }, query: {} },
      parseAs: 'blob',
    }),
  );
  saveBlob(blob, version.file_name);
}
