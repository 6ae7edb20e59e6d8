/**
 * A new PGlite folder starts as a copy of an empty cluster instead of running initdb. PGlite
 * itself fills a new folder by running initdb in memory and copying the result in, about 3 s
 * of CPU per database; `make up` opens eight, and so does every embedded stack the tests
 * start. The copy is made once per PGlite version and kept in the machine's temporary folder;
 * PGlite's own `loadDataDir` puts it in place, as its `clone()` does.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The installed PGlite's version: an empty cluster of one version is not one of another's. */
function pgliteVersion(): string {
  // Its package.json is not among the package's exports, so it is read from beside the entry.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // No package.json in this folder (dist/): look one up.
    }
    dir = path.dirname(dir);
  }
  throw new Error('the installed @electric-sql/pglite has no package.json with a version');
}

export const defaultTemplateFile = (): string =>
  path.join(os.tmpdir(), `portico-pglite-${pgliteVersion()}-empty-cluster.tar`);

const making = new Map<string, Promise<Blob>>();

/**
 * The temporary folder is everyone's: a copy is loaded only when this user wrote it and nobody
 * else may change it. Another user's file at the name would otherwise become every new
 * database's first state (its roles, its tables, its functions).
 */
async function keptCopy(file: string) {
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!info?.isFile()) return undefined;
  const ours = process.getuid === undefined || info.uid === process.getuid();
  if (!ours || (info.mode & 0o022) !== 0) return undefined;
  return readFile(file);
}

/** The empty cluster as a tarball: read from `file`, or made and written there first. */
export async function emptyClusterTemplate(file: string): Promise<Blob> {
  const kept = await keptCopy(file);
  if (kept) return new Blob([kept]);
  let made = making.get(file);
  if (!made) {
    made = makeTemplate(file).finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

async function makeTemplate(file: string): Promise<Blob> {
  const seed = await PGlite.create();
  try {
    const tarball = await seed.dumpDataDir('none');
    // Written under a name of its own, then renamed: a process reading the file never finds
    // half of it, and two processes making it at once each leave a whole one.
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o644 });
    // Where the name is taken by a file this user may not replace (another's, in a sticky
    // folder), the copy serves this database and is not kept.
    await rename(partial, file).catch(() => rm(partial, { force: true }));
    return tarball;
  } finally {
    await seed.close();
  }
}

/**
 * Forgets a template PGlite could not load (a truncated file): the next open makes it again.
 * A file this user may not remove stays, and keptCopy passes it by.
 */
export const forgetTemplate = (file: string) => rm(file, { force: true }).catch(() => undefined);
