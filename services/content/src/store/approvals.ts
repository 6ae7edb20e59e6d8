/** SQL for approvals and their approvers' decisions (tenant-owned; run in db.tenantTransaction). */
import type { Queryable } from '@portico/kit';

export type ApprovalStatus = 'open' | 'approved' | 'changes_requested' | 'superseded';
export type Decision = 'approved' | 'changes_requested';

export interface ApprovalRow {
  id: string;
  tenant_id: string;
  file_id: string;
  version_id: string;
  sha256: string;
  requested_by: string;
  message: string;
  status: ApprovalStatus;
  created_at: Date;
  closed_at: Date | null;
}

/** A round with what its screens show beside it: the file's title and the version's number. */
export interface ApprovalView extends ApprovalRow {
  file_title: string;
  version_number: number;
}

const VIEW = `SELECT a.*, f.title AS file_title, v.number AS version_number
                FROM approvals a
                JOIN files f ON f.id = a.file_id
                JOIN file_versions v ON v.id = a.version_id`;

export interface DecisionRow {
  approval_id: string;
  tenant_id: string;
  approver_id: string;
  decision: Decision | null;
  comment: string;
  sha256: string | null;
  decided_at: Date | null;
}

export type NewApproval = Pick<
  ApprovalRow,
  'id' | 'tenant_id' | 'file_id' | 'version_id' | 'sha256' | 'requested_by' | 'message'
>;

export async function insertApproval(
  db: Queryable,
  approval: NewApproval,
  approverIds: string[],
): Promise<ApprovalRow> {
  const { rows } = await db.query<ApprovalRow>(
    `INSERT INTO approvals (id, tenant_id, file_id, version_id, sha256, requested_by, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      approval.id,
      approval.tenant_id,
      approval.file_id,
      approval.version_id,
      approval.sha256,
      approval.requested_by,
      approval.message,
    ],
  );
  await db.query(
    `INSERT INTO approval_decisions (approval_id, tenant_id, approver_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [approval.id, approval.tenant_id, approverIds],
  );
  return rows[0]!;
}

export async function findApproval(db: Queryable, id: string): Promise<ApprovalView | null> {
  const { rows } = await db.query<ApprovalView>(`${VIEW} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Locks the round while a decision is taken, so two decisions cannot both close it. */
export async function lockApproval(db: Queryable, id: string): Promise<ApprovalView | null> {
  const { rows } = await db.query<ApprovalView>(`${VIEW} WHERE a.id = $1 FOR UPDATE OF a`, [id]);
  return rows[0] ?? null;
}

/** A file's rounds, newest first. */
export async function approvalsOfFile(db: Queryable, fileId: string): Promise<ApprovalView[]> {
  const { rows } = await db.query<ApprovalView>(
    `${VIEW} WHERE a.file_id = $1 ORDER BY a.created_at DESC, a.id`,
    [fileId],
  );
  return rows;
}

/** Rounds waiting for this approver's decision, newest first. */
export async function approvalsAwaiting(
  db: Queryable,
  approverId: string,
): Promise<ApprovalView[]> {
  const { rows } = await db.query<ApprovalView>(
    `${VIEW} JOIN approval_decisions d ON d.approval_id = a.id
      WHERE d.approver_id = $1 AND d.decision IS NULL AND a.status = 'open'
      ORDER BY a.created_at DESC, a.id`,
    [approverId],
  );
  return rows;
}

export async function decisionsOf(db: Queryable, approvalIds: string[]): Promise<DecisionRow[]> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT * FROM approval_decisions WHERE approval_id = ANY($1::uuid[])
      ORDER BY decided_at NULLS LAST, approver_id`,
    [approvalIds],
  );
  return rows;
}

/** Whether the user is asked (or was asked) to approve any version of the file. */
export async function isApproverOfFile(
  db: Queryable,
  fileId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM approvals a JOIN approval_decisions d ON d.approval_id = a.id
        WHERE a.file_id = $1 AND d.approver_id = $2) AS found`,
    [fileId, userId],
  );
  return rows[0]?.found ?? false;
}

/** Records one approver's decision, only if they had not decided yet; null otherwise. */
export async function recordDecision(
  db: Queryable,
  decision: Pick<DecisionRow, 'approval_id' | 'approver_id' | 'comment' | 'sha256'> & {
    decision: Decision;
  },
): Promise<DecisionRow | null> {
  const { rows } = await db.query<DecisionRow>(
    `UPDATE approval_decisions SET decision = $3, comment = $4, sha256 = $5, decided_at = now()
      WHERE approval_id = $1 AND approver_id = $2 AND decision IS NULL RETURNING *`,
    [
      decision.approval_id,
      decision.approver_id,
      decision.decision,
      decision.comment,
      decision.sha256,
    ],
  );
  return rows[0] ?? null;
}

export async function closeApproval(
  db: Queryable,
  id: string,
  status: Exclude<ApprovalStatus, 'open'>,
): Promise<ApprovalRow> {
  const { rows } = await db.query<ApprovalRow>(
    `UPDATE approvals SET status = $2, closed_at = now() WHERE id = $1 RETURNING *`,
    [id, status],
  );
  return rows[0]!;
}

/** A new version supersedes every open round of its file; answers the rounds it closed. */
export async function supersedeOpenApprovals(
  db: Queryable,
  fileId: string,
): Promise<ApprovalRow[]> {
  const { rows } = await db.query<ApprovalRow>(
    `UPDATE approvals SET status = 'superseded', closed_at = now()
      WHERE file_id = $1 AND status = 'open' RETURNING *`,
    [fileId],
  );
  return rows;
}
