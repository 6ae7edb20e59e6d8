/**
 * An upload the portal reports as stored survives a crash of the node right after: on the
 * disk driver its bytes are synced before its file is moved to its key, the key's folder
 * (and any folder made for it) is synced after the move, and only then is the file's row
 * committed and the browser answered. A crash cannot be staged in a test, so the syncs the
 * real filesystem receives are recorded (the calls go through unchanged) beside the commit.
 */
import { randomUUID } from 'node:crypto';
import { fstatSync, readlinkSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { grantFor, pngBytes, startUploadStack, tus, type UploadStack } from './harness';

jest.setTimeout(120_000);

type Step =
  { step: 'sync'; path: string; size: number } | { step: 'commit' } | { step: 'answered' };

describe('a stored upload on disk storage', () => {
  let stack: UploadStack;
  const steps: Step[] = [];

  beforeAll(async () => {
    stack = await startUploadStack('disk');
    // FileHandle is not exported; its prototype is that of any open handle.
    const probe = await open(__filename, 'r');
    const handles = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    for (const method of ['sync', 'datasync'] as const) {
      const real = handles[method];
      jest.spyOn(handles, method).mockImplementation(function (this: FileHandle) {
        steps.push({
          step: 'sync',
          path: readlinkSync(`/proc/self/fd/${this.fd}`),
          size: fstatSync(this.fd).size,
        });
        return real.call(this);
      });
    }
    const realTransaction = stack.db.tenantTransaction.bind(stack.db);
    jest.spyOn(stack.db, 'tenantTransaction').mockImplementation(async (tenantId, fn) => {
      const result = await realTransaction(tenantId, fn);
      steps.push({ step: 'commit' });
      return result;
    });
  });
  beforeEach(() => {
    steps.length = 0;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await stack?.close();
  });

  /** The steps' order as names: the upload's file, folders by path, the commit, the answer. */
  function order(uploadFile: string, keyFolder: string): string[] {
    const root = stack.dataDir;
    const names = new Map([
      [keyFolder, 'sync key folder'],
      [path.dirname(keyFolder), 'sync tenant folder'],
      [root, 'sync storage root'],
    ]);
    return steps.flatMap((s) => {
      if (s.step !== 'sync') return [s.step];
      if (s.path === uploadFile) return [`sync upload (${s.size} bytes)`];
      const name = names.get(s.path);
      return name ? [name] : [];
    });
  }

  /** What stores an upload of `size` bytes, from its last sync to the browser's answer. */
  const stored = (size: number) => [
    `sync upload (${size} bytes)`,
    'sync key folder',
    'sync tenant folder',
    'sync storage root',
    'commit',
    'answered',
  ];

  it('syncs every byte, then its name and new folders, before the row commits and the browser hears', async () => {
    const tenantId = randomUUID();
    const member = { userId: randomUUID(), roles: ['client'] };
    const source = pngBytes(20 * 1024 * 1024 + 5);
    const grant = await grantFor(stack.files, tenantId, member, 'crash.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    const uploadFile = path.join(stack.dataDir, '.uploads', id);

    const answer = await tus(stack.port, grant).patch(id, 0, source);
    steps.push({ step: 'answered' });
    expect(answer.status).toBe(204);

    const keyFolder = path.join(stack.dataDir, tenantId, member.userId);
    const seen = order(uploadFile, keyFolder);
    // Syncs on the way (the disk writes back while bytes arrive), then the last one with all.
    const last = seen.lastIndexOf(`sync upload (${source.length} bytes)`);
    expect(last).toBeGreaterThan(0);
    expect(seen.slice(last)).toEqual(stored(source.length));
  });

  it('an upload sent in parts has each part on the disk before its PATCH answers the offset', async () => {
    const tenantId = randomUUID();
    const member = { userId: randomUUID(), roles: ['client'] };
    const source = pngBytes(4 * 1024 * 1024);
    const grant = await grantFor(stack.files, tenantId, member, 'part.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    const uploadFile = path.join(stack.dataDir, '.uploads', id);
    const half = source.length / 2;

    const first = await tus(stack.port, grant).patch(id, 0, source.subarray(0, half));
    steps.push({ step: 'answered' });
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    // The browser resumes from the offset it was told: those bytes must still be there.
    expect(order(uploadFile, '').slice(-2)).toEqual([`sync upload (${half} bytes)`, 'answered']);

    steps.length = 0;
    const rest = await tus(stack.port, grant).patch(id, half, source.subarray(half));
    steps.push({ step: 'answered' });
    expect(rest.status).toBe(204);
    expect(order(uploadFile, path.join(stack.dataDir, tenantId, member.userId))).toEqual(
      stored(source.length),
    );
  });
});
