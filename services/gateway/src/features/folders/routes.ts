/**
 * Folders (issue 28 item 3): per-client and role-shared folders, nested, browsed by the Admin
 * Files and Your Files screens. Who sees a folder follows its audience, decided in content;
 * staff (admins) organise. A client named as a folder's audience must be a member here.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { requireActiveMembers } from '../../shared/members';
import { toFolder, toFolderListing } from './map';
import { FolderListingSchema, FolderSchema } from './schemas';

const TAG = 'Folders';
const folderId = z.uuid({ error: 'Folder not found' });
/** Content says what is wrong with a name ('/', control characters, repeats) in its words. */
const name = z.string({ error: 'Give the folder a name' }).max(500);
const page = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

export const folderRoutes = [
  route({
    method: 'GET',
    path: '/api/folders',
    summary:
      'The top level as the caller may see it: folders for them (admins: all) and one page of the files in no folder',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: page,
    response: FolderListingSchema,
    handler: async ({ query, req, deps }) =>
      toFolderListing(
        await deps.services.content.ListFolder(
          { folder_id: '', limit: query.limit ?? 100, offset: query.offset ?? 0 },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/folders/:id',
    summary:
      'A folder’s breadcrumbs, its folders and one page of its files, newest first (404 when the caller may not see it)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: folderId }),
    query: page,
    response: FolderListingSchema,
    handler: async ({ params, query, req, deps }) =>
      toFolderListing(
        await deps.services.content.ListFolder(
          { folder_id: params.id, limit: query.limit ?? 100, offset: query.offset ?? 0 },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'POST',
    path: '/api/folders',
    status: 201,
    summary:
      'A folder: at the top level for one client (owner_user_id), for roles, or for staff only; below another, for its parent’s people',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        name,
        parent_id: folderId.nullable().optional(),
        owner_user_id: z.uuid({ error: 'Please select a client' }).nullable().optional(),
        roles: z.array(text(60)).max(20).optional(),
      })
      .strict(),
    response: FolderSchema,
    handler: async ({ body, req, deps }) => {
      if (body.owner_user_id)
        await requireActiveMembers(
          req,
          deps,
          [body.owner_user_id],
          'Please select a client of this workspace',
        );
      return toFolder(
        await deps.services.content.CreateFolder(
          {
            name: body.name,
            parent_id: body.parent_id ?? '',
            owner_user_id: body.owner_user_id ?? '',
            roles: body.roles ?? [],
          },
          callContext(req),
        ),
      );
    },
  }),

  route({
    method: 'PATCH',
    path: '/api/folders/:id',
    summary: 'Renames a folder (unique among its siblings)',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: folderId }),
    body: z.object({ name }).strict(),
    response: FolderSchema,
    handler: async ({ params, body, req, deps }) =>
      toFolder(
        await deps.services.content.RenameFolder(
          { id: params.id, name: body.name },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'PUT',
    path: '/api/folders/:id/parent',
    summary:
      'Moves a folder under another (never into itself or below itself) or to the top level (null); it takes its new parent’s people',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: folderId }),
    body: z.object({ parent_id: folderId.nullable() }).strict(),
    response: FolderSchema,
    handler: async ({ params, body, req, deps }) =>
      toFolder(
        await deps.services.content.MoveFolder(
          { id: params.id, parent_id: body.parent_id ?? '' },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/folders/:id',
    summary: 'Removes a folder and the folders below it; their files stay, in no folder',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: folderId }),
    handler: async ({ params, req, deps }) => {
      await deps.services.content.DeleteFolder({ id: params.id }, callContext(req));
    },
  }),
];
