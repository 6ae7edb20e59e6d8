/** Folders as content describes them, in their HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import { toFile } from '../files/map';
import type { FolderListingSchema, FolderSchema } from './schemas';

export const toFolder = (folder: contentV1.Folder__Output): z.input<typeof FolderSchema> => ({
  id: folder.id,
  parent_id: folder.parent_id || null,
  name: folder.name,
  owner_user_id: folder.owner_user_id || null,
  roles: folder.roles,
  created_by: folder.created_by,
  created_at: folder.created_at,
  updated_at: folder.updated_at,
});

export const toFolderListing = (
  listing: contentV1.FolderListing__Output,
): z.input<typeof FolderListingSchema> => ({
  folder: listing.folder ? toFolder(listing.folder) : null,
  breadcrumbs: listing.breadcrumbs.map(toFolder),
  folders: listing.folders.map(toFolder),
  files: listing.files.map(toFile),
  total_files: listing.total_files,
});
