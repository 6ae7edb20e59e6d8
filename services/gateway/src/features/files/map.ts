/** A file as content describes it, in its HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import type { FileSchema } from './schemas';

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
});
