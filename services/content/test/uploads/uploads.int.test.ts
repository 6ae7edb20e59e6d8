/**
 * Uploads through content's tus listener on real PostgreSQL, for both blob drivers: resume
 * after a dropped connection, refusals before storage fills, grants, and download.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { Readable } from 'node:stream';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { createDownloadGrant, createUploadGrant, listFiles } from '../../src/domain/fileActions';
import {
  grantFor,
  openWholePatch,
  patchThenDrop,
  pngBytes,
  request,
  sha256,
  startUploadStack,
  tus,
  type Driver,
  type UploadStack,
} from './harness';

jest.setTimeout(120_000);

/** Every byte the driver holds under its data directory. */
function bytesStored(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

describe.each<Driver>(['disk', 's3'])('uploads on %s storage', (driver) => {
  let stack: UploadStack;
  const tenantId = randomUUID();
  const admin = { userId: randomUUID(), roles: ['admin'] };
  const client = { userId: randomUUID(), roles: ['client'] };

  beforeAll(async () => {
    stack = await startUploadStack(driver, { maxBytes: 20 * 1024 * 1024 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('an upload interrupted at 50 % resumes from where it stopped and stores the same bytes', async () => {
    const source = pngBytes(12 * 1024 * 1024);
    const half = source.length / 2;
    const grant = await grantFor(stack.files, tenantId, admin, 'scan.png', source.length, {
      userId: client.userId,
      title: 'Scan',
      tags: ['q3'],
    });
    const { answer, id } = await tus(stack.port, grant).create(source.length);
    expect(answer.status).toBe(201);
    expect(answer.headers.location).toBe(`/api/files/uploads/${id}`);

    await patchThenDrop(stack.port, grant, id, source.subarray(0, half), source.length);

    // The browser comes back later with a resume grant, asks where to go on, and sends the rest.
    const resume = createUploadGrant(stack.files, tenantId, admin, {
      purpose: 'resume',
      title: '',
      fileName: '',
      sizeBytes: 0,
      userId: '',
      assignedRoles: [],
      tags: [],
      message: '',
      notifyUser: false,
    });
    const resumeGrant = (await resume).grant;
    const head = await tus(stack.port, resumeGrant).head(id);
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    const rest = await tus(stack.port, resumeGrant).patch(id, offset, source.subarray(offset));
    expect(rest.status).toBe(204);
    const fileId = rest.headers['upload-file-id'] as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

    const [file] = await listFiles(stack.files, tenantId, client, {
      limit: 10,
      userId: '',
      includeRoleAssigned: false,
      query: '',
    });
    expect(file).toMatchObject({
      id: fileId,
      title: 'Scan',
      content_type: 'image/png',
      size_bytes: String(source.length),
      uploaded_by: admin.userId,
      tags: ['q3'],
      scan_status: 'not_scanned',
    });
    expect(file!.storage_key).toMatch(
      new RegExp(`^${tenantId}/${client.userId}/${fileId}-scan\\.png$`),
    );
    expect(file!.sha256).toBe(sha256(source));

    const download = await createDownloadGrant(stack.files, tenantId, client, fileId);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      http
        .get(
          { host: '127.0.0.1', port: stack.port, path: download.downloadPath },
          (res: http.IncomingMessage) => {
            expect(res.headers['content-disposition']).toBe(
              'attachment; filename="scan.png"; filename*=UTF-8\'\'scan.png',
            );
            expect(res.headers['x-content-type-options']).toBe('nosniff');
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
        .on('error', reject);
    });
    expect(sha256(bytes)).toBe(sha256(source));
  });

  it('stores an upload sent whole in one PATCH with the hash of its bytes, and forgets the upload', async () => {
    const source = pngBytes(3 * 1024 * 1024 + 7);
    const grant = await grantFor(stack.files, tenantId, client, 'whole.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    // As a socket delivers it: pieces of 64 KiB, the first shorter than the type sample.
    const pieces = [source.subarray(0, 1000)];
    for (let at = 1000; at < source.length; at += 65_536)
      pieces.push(source.subarray(at, at + 65_536));
    const answer = await tus(stack.port, grant).patch(id, 0, Readable.from(pieces), source.length);
    expect(answer.status).toBe(204);
    expect(answer.headers['upload-offset']).toBe(String(source.length));
    const fileId = answer.headers['upload-file-id'] as string;

    const [file] = await listFiles(stack.files, tenantId, client, {
      limit: 10,
      userId: '',
      includeRoleAssigned: false,
      query: 'whole',
    });
    expect(file).toMatchObject({ id: fileId, content_type: 'image/png', sha256: sha256(source) });
    const download = await createDownloadGrant(stack.files, tenantId, client, fileId);
    const stored = await request(stack.port, 'GET', download.downloadPath, {});
    expect(stored.status).toBe(200);
    // The same bytes again find no upload: it became the file.
    const again = await tus(stack.port, grant).patch(id, 0, source);
    expect(again.status).toBe(404);
  });

  it('refuses an upload larger than the limit before storing a byte', async () => {
    const before = bytesStored(stack.dataDir);
    await expect(
      grantFor(stack.files, tenantId, client, 'big.png', 21 * 1024 * 1024),
    ).rejects.toMatchObject({ reason: 'too_large' });
    // A grant for a small file cannot be stretched by the Upload-Length sent with it.
    const grant = await grantFor(stack.files, tenantId, client, 'small.png', 1000);
    const { answer } = await tus(stack.port, grant).create(21 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(bytesStored(stack.dataDir)).toBe(before);
  });

  it('refuses bytes that are not an allowed type at the first chunk, and keeps none of them', async () => {
    const exe = Buffer.concat([
      Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
      Buffer.alloc(8 * 1024 * 1024, 7),
    ]);
    const grant = await grantFor(stack.files, tenantId, client, 'invoice.pdf', exe.length);
    const { id } = await tus(stack.port, grant).create(exe.length);
    const before = bytesStored(stack.dataDir);
    const answer = await tus(stack.port, grant).patch(id, 0, exe);
    expect(answer.status).toBe(415);
    expect(answer.body).toMatch(/file type is not allowed/);
    expect(bytesStored(stack.dataDir)).toBeLessThanOrEqual(before);
    const files = await listFiles(stack.files, tenantId, client, {
      limit: 100,
      userId: '',
      includeRoleAssigned: false,
      query: 'invoice',
    });
    expect(files).toEqual([]);
  });

  it('stores nothing without a grant, and one user cannot touch another user’s upload', async () => {
    const none = await request(stack.port, 'POST', '/uploads', {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': 10,
    });
    expect(none.status).toBe(401);
    const grant = await grantFor(stack.files, tenantId, client, 'notes.txt', 11);
    const { id } = await tus(stack.port, grant).create(11);
    const otherGrant = await grantFor(
      stack.files,
      tenantId,
      { userId: randomUUID(), roles: ['client'] },
      'x.txt',
      11,
    );
    expect((await tus(stack.port, otherGrant).head(id)).status).toBe(404);
    expect(
      (await tus(stack.port, otherGrant).patch(id, 0, Buffer.from('hello world'))).status,
    ).toBe(404);
    const mine = await tus(stack.port, grant).patch(id, 0, Buffer.from('hello world'));
    expect(mine.status).toBe(204);
  });

  it('members may upload only for themselves', async () => {
    await expect(
      grantFor(stack.files, tenantId, client, 'a.png', 10, { userId: admin.userId }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(
      grantFor(stack.files, tenantId, client, 'a.png', 10, { assignedRoles: ['client'] }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});

describe('a whole upload whose connection hangs', () => {
  let stack: UploadStack;
  const tenantId = randomUUID();
  const client = { userId: randomUUID(), roles: ['client'] };
  beforeAll(async () => {
    stack = await startUploadStack('disk');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('hands the upload to the resuming browser after the lock drain, keeping what arrived', async () => {
    const source = pngBytes(6 * 1024 * 1024);
    const half = source.length / 2;
    const grant = await grantFor(stack.files, tenantId, client, 'hang.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    // The first request claims every byte, sends half and then neither sends nor closes,
    // like a connection the browser lost without the server noticing.
    const hanging = openWholePatch(stack.port, grant, id, source.length);
    const hangingEnded = new Promise<void>((resolve) => {
      hanging.once('error', () => resolve());
      hanging.once('response', (answer) => (answer.resume(), resolve()));
    });
    hanging.write(source.subarray(0, half));
    await eventually(
      'the first half to reach the disk',
      () => statSync(path.join(stack.dataDir, '.uploads', id)).size,
      (stored) => stored === half,
    );

    // The browser comes back: HEAD asks for the upload's lock, which the hanging request gives
    // up, and answers how much of the first half was kept.
    const head = await tus(stack.port, grant).head(id);
    expect(head.status).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(half);
    await hangingEnded;

    const rest = await tus(stack.port, grant).patch(id, offset, source.subarray(offset));
    expect(rest.status).toBe(204);
    const [file] = await listFiles(stack.files, tenantId, client, {
      limit: 10,
      userId: '',
      includeRoleAssigned: false,
      query: 'hang',
    });
    expect(file).toMatchObject({ id: rest.headers['upload-file-id'], sha256: sha256(source) });
  });
});

describe('abandoned uploads', () => {
  let stack: UploadStack;
  beforeAll(async () => {
    stack = await startUploadStack('disk', { expireAfterMs: 200 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('are removed with their bytes once they expire, and cannot be resumed after', async () => {
    const viewer = { userId: randomUUID(), roles: ['client'] };
    const source = pngBytes(64 * 1024);
    const grant = await grantFor(stack.files, randomUUID(), viewer, 'draft.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    await patchThenDrop(stack.port, grant, id, source.subarray(0, 32 * 1024), source.length);
    expect(bytesStored(stack.dataDir)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stack.cleanUpExpired()).toBe(1);
    expect(bytesStored(stack.dataDir)).toBe(0);
    expect((await tus(stack.port, grant).head(id)).status).toBe(404);
  });
});

describe('a full disk', () => {
  let stack: UploadStack;
  beforeAll(async () => {
    stack = await startUploadStack('disk');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses the upload with 507 and a message, keeps nothing of it, and takes the next one', async () => {
    const viewer = { userId: randomUUID(), roles: ['client'] };
    const tenantId = randomUUID();
    const source = pngBytes(256 * 1024);
    const grant = await grantFor(stack.files, tenantId, viewer, 'full.png', source.length);
    const { id } = await tus(stack.port, grant).create(source.length);
    // The upload's file becomes /dev/full, where every write gets the kernel's ENOSPC: what a
    // full volume answers, without filling one.
    const uploads = path.join(stack.dataDir, '.uploads');
    rmSync(path.join(uploads, id));
    symlinkSync('/dev/full', path.join(uploads, id));

    const answer = await tus(stack.port, grant).patch(id, 0, source);
    expect(answer.status).toBe(507);
    expect(answer.body).toBe(
      'There is no room to store this file right now. Please try again later.',
    );
    expect(readdirSync(uploads)).toEqual([]);
    expect((await tus(stack.port, grant).head(id)).status).toBe(404);
    const listed = { limit: 10, userId: '', includeRoleAssigned: false, query: '' };
    expect(await listFiles(stack.files, tenantId, viewer, listed)).toEqual([]);

    const next = await grantFor(stack.files, tenantId, viewer, 'next.png', source.length);
    const created = await tus(stack.port, next).create(source.length);
    expect((await tus(stack.port, next).patch(created.id, 0, source)).status).toBe(204);
    expect(await listFiles(stack.files, tenantId, viewer, listed)).toHaveLength(1);
  });
});
