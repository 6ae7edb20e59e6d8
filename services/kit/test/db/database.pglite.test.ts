/**
 * The database contract on PGlite, the embedded engine. Creating a PGlite database runs
 * initdb inside WebAssembly (seconds), so the file opens one and gives each test an empty
 * `public` schema instead of a new database. Roles outlive the reset, as they outlive a
 * database on a server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db';
import { describeDatabaseContract, type EngineUnderTest } from './database-contract';

function pgliteEngine(): EngineUnderTest {
  let dataDir: string | undefined;
  let current: Database | undefined;

  const isOpen = (db: Database) =>
    db.ping().then(
      () => true,
      () => false,
    );

  return {
    name: 'PGlite',
    async open() {
      dataDir ??= await mkdtemp(path.join(os.tmpdir(), 'portico-pglite-'));
      // A test may have closed the database on purpose; the next one gets it open again.
      if (!current || !(await isOpen(current))) current = await openDatabase({ dataDir });
      await current.query('DROP SCHEMA public CASCADE');
      await current.query('CREATE SCHEMA public');
      const db = current;
      return { db, replica: db, dispose: async () => undefined };
    },
    async teardown() {
      await current?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describeDatabaseContract(pgliteEngine());
