/**
 * Makes sure the tenant role exists and may work with the service's tables. Runs after every
 * migration run, so tables added by a migration are granted without each migration saying so.
 * The role owns nothing and has no BYPASSRLS, so row-level security always applies to it.
 */
import type { Logger } from '../logger';
import { quoteRoleName } from './identifiers';
import type { Tx } from './types';

interface DatabaseUser {
  name: string;
  is_superuser: boolean;
  can_create_roles: boolean;
  server_version_num: number;
}

type RoleLogger = Pick<Logger, 'info' | 'warn'>;

async function currentUser(tx: Tx): Promise<DatabaseUser> {
  const { rows } = await tx.query<DatabaseUser>(
    `SELECT current_user AS name, rolsuper AS is_superuser,
            rolsuper OR rolcreaterole AS can_create_roles,
            current_setting('server_version_num')::int AS server_version_num
       FROM pg_roles WHERE rolname = current_user`,
  );
  return rows[0] as DatabaseUser;
}

/**
 * Creates the tenant role when it is missing. Roles are shared by every database of the
 * server, so this runs in a transaction of its own, committed before `grantTenantRole`: when
 * several services start at once, the one that loses the race to create the role only finds
 * it in a transaction begun after the winner committed (within the same transaction PostgreSQL
 * went on answering "role does not exist"). Returns false when the role is missing and may not
 * be created here; the log line says what an administrator must do.
 */
export async function createTenantRole(
  tx: Tx,
  tenantRole: string,
  logger?: RoleLogger,
): Promise<boolean> {
  return createRoleIfMissing(tx, await currentUser(tx), tenantRole, logger);
}

/**
 * Lets the tenant role work with the service's tables and lets the service's user take it.
 * Returns false when setup had to stop short; the log line says what an administrator must do.
 */
export async function grantTenantRole(
  tx: Tx,
  tenantRole: string,
  logger?: RoleLogger,
): Promise<boolean> {
  const role = quoteRoleName(tenantRole);
  await tx.exec(`
    GRANT USAGE ON SCHEMA public TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};
    GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${role};
    REVOKE ALL ON schema_migrations FROM ${role};
  `);
  return grantRoleToUser(tx, await currentUser(tx), tenantRole, logger);
}

async function createRoleIfMissing(
  tx: Tx,
  user: DatabaseUser,
  tenantRole: string,
  logger?: RoleLogger,
): Promise<boolean> {
  const exists = await tx.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [tenantRole]);
  if (exists.rowCount > 0) return true;
  if (!user.can_create_roles) {
    logger?.warn(
      { role: tenantRole, user: user.name },
      'tenant role is missing and this database user may not create roles: an administrator must create it (NOLOGIN)',
    );
    return false;
  }
  // Roles are shared by every database of a server, so another service may be creating the
  // same role right now; losing that race is fine.
  await tx.exec(`DO $$ BEGIN
      CREATE ROLE ${quoteRoleName(tenantRole)} NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
  logger?.info({ role: tenantRole }, 'created tenant role');
  return true;
}

/**
 * `SET ROLE` needs membership. A superuser has it implicitly; the service's own database user
 * (owner of its tables, no superuser) is granted it here. From PostgreSQL 16 the grant must
 * carry the SET option, which an explicit GRANT does by default, and granting needs ADMIN
 * OPTION on the role, which its creator holds.
 */
async function grantRoleToUser(
  tx: Tx,
  user: DatabaseUser,
  tenantRole: string,
  logger?: RoleLogger,
): Promise<boolean> {
  if (user.is_superuser) return true;
  const modern = user.server_version_num >= 160000;
  const { rows } = await tx.query<{ member: boolean; admin: boolean }>(
    `SELECT pg_has_role(current_user, $1, '${modern ? 'SET' : 'MEMBER'}') AS member,
            pg_has_role(current_user, $1, 'MEMBER WITH ADMIN OPTION') AS admin`,
    [tenantRole],
  );
  const { member, admin } = rows[0] as { member: boolean; admin: boolean };
  if (member) return true;
  if (!admin && !(user.can_create_roles && !modern)) {
    logger?.warn(
      { role: tenantRole, user: user.name },
      'this database user may not SET ROLE to the tenant role: an administrator must GRANT the role to it',
    );
    return false;
  }
  await tx.query(`GRANT ${quoteRoleName(tenantRole)} TO CURRENT_USER`);
  logger?.info({ role: tenantRole, user: user.name }, 'granted tenant role to the database user');
  return true;
}
