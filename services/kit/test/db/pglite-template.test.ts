/**
 * A new PGlite folder starts from a kept copy of an empty cluster (src/db/pglite-template.ts):
 * the database it gives is a whole one that keeps its rows, the copy is kept for the next
 * folder, and a damaged copy costs only the time of initdb, never the database.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from '../../src/db/pglite';

jest.setTimeout(60_000);

let root: string;
let templateFile: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portico-pglite-template-'));
  templateFile = path.join(root, 'empty-cluster.tar');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function roundTrip(dataDir: string, value: string): Promise<string[]> {
  const first = await openPgliteDatabase({ dataDir, tenantRole: 'portico_tenant', templateFile });
  await first.query('CREATE TABLE notes (body text)');
  await first.query('INSERT INTO notes VALUES ($1)', [value]);
  await first.close();
  const again = await openPgliteDatabase({ dataDir, tenantRole: 'portico_tenant', templateFile });
  const { rows } = await again.query<{ body: string }>('SELECT body FROM notes');
  await again.close();
  return rows.map((row) => row.body);
}

it('gives a new folder a database that keeps its rows, and keeps the empty cluster for the next', async () => {
  expect(await roundTrip(path.join(root, 'first'), 'kept')).toEqual(['kept']);
  expect(existsSync(templateFile)).toBe(true);
  const size = (await stat(templateFile)).size;
  // The second folder starts from the same copy and has none of the first one's rows.
  expect(await roundTrip(path.join(root, 'second'), 'its own')).toEqual(['its own']);
  expect((await stat(templateFile)).size).toBe(size);
});

it('opens a new folder even when the kept copy is damaged, and replaces the copy', async () => {
  await writeFile(templateFile, 'not a tarball of a cluster');
  expect(await roundTrip(path.join(root, 'after-damage'), 'still works')).toEqual(['still works']);
  // The damaged copy was forgotten; the next new folder makes a whole one again.
  expect(existsSync(templateFile)).toBe(false);
  expect(await roundTrip(path.join(root, 'remade'), 'remade')).toEqual(['remade']);
  expect((await stat(templateFile)).size).toBeGreaterThan(1_000_000);
});
