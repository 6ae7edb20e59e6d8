/**
 * Approvals (issue 28 item 5): staff ask clients to approve one version of a file; each
 * approver approves or requests changes once, naming the SHA-256 they reviewed. The round's
 * rules (pinned hash, superseded by a newer version, decided once) are content's; the gateway
 * checks the approvers belong to the tenant before content writes anything.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { requireActiveMembers } from '../../shared/members';
import { toApproval } from './map';
import { ApprovalSchema } from './schemas';

const TAG = 'Approvals';
const ApprovalsSchema = z.object({ approvals: z.array(ApprovalSchema) });

export const approvalRoutes = [
  route({
    method: 'POST',
    path: '/api/files/:id/approvals',
    status: 201,
    summary:
      'Asks members to approve the newest version of a file (or version_id, which must be the newest), pinned to its SHA-256',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: z.uuid({ error: 'File not found' }) }),
    body: z
      .object({
        approver_ids: z
          .array(z.uuid({ error: 'Choose who should approve' }))
          .min(1, 'Choose who should approve')
          .max(20, 'Ask at most 20 people at once'),
        message: z.string().max(2000).optional(),
        version_id: z.uuid({ error: 'Version not found' }).optional(),
      })
      .strict(),
    response: ApprovalSchema,
    handler: async ({ params, body, req, deps }) => {
      // A file the caller cannot see is not found, whoever they name as approvers.
      await deps.services.content.GetFile({ id: params.id }, callContext(req));
      await requireActiveMembers(
        req,
        deps,
        body.approver_ids,
        'Approvers must be members of this workspace',
      );
      return toApproval(
        await deps.services.content.RequestApproval(
          {
            file_id: params.id,
            version_id: body.version_id ?? '',
            approver_ids: body.approver_ids,
            message: body.message ?? '',
          },
          callContext(req),
        ),
      );
    },
  }),

  route({
    method: 'GET',
    path: '/api/files/:id/approvals',
    summary: 'A file’s rounds of approval, newest first, with every decision',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: z.uuid({ error: 'File not found' }) }),
    response: ApprovalsSchema,
    handler: async ({ params, req, deps }) => {
      const { approvals } = await deps.services.content.ListFileApprovals(
        { file_id: params.id },
        callContext(req),
      );
      return { approvals: approvals.map(toApproval) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/approvals/awaiting',
    summary: 'The open rounds waiting for the caller’s decision',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: ApprovalsSchema,
    handler: async ({ req, deps }) => {
      const { approvals } = await deps.services.content.ListAwaitingApprovals({}, callContext(req));
      return { approvals: approvals.map(toApproval) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/approvals/:id/decision',
    summary:
      'The caller’s decision on a version they were asked to approve, once, naming the SHA-256 they reviewed (422 when a newer version superseded it)',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: z.object({ id: z.uuid({ error: 'Approval not found' }) }),
    body: z
      .object({
        decision: z.enum(['approved', 'changes_requested'], {
          error: 'Choose Approve or Request changes',
        }),
        comment: z.string().max(2000, 'A comment has at most 2000 characters').optional(),
        sha256: z
          .string({ error: 'Name the SHA-256 of the version you reviewed' })
          .regex(/^[0-9a-fA-F]{64}$/, 'Name the SHA-256 of the version you reviewed'),
      })
      .strict(),
    response: ApprovalSchema,
    handler: async ({ params, body, req, deps }) =>
      toApproval(
        await deps.services.content.DecideApproval(
          {
            id: params.id,
            decision: body.decision,
            comment: body.comment ?? '',
            sha256: body.sha256,
          },
          callContext(req),
        ),
      ),
  }),
];
