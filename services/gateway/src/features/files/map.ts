/** A file as content describes it, in its HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import type { FileSchema, FileVersionSchema } from './schemas';

export const toFile = (file: contentV1.File__Output): z.input<typeof FileSchema> => ({
  id: file.id,
  tenant_id: file.tenant_id,
  user_id: file.user_id,
  title: file.title,
  file_name: file.file_name,
  content_type: file.content_type,
  size_bytes: Number(file.size_bytes),
  size_display: file.size_display,
  uploaded_by: file.uploaded_by,
  assigned_roles: file.assigned_roles,
  tags: file.tags,
  message: file.message,
  origin: file.origin === 'from_admin' ? 'from_admin' : 'uploaded',
  scan_status: file.scan_status,
  opened_at: file.opened_at,
  created_at: file.created_at,
  folder_id: file.folder_id || null,
  version: file.version,
  sha256: file.sha256,
});

export const toFileVersion = (
  version: contentV1.FileVersion__Output,
): z.input<typeof FileVersionSchema> => ({
  id: version.id,
  file_id: version.file_id,
  number: version.number,
  uploaded_by: version.uploaded_by,
  file_name: version.file_name,
  content_type: version.content_type,
  size_bytes: Number(version.size_bytes),
  size_display: version.size_display,
  sha256: version.sha256,
  scan_status: version.scan_status,
  created_at: version.created_at,
  current: version.current,
});
