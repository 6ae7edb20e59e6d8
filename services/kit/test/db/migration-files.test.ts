import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from '../../src/db/migration-files';

describe('migration files', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portico-migration-files-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = (name: string, sql = 'SELECT 1;') => writeFile(path.join(dir, name), sql);

  it('are read in the order of their numbers, ignoring files that are not SQL', async () => {
    await write('0010_add_index.sql');
    await write('0002_create_forms.sql');
    await write('README.md', '# notes');
    const files = await readMigrationFiles(dir);
    expect(files.map((file) => file.name)).toEqual(['0002_create_forms.sql', '0010_add_index.sql']);
  });

  it('carry a checksum that changes when the text changes', async () => {
    await write('0001_create_forms.sql', 'CREATE TABLE forms (id int);');
    const [before] = await readMigrationFiles(dir);
    await write('0001_create_forms.sql', 'CREATE TABLE forms (id bigint);');
    const [after] = await readMigrationFiles(dir);
    expect(before?.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(after?.checksum).not.toBe(before?.checksum);
  });

  it.each(['create_forms.sql', '1_create_forms.sql', '0001-create-forms.sql', '0001_Forms.sql'])(
    'reject the misnamed %s instead of skipping it',
    async (name) => {
      await write(name);
      await expect(readMigrationFiles(dir)).rejects.toThrow(name);
    },
  );

  it('reject two files with the same number', async () => {
    await write('0003_add_title.sql');
    await write('0003_add_status.sql');
    await expect(readMigrationFiles(dir)).rejects.toThrow(
      /0003_add_status\.sql and 0003_add_title\.sql share the number 0003/,
    );
  });
});

describe("every service's migrations folder", () => {
  const servicesDir = path.resolve(__dirname, '../../..');

  // Two branches that each add the next number merge cleanly in git and fail only when a
  // database is migrated; this reads every folder the way migrate() does, in seconds.
  it('reads cleanly: every file well named, no number used twice', async () => {
    const folders = (await readdir(servicesDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(servicesDir, entry.name, 'migrations'))
      .filter((folder) => existsSync(folder));
    expect(folders.length).toBeGreaterThan(5);
    for (const folder of folders)
      await expect(readMigrationFiles(folder)).resolves.not.toHaveLength(0);
  });
});
