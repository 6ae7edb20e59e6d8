/**
 * Reads a service's `migrations/` folder: plain SQL files named `NNNN_what_it_does.sql`,
 * applied in lexical order (so the number decides). A misnamed `.sql` file or two files with
 * the same number stop the run instead of being skipped or applied in a surprising order.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MigrationFile {
  /** The file name, e.g. `0001_create_forms.sql`; what `schema_migrations` records. */
  name: string;
  sql: string;
  /** sha256 of the file's bytes, so an edit to an applied migration is noticed. */
  checksum: string;
}

const MIGRATION_NAME = /^(\d{4,})_[a-z0-9_]+\.sql$/;

export async function readMigrationFiles(migrationsDir: string): Promise<MigrationFile[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const seenNumbers = new Map<string, string>();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const match = MIGRATION_NAME.exec(name);
    if (!match) {
      throw new Error(
        `Migration file ${name} in ${migrationsDir} is not named NNNN_lower_case_name.sql`,
      );
    }
    const number = match[1] as string;
    const clash = seenNumbers.get(number);
    if (clash) throw new Error(`Migrations ${clash} and ${name} share the number ${number}`);
    seenNumbers.set(number, name);
    const bytes = await readFile(path.join(migrationsDir, name));
    files.push({
      name,
      sql: bytes.toString('utf8'),
      checksum: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return files;
}
