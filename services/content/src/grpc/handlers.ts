/** ContentService over gRPC: decode, call one domain function, encode. */
import {
  forbidden,
  invalid,
  namesCaller,
  serviceOnly,
  unary,
  unauthenticated,
  type CallContext,
} from '@portico/kit';
import type { contentV1 } from '@portico/proto';
import type { Viewer } from '../domain/access';
import * as embedActions from '../domain/embedActions';
import type { EmbedDeps, FramingResult } from '../domain/embedActions';
import type { ContextSigner } from '../domain/contextToken';
import { mintEmbedContextToken } from '../domain/embedContext';
import * as fileActions from '../domain/fileActions';
import type { FileDeps } from '../domain/fileActions';
import { fileOrigin } from '../domain/access';
import { formatSize } from '../domain/files';
import type { EmbedRow } from '../store/embeds';
import type { FileRow } from '../store/files';
import type { TaskHandlers } from './tasks';
import type { TemplateHandlers } from './taskTemplates';
import type { WorkHandlers } from './work';

export function viewerOf(ctx: CallContext): Viewer {
  if (!ctx.userId) throw unauthenticated();
  return { userId: ctx.userId, roles: ctx.roles };
}

export function tenantOf(ctx: CallContext): string {
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return ctx.tenantId;
}

export function toFile(row: FileRow): contentV1.File {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    user_id: row.user_id,
    title: row.title,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    size_display: formatSize(Number(row.size_bytes)),
    uploaded_by: row.uploaded_by,
    assigned_roles: row.assigned_roles,
    tags: row.tags,
    message: row.message,
    origin: fileOrigin(row),
    scan_status: row.scan_status,
    opened_at: row.opened_at?.toISOString() ?? '',
    created_at: row.created_at.toISOString(),
    sha256: row.sha256,
    folder_id: row.folder_id ?? '',
    version: row.version,
  };
}

export function toEmbed(row: EmbedRow): contentV1.Embed {
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    title: row.title,
    provider: row.provider,
    url: row.url,
    embed_type: row.embed_type,
    user_id: row.user_id ?? '',
    role: row.role ?? '',
    is_active: row.is_active,
    is_super_admin_embed: row.is_super_admin_embed,
    target_tenant_id: row.is_super_admin_embed ? row.tenant_id : '',
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    framing: row.framing,
    pass_context: row.pass_context,
  };
}

const toFraming = (f: FramingResult): contentV1.FramingCheck => ({
  frameable: f.framing === 'frameable',
  framing: f.framing,
  decided_by: f.decidedBy,
  warning: f.warning,
});

const draftOf = (req: {
  title: string;
  provider: string;
  url: string;
  embed_type: string;
  user_id: string;
  role: string;
  is_active: boolean;
  sort_order: number;
  pass_context: boolean;
}) => ({
  title: req.title,
  provider: req.provider,
  url: req.url,
  embedType: req.embed_type,
  userId: req.user_id,
  role: req.role,
  isActive: req.is_active,
  sortOrder: req.sort_order,
  passContext: req.pass_context,
});

export function contentHandlers(
  files: FileDeps,
  embeds: EmbedDeps,
  signer: ContextSigner,
): Omit<
  contentV1.ContentServiceHandlers,
  'GetPlatformStorage' | keyof WorkHandlers | keyof TaskHandlers | keyof TemplateHandlers
> {
  return {
    CreateUploadGrant: unary(async (req: contentV1.CreateUploadGrantRequest__Output, ctx) => {
      const grant = await fileActions.createUploadGrant(files, tenantOf(ctx), viewerOf(ctx), {
        purpose: req.purpose,
        title: req.title,
        fileName: req.file_name,
        sizeBytes: Number(req.size_bytes),
        userId: req.user_id,
        assignedRoles: req.assigned_roles,
        tags: req.tags,
        message: req.message,
        notifyUser: req.notify_user,
        recipientEmail: req.recipient_email,
        fileId: req.file_id,
        folderId: req.folder_id,
        requestId: req.request_id,
      });
      return {
        grant: grant.grant,
        expires_at: grant.expiresAt.toISOString(),
        max_bytes: grant.max,
      };
    }),
    ListFiles: unary(async (req: contentV1.ListFilesRequest__Output, ctx) => ({
      files: (
        await fileActions.listFiles(files, tenantOf(ctx), viewerOf(ctx), {
          limit: req.limit,
          userId: req.user_id,
          includeRoleAssigned: req.include_role_assigned,
          query: req.query,
        })
      ).map(toFile),
    })),
    ListRecentUploads: unary(async (_req, ctx) => ({
      files: (await fileActions.recentUploads(files, tenantOf(ctx), viewerOf(ctx))).map(toFile),
    })),
    GetFile: unary(async (req: contentV1.GetFileRequest__Output, ctx) =>
      toFile(await fileActions.getFile(files, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    DeleteFile: unary(async (req: contentV1.DeleteFileRequest__Output, ctx) => {
      await fileActions.deleteFile(files, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    RenameFile: unary(async (req: contentV1.RenameFileRequest__Output, ctx) =>
      toFile(await fileActions.renameFile(files, tenantOf(ctx), viewerOf(ctx), req.id, req.title)),
    ),
    CreateDownloadGrant: unary(async (req: contentV1.CreateDownloadGrantRequest__Output, ctx) => {
      const grant = await fileActions.createDownloadGrant(
        files,
        tenantOf(ctx),
        viewerOf(ctx),
        req.id,
      );
      return {
        file: toFile(grant.file),
        download_path: grant.downloadPath,
        expires_at: grant.expiresAt.toISOString(),
        content_disposition: grant.contentDisposition,
      };
    }),
    // Service-only: the kit takes the services' token alone; a call naming a caller came from
    // a user, who may never vouch for a file themselves.
    CreateVouchedDownloadGrant: serviceOnly(
      unary(async (req: contentV1.CreateVouchedDownloadGrantRequest__Output, ctx) => {
        if (namesCaller(ctx)) throw forbidden('Only services may vouch for a file', 'service_only');
        const grant = await fileActions.createVouchedDownloadGrant(
          files,
          req.tenant_id,
          req.user_id,
          req.file_id,
        );
        return {
          file: toFile(grant.file),
          download_path: grant.downloadPath,
          expires_at: grant.expiresAt.toISOString(),
          content_disposition: grant.contentDisposition,
        };
      }),
    ),
    CreateZipDownloadGrant: unary(
      async (req: contentV1.CreateZipDownloadGrantRequest__Output, ctx) => {
        const grant = await fileActions.createZipDownloadGrant(
          files,
          tenantOf(ctx),
          viewerOf(ctx),
          req.ids,
        );
        return {
          download_path: grant.downloadPath,
          expires_at: grant.expiresAt.toISOString(),
          content_disposition: grant.contentDisposition,
        };
      },
    ),
    RecordFileOpened: unary(async (req: contentV1.RecordFileOpenedRequest__Output, ctx) =>
      toFile(await fileActions.recordFileOpened(files, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    GetStorageUsage: unary(async (_req, ctx) => {
      const usage = await fileActions.storageUsage(files, tenantOf(ctx));
      return { used_bytes: usage.used, quota_bytes: usage.quota, file_count: usage.count };
    }),
    ListEmbeds: unary(async (req: contentV1.ListEmbedsRequest__Output, ctx) => ({
      embeds: (
        await embedActions.listEmbeds(embeds, tenantOf(ctx), viewerOf(ctx), {
          query: req.query,
          embedType: req.embed_type,
          status: req.status,
        })
      ).map(toEmbed),
    })),
    ListVisibleEmbeds: unary(async (_req, ctx) => ({
      embeds: (await embedActions.listVisibleEmbeds(embeds, tenantOf(ctx), viewerOf(ctx))).map(
        toEmbed,
      ),
    })),
    ListEmbedOrigins: unary(async (_req, ctx) => ({
      origins: await embedActions.listEmbedOrigins(embeds, tenantOf(ctx)),
    })),
    GetEmbed: unary(async (req: contentV1.GetEmbedRequest__Output, ctx) =>
      toEmbed(await embedActions.getEmbed(embeds, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    CreateEmbed: unary(async (req: contentV1.CreateEmbedRequest__Output, ctx) => {
      const saved = await embedActions.createEmbed(
        embeds,
        tenantOf(ctx),
        viewerOf(ctx),
        draftOf(req),
      );
      return { embed: toEmbed(saved.embed), framing: toFraming(saved.framing) };
    }),
    SetEmbedActive: unary(async (req: contentV1.SetEmbedActiveRequest__Output, ctx) =>
      toEmbed(
        await embedActions.setEmbedActive(
          embeds,
          tenantOf(ctx),
          viewerOf(ctx),
          req.id,
          req.is_active,
        ),
      ),
    ),
    DeleteEmbed: unary(async (req: contentV1.DeleteEmbedRequest__Output, ctx) => {
      await embedActions.deleteEmbed(embeds, tenantOf(ctx), viewerOf(ctx), req.id);
      return {};
    }),
    ReorderEmbeds: unary(async (req: contentV1.ReorderEmbedsRequest__Output, ctx) => ({
      embeds: (await embedActions.reorderEmbeds(embeds, tenantOf(ctx), viewerOf(ctx), req.ids)).map(
        toEmbed,
      ),
    })),
    CheckEmbedFraming: unary(async (req: contentV1.CheckEmbedFramingRequest__Output, ctx) =>
      toFraming(await embedActions.checkEmbedFraming(embeds, tenantOf(ctx), viewerOf(ctx), req.id)),
    ),
    ListSuperEmbeds: unary(async (req: contentV1.ListSuperEmbedsRequest__Output, ctx) => ({
      embeds: (await embedActions.listSuperEmbeds(embeds, viewerOf(ctx), req.target_tenant_id)).map(
        toEmbed,
      ),
    })),
    CreateSuperEmbed: unary(async (req: contentV1.CreateSuperEmbedRequest__Output, ctx) => {
      const saved = await embedActions.createSuperEmbed(
        embeds,
        viewerOf(ctx),
        req.target_tenant_id,
        draftOf(req),
      );
      return { embed: toEmbed(saved.embed), framing: toFraming(saved.framing) };
    }),
    SetEmbedPassContext: unary(async (req: contentV1.SetEmbedPassContextRequest__Output, ctx) =>
      toEmbed(
        await embedActions.setEmbedPassContext(
          embeds,
          tenantOf(ctx),
          viewerOf(ctx),
          req.id,
          req.pass_context,
        ),
      ),
    ),
    MintEmbedContextToken: unary(
      async (req: contentV1.MintEmbedContextTokenRequest__Output, ctx) => {
        const minted = await mintEmbedContextToken(
          embeds,
          signer,
          tenantOf(ctx),
          viewerOf(ctx),
          req.id,
        );
        return { token: minted.token, expires_at: minted.expiresAt.toISOString() };
      },
    ),
    GetEmbedContextKeys: unary(async () => ({ jwks_json: JSON.stringify(signer.jwks()) })),
  };
}
