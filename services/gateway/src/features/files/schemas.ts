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
  })
  .meta({ id: 'File' });
