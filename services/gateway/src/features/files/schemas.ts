/** The HTTP shape of a file (the public API answers the same). */
import { z } from 'zod';

export const FileSchema = z
  .object({
    id: z.string(),
    tenant_id: z.string(),
    user_id: z.string(),
    title: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number(),
    size_display: z.string().describe('"1.5 MB": units B, KB, MB, GB'),
    uploaded_by: z.string(),
    assigned_roles: z.array(z.string()),
    tags: z.array(z.string()),
    message: z.string(),
    origin: z.enum(['uploaded', 'from_admin']).describe("'Uploaded' or 'From Admin'"),
    scan_status: z.string(),
    opened_at: z.string().describe('Empty until the recipient first opens it'),
    created_at: z.string(),
    folder_id: z.string().nullable().describe('The folder it is in; null when in none'),
    version: z.number().int().describe('The newest version’s number, which the file shows'),
    sha256: z.string().describe('The newest version’s SHA-256'),
  })
  .meta({ id: 'File' });

export const FileVersionSchema = z
  .object({
    id: z.string(),
    file_id: z.string(),
    number: z.number().int(),
    uploaded_by: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number(),
    size_display: z.string(),
    sha256: z.string(),
    scan_status: z.string(),
    created_at: z.string(),
    current: z.boolean().describe('The version the file shows (the newest)'),
  })
  .meta({ id: 'FileVersion' });
