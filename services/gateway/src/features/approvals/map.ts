/** A round of approval as content describes it, in its HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import type { ApprovalSchema } from './schemas';

type Status = z.input<typeof ApprovalSchema>['status'];
const STATUSES: readonly Status[] = ['open', 'approved', 'changes_requested', 'superseded'];
const decisionOf = (value: string) =>
  value === 'approved' || value === 'changes_requested' ? value : null;

export const toApproval = (
  approval: contentV1.Approval__Output,
): z.input<typeof ApprovalSchema> => ({
  id: approval.id,
  file_id: approval.file_id,
  file_title: approval.file_title,
  version_id: approval.version_id,
  version_number: approval.version_number,
  sha256: approval.sha256,
  requested_by: approval.requested_by,
  message: approval.message,
  status: STATUSES.find((s) => s === approval.status) ?? 'open',
  created_at: approval.created_at,
  closed_at: approval.closed_at || null,
  decisions: approval.decisions.map((d) => ({
    approver_id: d.approver_id,
    decision: decisionOf(d.decision),
    comment: d.comment,
    sha256: d.sha256 || null,
    decided_at: d.decided_at || null,
  })),
});
