/**
 * Approvals (issue 28 item 5). Staff ask members to approve one version of a file; the round
 * is pinned to that version's SHA-256. Each approver approves or requests changes once, naming
 * the hash they reviewed. One request for changes closes the round; when every approver has
 * approved it is approved; a newer version supersedes it (uploads/complete.ts), after which
 * nobody can decide on it. Each step is published and audited in its transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  forbidden,
  invalid,
  notFound,
  precondition,
  type Database,
  type Queryable,
  type Tx,
} from '@portico/kit';
import { publishApprovalDecided, publishApprovalRequested } from '../events/publish';
import * as approvals from '../store/approvals';
import type { ApprovalView, Decision, DecisionRow } from '../store/approvals';
import * as versions from '../store/versions';
import { isAdmin, type Viewer } from './access';
import { completeLinkedTasks } from './taskActions';
import { UUID, visibleFile } from './fileReach';
import { VERSION_NOT_FOUND } from './versionActions';

export const APPROVAL_NOT_FOUND = 'Approval not found';
export const MAX_APPROVERS = 20;
export const SUPERSEDED =
  'A newer version of this file was uploaded: this version can no longer be approved';

export interface ApprovalWithDecisions {
  approval: ApprovalView;
  decisions: DecisionRow[];
}

async function withDecisions(
  tx: Queryable,
  rounds: ApprovalView[],
): Promise<ApprovalWithDecisions[]> {
  if (rounds.length === 0) return [];
  const decisions = await approvals.decisionsOf(
    tx,
    rounds.map((r) => r.id),
  );
  return rounds.map((approval) => ({
    approval,
    decisions: decisions.filter((d) => d.approval_id === approval.id),
  }));
}

/** The approver ids as asked: distinct uuids, one to twenty. */
export function approverIdsOf(raw: readonly string[]): string[] {
  const ids = [...new Set(raw.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw invalid('Choose who should approve', 'no_approvers');
  if (ids.length > MAX_APPROVERS)
    throw invalid(`Ask at most ${MAX_APPROVERS} people at once`, 'too_many_approvers');
  if (ids.some((id) => !UUID.test(id))) throw invalid('Choose who should approve', 'approver_id');
  return ids;
}

export interface ApprovalRequest {
  fileId: string;
  versionId: string;
  approverIds: string[];
  message: string;
}

export async function requestApproval(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  request: ApprovalRequest,
): Promise<ApprovalWithDecisions> {
  if (!isAdmin(viewer)) throw forbidden('Only staff can ask for an approval', 'not_admin');
  return db.tenantTransaction(tenantId, (tx) => requestApprovalIn(tx, tenantId, viewer, request));
}

/**
 * Asks for the round in the caller's transaction (staff's request above, or a checklist
 * applied when someone joins, taskTemplates.ts); an empty versionId means the file's current
 * version.
 */
export async function requestApprovalIn(
  tx: Tx,
  tenantId: string,
  viewer: Viewer,
  request: ApprovalRequest,
): Promise<ApprovalWithDecisions> {
  const approverIds = approverIdsOf(request.approverIds);
  const message = request.message.trim().slice(0, 2000);
  const file = await visibleFile(tx, viewer, request.fileId);
  const version = request.versionId
    ? UUID.test(request.versionId)
      ? await versions.findVersion(tx, request.versionId)
      : null
    : await versions.currentVersion(tx, file.id);
  if (!version || version.file_id !== file.id)
    throw notFound(VERSION_NOT_FOUND, 'version_not_found');
  if (version.number !== file.version)
    throw precondition(
      'A newer version of this file exists: ask for approval of the newest one',
      'version_superseded',
    );
  const id = randomUUID();
  await approvals.insertApproval(
    tx,
    {
      id,
      tenant_id: tenantId,
      file_id: file.id,
      version_id: version.id,
      sha256: version.sha256,
      requested_by: viewer.userId,
      message,
    },
    approverIds,
  );
  const approval = (await approvals.findApproval(tx, id))!;
  await publishApprovalRequested(tx, approval, approverIds);
  return (await withDecisions(tx, [approval]))[0]!;
}

export function listFileApprovals(db: Database, tenantId: string, viewer: Viewer, fileId: string) {
  return db.tenantTransaction(tenantId, async (tx) => {
    const file = await visibleFile(tx, viewer, fileId);
    return withDecisions(tx, await approvals.approvalsOfFile(tx, file.id));
  });
}

export function listAwaitingApprovals(db: Database, tenantId: string, viewer: Viewer) {
  return db.tenantTransaction(tenantId, async (tx) =>
    withDecisions(tx, await approvals.approvalsAwaiting(tx, viewer.userId)),
  );
}

export interface DecisionRequest {
  approvalId: string;
  decision: string;
  comment: string;
  sha256: string;
}

function decisionOf(raw: string): Decision {
  if (raw === 'approved' || raw === 'changes_requested') return raw;
  throw invalid('Choose Approve or Request changes', 'decision');
}

export async function decideApproval(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  request: DecisionRequest,
): Promise<ApprovalWithDecisions> {
  const decision = decisionOf(request.decision);
  const comment = request.comment.trim();
  if (comment.length > 2000) throw invalid('A comment has at most 2000 characters', 'comment');
  if (decision === 'changes_requested' && comment === '')
    throw invalid('Say what should change', 'comment_required');
  const sha256 = request.sha256.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(sha256))
    throw invalid('Name the SHA-256 of the version you reviewed', 'sha256');
  return db.tenantTransaction(tenantId, async (tx) => {
    const round = UUID.test(request.approvalId)
      ? await approvals.lockApproval(tx, request.approvalId)
      : null;
    if (!round) throw notFound(APPROVAL_NOT_FOUND, 'approval_not_found');
    const mine = (await approvals.decisionsOf(tx, [round.id])).find(
      (d) => d.approver_id === viewer.userId,
    );
    if (!mine) throw forbidden('You were not asked to approve this version', 'not_an_approver');
    if (round.status === 'superseded') throw precondition(SUPERSEDED, 'version_superseded');
    if (mine.decision) throw precondition('You have already decided on this version', 'decided');
    if (round.status !== 'open')
      throw precondition('This round of approval is closed', 'approval_closed');
    if (sha256 !== round.sha256)
      throw precondition(
        'The version you reviewed is not the one asked for: open the file again',
        'sha256_mismatch',
      );
    const recorded = (await approvals.recordDecision(tx, {
      approval_id: round.id,
      approver_id: viewer.userId,
      decision,
      comment,
      sha256,
    }))!;
    const all = await approvals.decisionsOf(tx, [round.id]);
    let status: ApprovalView['status'] = round.status;
    if (decision === 'changes_requested') status = 'changes_requested';
    else if (all.every((d) => d.decision === 'approved')) status = 'approved';
    if (status !== 'open') await approvals.closeApproval(tx, round.id, status);
    const after = (await approvals.findApproval(tx, round.id))!;
    await publishApprovalDecided(tx, after, recorded);
    // Deciding is what the approver's task asked: it is done, whichever way they decided.
    await completeLinkedTasks(tx, 'approval', round.id, viewer.userId);
    return { approval: after, decisions: all };
  });
}
