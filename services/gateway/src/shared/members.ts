/**
 * Whether people named in a request belong to its tenant: content and the other services keep
 * ids, not memberships, so a route that names people (a folder's client, an approver) asks
 * tenancy here before anything is written.
 */
import type { Request } from 'express';
import { invalid } from '@portico/kit';
import { callContext } from '../auth/principal';
import type { GatewayDeps } from '../deps';

/** Refuses with `message` unless every id is an active member of the request's tenant. */
export async function requireActiveMembers(
  req: Request,
  deps: GatewayDeps,
  userIds: readonly string[],
  message: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const { members } = await deps.services.tenancy.ListMembers({}, callContext(req));
  const active = new Set(members.filter((m) => m.status !== 'suspended').map((m) => m.user_id));
  if (userIds.some((id) => !active.has(id))) throw invalid(message, 'not_a_member');
}
