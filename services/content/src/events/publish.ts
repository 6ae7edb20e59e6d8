/**
 * What content publishes through its outbox, in the transaction that changes the row:
 * file events (uploaded → tenant webhooks, the notify-user email and the uploader's audited
 * activity; deleted, opened) and
 * embed events (any change → the gateway refreshes the tenant's frame-src). The kit's
 * `publish` derives topic, event type and the tenant key from the message.
 */
import { publish, publishAudit, type Tx } from '@portico/kit';
import type { eventsV1 } from '@portico/proto';
import type { EmbedRow } from '../store/embeds';
import type { ApprovalRow, ApprovalView, DecisionRow } from '../store/approvals';
import type { FileRow } from '../store/files';
import type { VersionRow } from '../store/versions';

export async function publishFileUploaded(
  tx: Tx,
  file: FileRow,
  notifyUser: boolean,
  recipientEmail = '',
): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: file.tenant_id,
      file_id: file.id,
      uploaded: {
        title: file.title,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        user_id: file.user_id,
        uploaded_by: file.uploaded_by,
        assigned_roles: file.assigned_roles,
        notify_user: notifyUser,
        message: file.message,
        tags: file.tags,
        scan_status: file.scan_status,
        recipient_email: notifyUser ? recipientEmail : '',
      },
    },
  });
  // The uploader's activity in the tenant (the CRM user drawer: 'Uploaded report.pdf').
  await publishAudit(tx, {
    actorUserId: file.uploaded_by,
    action: 'file.uploaded',
    entityType: 'file',
    entityId: file.id,
    tenantId: file.tenant_id,
    details: { file_name: file.file_name, title: file.title, for_user_id: file.user_id },
    at: file.created_at,
  });
}

export async function publishFileDeleted(
  tx: Tx,
  file: FileRow,
  deletedBy: string,
  reason: 'deleted' | 'user_deleted',
): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: file.tenant_id,
      file_id: file.id,
      deleted: { deleted_by: deletedBy, size_bytes: file.size_bytes, reason },
    },
  });
}

export async function publishFileOpened(tx: Tx, file: FileRow, openedBy: string): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: file.tenant_id,
      file_id: file.id,
      opened: { opened_by: openedBy, opened_at: (file.opened_at ?? new Date()).toISOString() },
    },
  });
}

type EmbedKind = NonNullable<eventsV1.EmbedEvent['kind']>;

export async function publishEmbedChanged(
  tx: Tx,
  kind: EmbedKind,
  embed: EmbedRow,
  changedBy: string,
): Promise<void> {
  const event: eventsV1.EmbedEvent = {
    tenant_id: embed.tenant_id,
    embed_id: embed.id,
    origin: new URL(embed.url).origin,
    [kind]: {
      changed_by: changedBy,
      is_active: embed.is_active,
      is_super_admin_embed: embed.is_super_admin_embed,
    },
  };
  await publish(tx, { EmbedEvent: event });
}

export async function publishVersionAdded(
  tx: Tx,
  file: FileRow,
  version: VersionRow,
  superseded: ApprovalRow[],
): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: file.tenant_id,
      file_id: file.id,
      version_added: {
        version_id: version.id,
        number: version.number,
        uploaded_by: version.uploaded_by,
        file_name: version.file_name,
        size_bytes: version.size_bytes,
        sha256: version.sha256,
        superseded_approval_ids: superseded.map((a) => a.id),
        title: file.title,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: version.uploaded_by,
    action: 'file.version_added',
    entityType: 'file',
    entityId: file.id,
    tenantId: file.tenant_id,
    details: { version: version.number, sha256: version.sha256, file_name: version.file_name },
    at: version.created_at,
  });
}

export async function publishApprovalRequested(
  tx: Tx,
  approval: ApprovalView,
  approverIds: string[],
): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: approval.tenant_id,
      file_id: approval.file_id,
      approval_requested: {
        approval_id: approval.id,
        version_id: approval.version_id,
        version_number: approval.version_number,
        sha256: approval.sha256,
        requested_by: approval.requested_by,
        approver_ids: approverIds,
        title: approval.file_title,
        message: approval.message,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: approval.requested_by,
    action: 'approval.requested',
    entityType: 'file',
    entityId: approval.file_id,
    tenantId: approval.tenant_id,
    details: {
      approval_id: approval.id,
      version: approval.version_number,
      sha256: approval.sha256,
      approver_ids: approverIds,
    },
    at: approval.created_at,
  });
}

/** One approver's decision, with the round's status after it; audited as theirs. */
export async function publishApprovalDecided(
  tx: Tx,
  approval: ApprovalView,
  decision: DecisionRow,
): Promise<void> {
  await publish(tx, {
    FileEvent: {
      tenant_id: approval.tenant_id,
      file_id: approval.file_id,
      approval_decided: {
        approval_id: approval.id,
        version_id: approval.version_id,
        sha256: decision.sha256 ?? approval.sha256,
        approver_id: decision.approver_id,
        decision: decision.decision ?? '',
        comment: decision.comment,
        status: approval.status,
        title: approval.file_title,
      },
    },
  });
  await publishAudit(tx, {
    actorUserId: decision.approver_id,
    action: `approval.${decision.decision ?? 'decided'}`,
    entityType: 'file',
    entityId: approval.file_id,
    tenantId: approval.tenant_id,
    details: {
      approval_id: approval.id,
      version: approval.version_number,
      sha256: decision.sha256,
      comment: decision.comment,
    },
    at: decision.decided_at ?? new Date(),
  });
}
