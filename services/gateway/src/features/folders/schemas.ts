/** The HTTP shapes of folders and a folder's listing. */
import { z } from 'zod';
import { FileSchema } from '../files/schemas';

export const FolderSchema = z
  .object({
    id: z.string(),
    parent_id: z.string().nullable().describe('null at the top level'),
    name: z.string(),
    owner_user_id: z
      .string()
      .nullable()
      .describe('The client a per-client folder is for; null when shared by role or staff only'),
    roles: z.array(z.string()).describe('The roles a shared folder is for'),
    created_by: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Folder' });

export const FolderListingSchema = z
  .object({
    folder: FolderSchema.nullable().describe('null at the top level'),
    breadcrumbs: z.array(FolderSchema).describe('From the top-level folder down to the parent'),
    folders: z.array(FolderSchema),
    files: z.array(FileSchema),
    total_files: z.number().int().describe('Files the caller may see here; `files` is one page'),
  })
  .meta({ id: 'FolderListing' });
