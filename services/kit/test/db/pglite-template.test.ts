/**
 * A new PGlite folder starts from a kept copy of an empty cluster (src/db/pglite-template.ts):
 * the database it gives is a whole one that keeps its rows, the copy is kept for the next
 * folder, and a damaged copy costs only the time of initdb, never the database. Each step that
 * makes a copy or runs initdb costs seconds of CPU, so the file does each once.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPgliteDatabase } from '../../src/db/pglite';

jest.setTimeout(120_000);

let root: string;
let templateFile: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portico-pglite-template-'));
  templateFile = path.join(root, 'empty-cluster.tar');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const open = (folder: string) =>
  openPgliteDatabase({
    dataDir: path.join(root, folder),
    tenantRole: 'portico_tenant',
    templateFile,
  });

/** A table of its own in a new folder: what the folder's database says it holds. */
async function notesIn(folder: string, value: string): Promise<string[]> {
  const db = await open(folder);
  await db.query('CREATE TABLE notes (body text)');
  await db.query('INSERT INTO notes VALUES ($1)', [value]);
  const { rows } = await db.query<{ body: string }>('SELECT body FROM notes');
  await db.close();
  return rows.map((row) => row.body);
}

it('gives a new folder a database that keeps its rows, and keeps the empty cluster for the next', async () => {
  expect(await notesIn('first', 'kept')).toEqual(['kept']);
  expect(existsSync(templateFile)).toBe(true);
  const size = (await stat(templateFile)).size;
  // Opened again, the folder is resumed as it was, not started afresh.
  const again = await open('first');
  expect((await again.query<{ body: string }>('SELECT body FROM notes')).rows).toEqual([
    { body: 'kept' },
  ]);
  await again.close();
  // The second folder starts from the same copy and has none of the first one's rows.
  expect(await notesIn('second', 'its own')).toEqual(['its own']);
  expect((await stat(templateFile)).size).toBe(size);
});

it('opens a new folder even when the kept copy is damaged, and forgets the copy', async () => {
  await writeFile(templateFile, 'not a tarball of a cluster');
  expect(await notesIn('after-damage', 'still works')).toEqual(['still works']);
  // Gone, so the next new folder makes a whole copy again (as the first test's did).
  expect(existsSync(templateFile)).toBe(false);
});

it('does not load a copy others may have written: the temporary folder is everyone’s', async () => {
  // A whole cluster, with a table of someone else's in it, that anyone may overwrite.
  const planted = await PGlite.create();
  await planted.exec('CREATE TABLE planted (secret text)');
  await writeFile(
    templateFile,
    Buffer.from(await (await planted.dumpDataDir('none')).arrayBuffer()),
  );
  await planted.close();
  await chmod(templateFile, 0o666);
  const db = await open('beside-a-planted-copy');
  const { rows } = await db.query<{ name: string | null }>(`SELECT to_regclass('planted') AS name`);
  await db.close();
  expect(rows).toEqual([{ name: null }]);
});
