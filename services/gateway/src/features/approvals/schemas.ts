/** The HTTP shape of a round of approval and its approvers' decisions. */
import { z } from 'zod';

export const ApprovalSchema = z
  .object({
    id: z.string(),
    file_id: z.string(),
    file_title: z.string(),
    version_id: z.string(),
    version_number: z.number().int(),
    sha256: z.string().describe('The version’s SHA-256: what every decision is pinned to'),
    requested_by: z.string(),
    message: z.string(),
    status: z
      .enum(['open', 'approved', 'changes_requested', 'superseded'])
      .describe('superseded: a newer version was uploaded while it was open'),
    created_at: z.string(),
    closed_at: z.string().nullable(),
    decisions: z.array(
      z.object({
        approver_id: z.string(),
        decision: z.enum(['approved', 'changes_requested']).nullable().describe('null: waiting'),
        comment: z.string(),
        sha256: z.string().nullable(),
        decided_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Approval' });
