/**
 * Makes sure the tenant role exists and may work with the service's tables. Runs after every
 * migration run, so tables added by a migration are granted without each migration saying so.
 * The role owns nothing and has no BYPASSRLS, so row-level security always applies to it.
 */
import type { Logger } from '../logger';
import { quoteRoleName } from './identifiers';
import type { Tx } from './types';

interface CurrentUser {
  is_superuser: boolean;
  can_create_roles: boolean;
  server_version_num: number;
}

/** Returns false when the role is absent and this user may not create it. */
export async function ensureTenantRole(
  tx: Tx,
  tenantRole: string,
  logger?: Pick<Logger, 'info' | 'warn'>,
): Promise<boolean> {
  const role = quoteRoleName(tenantRole);
  const { rows } = await tx.query<CurrentUser>(
    `SELECT rolsuper AS is_superuser, rolsuper OR rolcreaterole AS can_create_roles,
            current_setting('server_version_num')::int AS server_version_num
       FROM pg_roles WHERE rolname = current_user`,
  );
  const user = rows[0] as CurrentUser;
  const exists = await tx.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [tenantRole]);
  if (exists.rowCount === 0) {
    if (!user.can_create_roles) {
      logger?.warn(
        { role: tenantRole },
        'tenant role is missing and this database user may not create roles; create it (NOLOGIN) as an administrator',
      );
      return false;
    }
    // Roles are shared by every database of a server, so another service may be creating the
    // same role right now; losing that race is fine.
    await tx.exec(`DO $$ BEGIN
        CREATE ROLE ${role} NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    logger?.info({ role: tenantRole }, 'created tenant role');
  }

  await tx.exec(`
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${role};
    REVOKE ALL ON schema_migrations FROM ${role};
  `);

  // `SET ROLE` needs membership. A superuser has it implicitly; a service's own (non-super)
  // database user gets it here. From PostgreSQL 16 membership alone is not enough: the
  // grant must carry the SET option, which an explicit GRANT does by default.
  if (!user.is_superuser) {
    const privilege = user.server_version_num >= 160000 ? 'SET' : 'MEMBER';
    const member = await tx.query<{ ok: boolean }>(
      `SELECT pg_has_role(current_user, $1, '${privilege}') AS ok`,
      [tenantRole],
    );
    if (!member.rows[0]?.ok) {
      await tx.query(`GRANT ${role} TO CURRENT_USER`);
      logger?.info({ role: tenantRole }, 'granted tenant role to the database user');
    }
  }
  return true;
}
