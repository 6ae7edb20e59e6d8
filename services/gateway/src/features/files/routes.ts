/**
 * Files (docs/product.md §2 files pages, §6 visibility, §7 calls): listing, one file, download,
 * 'Download selected' as one zip, delete, and the upload path. Who sees what is content's rule;
 * these routes authenticate, resolve the tenant and pass the caller on. Bytes never cross gRPC:
 * the routes ask content for a grant, then stream to or from its HTTP listener
 * (http/contentBytes.ts).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { invalid } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { chargeRateLimit, RATE_LIMITS } from '../../auth/rateLimit';
import { callContext } from '../../auth/principal';
import { forwardTus, refuseNonTusBytes, streamDownload } from '../../http/contentBytes';
import type { GatewayDeps } from '../../deps';
import { contentUrl } from '../../shared/contentUrl';
import { toFile } from './map';
import { FileSchema } from './schemas';

const TAG = 'Files';

const FilesSchema = z.object({ files: z.array(FileSchema) });
const id = z.object({ id: z.uuid({ error: 'File not found' }) });

/** `?inline=1` previews an image or PDF in place; content keeps anything else an attachment. */
const downloadQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/** The form's fields, sent as tus `Upload-Metadata` (pairs of key and base64 value). */
const UploadFields = z.object({
  filename: z.string({ error: 'Choose a file' }).min(1, 'Choose a file').max(255),
  title: text(200).optional(),
  user_id: z.uuid({ error: 'Please select a user' }).optional(),
  assigned_roles: text(500).optional(),
  tags: text(500).optional(),
  message: text(2000).optional(),
  notify: z.enum(['0', '1', 'true', 'false']).optional(),
  file_id: z.uuid({ error: 'File not found' }).optional(),
  folder_id: z.uuid({ error: 'Folder not found' }).optional(),
  request_id: z.uuid({ error: 'File request not found' }).optional(),
});

function uploadMetadata(header: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    fields[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return fields;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function uploadFieldsOf(req: Request) {
  const parsed = UploadFields.safeParse(uploadMetadata(req.header('upload-metadata')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.message ?? 'Choose a file', 'upload_metadata');
  }
  const size = Number(req.header('upload-length'));
  if (!Number.isSafeInteger(size) || size < 0) throw invalid('Upload-Length is required', 'size');
  return { fields: parsed.data, size };
}

const uploadId = z.object({
  id: z.string().regex(/^[\w-]{1,200}$/, 'Upload not found'),
});

/**
 * The notify-user email's address: the recipient must be a member of the request's tenant
 * (an admin cannot make Portico email a stranger); content keeps no addresses, so the
 * gateway resolves it here and content carries it on FileUploaded.
 */
async function recipientEmail(req: Request, deps: GatewayDeps, userId: string): Promise<string> {
  const context = callContext(req);
  const { members } = await deps.services.tenancy.ListMembers({}, context);
  if (!members.some((m) => m.user_id === userId && m.status !== 'suspended'))
    throw invalid('Please select a user', 'recipient_not_member');
  const { users } = await deps.services.identity.GetUsers({ user_ids: [userId] }, context);
  return users.find((u) => u.id === userId)?.email ?? '';
}

/** The tus endpoint: the gateway authenticates and authorises before content stores a byte. */
function uploadRoutes() {
  return [
    route({
      method: 'POST',
      path: '/api/files/uploads',
      summary:
        'Starts a resumable upload (tus 1.0 creation): Upload-Length and Upload-Metadata (filename, title, user_id, assigned_roles, tags, message, notify; folder_id for a new file in a folder; file_id for a new version of that file; request_id for a file into a file request)',
      tag: TAG,
      allow: AUDIENCES.everyMember,
      streams: { in: 'application/offset+octet-stream' },
      handler: async ({ req, res, deps }) => {
        const { fields, size } = uploadFieldsOf(req);
        const notify = fields.notify === '1' || fields.notify === 'true';
        // Only a file for someone else is news to its recipient; an upload for oneself mails no one.
        const forOther = fields.user_id !== undefined && fields.user_id !== req.auth?.userId;
        const email = notify && forOther ? await recipientEmail(req, deps, fields.user_id!) : '';
        // Shared with a role and no one person: notifications mails each member holding it.
        if (notify && !forOther && listOf(fields.assigned_roles).length > 0)
          await chargeRateLimit(deps, req, RATE_LIMITS.notifyRole);
        const grant = await deps.services.content.CreateUploadGrant(
          {
            purpose: 'create',
            file_name: fields.filename,
            title: fields.title ?? '',
            size_bytes: size,
            user_id: fields.user_id ?? '',
            assigned_roles: listOf(fields.assigned_roles),
            tags: listOf(fields.tags),
            message: fields.message ?? '',
            notify_user: notify,
            recipient_email: email,
            file_id: fields.file_id ?? '',
            folder_id: fields.folder_id ?? '',
            request_id: fields.request_id ?? '',
          },
          callContext(req),
        );
        await forwardTus(req, res, contentUrl(deps, 'uploads'), grant.grant);
      },
    }),
    ...(['HEAD', 'PATCH'] as const).map((method) =>
      route({
        method,
        path: '/api/files/uploads/:id',
        summary:
          method === 'HEAD'
            ? 'How much of an upload arrived (tus: where to resume)'
            : 'Appends bytes to an upload at Upload-Offset (tus), streamed to storage',
        tag: TAG,
        allow: AUDIENCES.everyMember,
        params: uploadId,
        streams: { in: 'application/offset+octet-stream' },
        handler: async ({ params, req, res, deps }) => {
          refuseNonTusBytes(req);
          // A resume grant covers only this caller's own uploads in this tenant.
          const grant = await deps.services.content.CreateUploadGrant(
            { purpose: 'resume' },
            callContext(req),
          );
          await forwardTus(req, res, contentUrl(deps, `uploads/${params.id}`), grant.grant);
        },
      }),
    ),
  ];
}

export const fileRoutes = [
  route({
    method: 'GET',
    path: '/api/files',
    summary:
      'Files the caller may see, newest first: admins every tenant file, others their own (and, for the dashboard, those assigned to their role)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional(),
      user_id: z.uuid().optional().describe('Admins: only the files of this person'),
      include_role_assigned: z
        .enum(['true', 'false'])
        .optional()
        .describe('The member dashboard: also files assigned to one of their roles'),
      query: text(200).optional().describe('Matches title, file name or tag'),
    }),
    response: FilesSchema,
    handler: async ({ query, req, deps }) => {
      const { files } = await deps.services.content.ListFiles(
        {
          limit: query.limit ?? 100,
          user_id: query.user_id ?? '',
          include_role_assigned: query.include_role_assigned === 'true',
          query: query.query ?? '',
        },
        callContext(req),
      );
      return { files: files.map(toFile) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/files/recent',
    summary: 'The 5 newest files the caller may see (Recent Uploads, Recent Activity)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: FilesSchema,
    handler: async ({ req, deps }) => {
      const { files } = await deps.services.content.ListRecentUploads({}, callContext(req));
      return { files: files.map(toFile) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/files/tenant-users',
    summary: 'The people of the tenant a file can be uploaded for (the recipient select)',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({
      users: z.array(
        z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string() }),
      ),
    }),
    handler: async ({ req, deps }) => {
      const context = callContext(req);
      const { members } = await deps.services.tenancy.ListMembers({}, context);
      const active = members.filter((m) => m.status !== 'suspended');
      if (active.length === 0) return { users: [] };
      const { users } = await deps.services.identity.GetUsers(
        { user_ids: active.map((m) => m.user_id) },
        context,
      );
      const byId = new Map(users.map((u) => [u.id, u]));
      return {
        users: active.flatMap((member) => {
          const user = byId.get(member.user_id);
          if (!user) return [];
          const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
          return [
            { id: user.id, email: user.email, name: name || user.email, role: member.role_key },
          ];
        }),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/files/:id',
    summary: 'One file (404 when the caller may not see it, in any tenant)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: id,
    response: FileSchema,
    handler: async ({ params, req, deps }) =>
      toFile(await deps.services.content.GetFile({ id: params.id }, callContext(req))),
  }),

  route({
    method: 'GET',
    path: '/api/files/:id/download',
    summary:
      'The file’s bytes, streamed, as an attachment (nosniff, a CSP that runs nothing); ?inline=1 shows images and PDF in place',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: id,
    query: downloadQuery,
    streams: { out: 'application/octet-stream' },
    handler: async ({ params, query, req, res, deps }) => {
      const service = deps.services.content;
      const grant = await service.CreateDownloadGrant({ id: params.id }, callContext(req));
      // First open by the recipient (content ignores anyone else's).
      await service.RecordFileOpened({ id: params.id }, callContext(req));
      const url = contentUrl(deps, grant.download_path.replace(/^\//, ''));
      if (query.inline === '1') url.searchParams.set('inline', '1');
      await streamDownload(res, url);
    },
  }),

  route({
    method: 'POST',
    path: '/api/files/download',
    summary: "'Download selected': the chosen files as one zip, streamed as it is built",
    tag: TAG,
    allow: AUDIENCES.everyMember,
    body: z
      .object({
        ids: z
          .array(z.uuid({ error: 'File not found' }))
          .min(1, 'Select at least one file')
          .max(200, 'Select at most 200 files'),
      })
      .strict(),
    streams: { out: 'application/zip' },
    handler: async ({ body, req, res, deps }) => {
      const grant = await deps.services.content.CreateZipDownloadGrant(
        { ids: body.ids },
        callContext(req),
      );
      await streamDownload(res, contentUrl(deps, grant.download_path.replace(/^\//, '')));
    },
  }),

  route({
    method: 'PATCH',
    path: '/api/files/:id',
    summary:
      'Renames a file: the title people see, 1 to 200 characters (admins, or the owner of a file they uploaded)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: id,
    // Content says what is wrong with a title (empty, control characters, too long); the
    // gateway only bounds what it forwards.
    body: z.object({ title: z.string({ error: 'Give the file a name' }).max(500) }).strict(),
    response: FileSchema,
    handler: async ({ params, body, req, deps }) =>
      toFile(
        await deps.services.content.RenameFile(
          { id: params.id, title: body.title },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/files/:id',
    summary: 'Deletes a file and its bytes (admins, or the owner of a file they uploaded)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: id,
    handler: async ({ params, req, deps }) => {
      await deps.services.content.DeleteFile({ id: params.id }, callContext(req));
    },
  }),

  ...uploadRoutes(),
];
