/**
 * A file's versions (issue 28 item 4) and where it is filed (item 3). An upload into a file
 * (`file_id` in the tus metadata of POST /api/files/uploads) makes its next version; these
 * routes list them, download any one, and move a file between folders. Who may do what is
 * content's rule.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { streamDownload } from '../../http/contentBytes';
import { toFile, toFileVersion } from './map';
import { contentUrl } from '../../shared/contentUrl';
import { FileSchema, FileVersionSchema } from './schemas';

const TAG = 'Files';
const fileId = z.uuid({ error: 'File not found' });

export const fileVersionRoutes = [
  route({
    method: 'GET',
    path: '/api/files/:id/versions',
    summary: 'Every version of a file, newest first: who uploaded it, when, its size and SHA-256',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: fileId }),
    response: z.object({ versions: z.array(FileVersionSchema) }),
    handler: async ({ params, req, deps }) => {
      const { versions } = await deps.services.content.ListFileVersions(
        { id: params.id },
        callContext(req),
      );
      return { versions: versions.map(toFileVersion) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/files/:id/versions/:versionId/download',
    summary: 'One version’s bytes, streamed as an attachment (?inline=1 as the file download)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: fileId, versionId: z.uuid({ error: 'Version not found' }) }),
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    streams: { out: 'application/octet-stream' },
    handler: async ({ params, query, req, res, deps }) => {
      const grant = await deps.services.content.CreateVersionDownloadGrant(
        { file_id: params.id, version_id: params.versionId },
        callContext(req),
      );
      const url = contentUrl(deps, grant.download_path.replace(/^\//, ''));
      if (query.inline === '1') url.searchParams.set('inline', '1');
      await streamDownload(res, url);
    },
  }),

  route({
    method: 'PUT',
    path: '/api/files/:id/folder',
    summary: 'Files a file in a folder (null: in none); staff only',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: fileId }),
    body: z.object({ folder_id: z.uuid({ error: 'Folder not found' }).nullable() }).strict(),
    response: FileSchema,
    handler: async ({ params, body, req, deps }) =>
      toFile(
        await deps.services.content.MoveFile(
          { id: params.id, folder_id: body.folder_id ?? '' },
          callContext(req),
        ),
      ),
  }),
];
