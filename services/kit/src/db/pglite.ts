/**
 * The `Database` over PGlite, PostgreSQL compiled to WebAssembly and persisted in a folder:
 * the embedded default when no DATABASE_URL is given. PGlite has a single connection, so
 * transactions cannot run side by side. Its own `transaction()` holds an exclusive lock from
 * BEGIN to COMMIT/ROLLBACK, and its top-level `query`/`exec` wait for that lock, so a plain
 * query issued elsewhere never lands inside someone else's transaction.
 *
 * Inside a transaction, use only the `tx` handle: a call on the database itself would wait
 * for the transaction it is part of and never run.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { runCommitted } from './afterCommit';
import { defaultTemplateFile, emptyClusterTemplate, forgetTemplate } from './pglite-template';
import { singleRead } from './single-read';
import { TenantScope } from './tenant-scope';
import { pgliteParsers } from './type-parsers';
import type { Database, QueryResult, Queryable, RowScope, Tx } from './types';

export interface PgliteDatabaseOptions {
  /** The folder the database lives in; created when missing. One process opens it at a time. */
  dataDir: string;
  tenantRole: string;
  /** Where the empty cluster a new folder starts from is kept (pglite-template.ts). */
  templateFile?: string;
}

type Connection = Pick<PGlite | Transaction, 'query' | 'exec'>;

async function run<R>(
  connection: Connection,
  sql: string,
  params?: readonly unknown[],
): Promise<QueryResult<R>> {
  const result = await connection.query<R>(sql, params ? [...params] : undefined);
  // `rowCount` is the command tag's count, as `pg` reports it (rows returned or changed).
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

function transactionHandle(tx: Transaction, committed: (() => void)[]): Tx {
  return {
    query: (sql, params) => run(tx, sql, params),
    afterCommit: (fn) => committed.push(fn),
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}

/**
 * PGlite over the folder: a folder with nothing in it starts from the empty cluster's copy
 * (pglite-template.ts). A copy PGlite cannot load is forgotten and the folder, empty before,
 * is emptied again for PGlite to run initdb itself, as it would have without a copy.
 */
async function openFolder(dataDir: string, templateFile?: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  if ((await readdir(dataDir)).length > 0)
    return PGlite.create(dataDir, { parsers: pgliteParsers });
  // Named inside the try: where the copy cannot even be named (no PGlite version to read, as
  // where a test stands something else in for PGlite), PGlite runs initdb itself.
  let file: string | undefined;
  try {
    file = templateFile ?? defaultTemplateFile();
    const loadDataDir = await emptyClusterTemplate(file);
    return await PGlite.create(dataDir, { parsers: pgliteParsers, loadDataDir });
  } catch {
    if (file) await forgetTemplate(file);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    return PGlite.create(dataDir, { parsers: pgliteParsers });
  }
}

export async function openPgliteDatabase(options: PgliteDatabaseOptions): Promise<Database> {
  const scope = new TenantScope(options.tenantRole);
  const db = await openFolder(options.dataDir, options.templateFile);

  let closing: Promise<void> | undefined;

  /** PGlite commits when its callback resolves; what waits for the commit runs after that. */
  async function transaction<T>(fn: (tx: Tx) => Promise<T>, rows?: RowScope): Promise<T> {
    const committed: (() => void)[] = [];
    const result = await db.transaction(async (tx) => {
      const handle = transactionHandle(tx, committed);
      if (rows) await scope.enter(handle, rows);
      return fn(handle);
    });
    runCommitted(committed);
    return result;
  }
  const scopedTransaction = <T>(rows: RowScope, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    transaction(fn, rows);
  /**
   * PGlite runs in this process, so there is no round trip to save: the read is a scoped
   * transaction, with the same one-statement handle as on PostgreSQL. As on PostgreSQL, a bad
   * scope is refused before the transaction starts.
   */
  async function scopedRead<T>(rows: RowScope, fn: (read: Queryable) => Promise<T>): Promise<T> {
    scope.check(rows);
    return fn(
      singleRead((sql, params) =>
        scopedTransaction(rows, async (tx) => {
          await tx.query('SET TRANSACTION READ ONLY');
          return tx.query(sql, params);
        }),
      ),
    );
  }

  return {
    engine: 'pglite',
    tenantRole: options.tenantRole,
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => transaction(fn),
    tenantTransaction: (tenantId, fn) => scopedTransaction({ tenantId }, fn),
    userTransaction: (userId, fn) => scopedTransaction({ userId }, fn),
    scopedTransaction,
    tenantRead: (tenantId, fn) => scopedRead({ tenantId }, fn),
    scopedRead,
    async ping() {
      await db.query('SELECT 1');
    },
    close() {
      closing ??= db.close();
      return closing;
    },
  };
}
