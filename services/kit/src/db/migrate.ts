/**
 * Applies a service's SQL migrations at start-up. Each file runs in its own transaction and
 * is recorded in `schema_migrations` with its checksum. Every step first takes the same
 * transaction-level advisory lock and then re-reads what is applied, so replicas starting
 * together apply each file exactly once: the second waits for the first to commit and then
 * finds the file recorded. (A transaction-level lock rather than a session lock, because a
 * pool gives no guarantee that two queries share a connection.)
 */
import type { Logger } from '../logger';
import { readMigrationFiles, type MigrationFile } from './migration-files';
import { createTenantRole, grantTenantRole } from './tenant-role';
import type { Database, Tx } from './types';

export interface MigrateOptions {
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** An applied migration must never change: databases that ran the old text would differ. */
export class ChangedMigrationError extends Error {
  override readonly name = 'ChangedMigrationError';
  constructor(
    readonly migration: string,
    recordedChecksum: string,
    fileChecksum: string,
  ) {
    super(
      `Migration ${migration} was changed after it was applied (recorded checksum ` +
        `${recordedChecksum}, file now ${fileChecksum}); add a new migration instead`,
    );
  }
}

/** Fixed key of the migration lock; advisory locks are per database, so services don't clash. */
const MIGRATION_LOCK_KEY = 7_254_016_917;

async function lockMigrations(tx: Tx): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

async function applyOnce(db: Database, file: MigrationFile): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockMigrations(tx);
    const recorded = await tx.query<{ checksum: string }>(
      'SELECT checksum FROM schema_migrations WHERE name = $1',
      [file.name],
    );
    const applied = recorded.rows[0];
    if (applied) {
      if (applied.checksum !== file.checksum) {
        throw new ChangedMigrationError(file.name, applied.checksum, file.checksum);
      }
      return false;
    }
    await tx.exec(file.sql);
    await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
      file.name,
      file.checksum,
    ]);
    return true;
  });
}

/** Applies the files not yet applied, in order; returns the names applied by this call. */
export async function migrate(
  db: Database,
  migrationsDir: string,
  options: MigrateOptions = {},
): Promise<string[]> {
  const { logger } = options;
  const files = await readMigrationFiles(migrationsDir);

  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const file of files) {
    try {
      if (await applyOnce(db, file)) {
        applied.push(file.name);
        logger?.info({ migration: file.name }, 'applied migration');
      }
    } catch (error) {
      if (error instanceof ChangedMigrationError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${file.name} failed: ${reason}`, { cause: error });
    }
  }

  // Two transactions: the role is the server's, shared with other services (tenant-role.ts).
  const roleExists = await db.transaction((tx) => createTenantRole(tx, db.tenantRole, logger));
  if (roleExists)
    await db.transaction(async (tx) => {
      await lockMigrations(tx);
      await grantTenantRole(tx, db.tenantRole, logger);
    });
  logger?.info({ applied: applied.length, total: files.length }, 'database schema is current');
  return applied;
}
