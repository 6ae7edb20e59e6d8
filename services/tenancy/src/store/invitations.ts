/** SQL for invitations (tenant-owned; only the token hash is stored). */
import type { Queryable } from '@portico/kit';

export interface InvitationRow {
  id: string;
  tenant_id: string;
  email: string;
  tenant_role: 'owner' | 'admin' | 'member';
  role_key: string;
  token_hash: string;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  /** The link was shown to the inviter (migration 0009): it proves no address. */
  link_shown: boolean;
}

export async function insertInvitation(
  db: Queryable,
  i: {
    id: string;
    tenantId: string;
    email: string;
    tenantRole: string;
    roleKey: string;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    linkShown: boolean;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO invitations (id, tenant_id, email, tenant_role, role_key, token_hash, invited_by, expires_at, link_shown)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      i.id,
      i.tenantId,
      i.email,
      i.tenantRole,
      i.roleKey,
      i.tokenHash,
      i.invitedBy,
      i.expiresAt,
      i.linkShown,
    ],
  );
}

export async function findInvitationByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(
    'SELECT * FROM invitations WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/**
 * Marks the invitation accepted by `userId` unless it already was: one UPDATE with the
 * condition in it, so of two concurrent accepts exactly one wins.
 */
export async function markInvitationAccepted(
  db: Queryable,
  id: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE invitations SET accepted_at = $3, accepted_by = $2 WHERE id = $1 AND accepted_at IS NULL',
    [id, userId, at],
  );
  return rowCount === 1;
}

/** Whether an invitation to this email is still open (not accepted, not expired). */
export async function hasOpenInvitation(
  db: Queryable,
  tenantId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM invitations WHERE tenant_id = $1 AND lower(email) = $2
        AND accepted_at IS NULL AND expires_at > $3`,
    [tenantId, email, now],
  );
  return rowCount > 0;
}

/** Clients the plan counts: non-admin members and open invitations to non-admin roles. */
export async function countClientSeats(
  db: Queryable,
  tenantId: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM memberships WHERE tenant_id = $1 AND tenant_role = 'member')
          + (SELECT count(*) FROM invitations WHERE tenant_id = $1 AND tenant_role = 'member'
                AND accepted_at IS NULL AND expires_at > $2) AS n`,
    [tenantId, now],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Admin seats taken: owner and admin memberships (whatever their status), and, unless
 * `invitations` is false, open invitations to an admin role.
 */
export async function countAdminSeats(
  db: Queryable,
  tenantId: string,
  now: Date,
  invitations = true,
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM memberships WHERE tenant_id = $1
                AND tenant_role IN ('owner', 'admin'))
          + (SELECT count(*) FROM invitations WHERE $3 AND tenant_id = $1
                AND tenant_role IN ('owner', 'admin')
                AND accepted_at IS NULL AND expires_at > $2) AS n`,
    [tenantId, now, invitations],
  );
  return Number(rows[0]?.n ?? 0);
}
