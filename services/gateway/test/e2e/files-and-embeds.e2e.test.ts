/**
 * Files and embeds through the real gateway (issue 12): uploads go browser → gateway → content
 * as tus requests the gateway authorises and streams, downloads come back the same way, and
 * what each caller sees follows docs/product.md §6.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';
import { createUpload, offsetOf, pngBytes, pngStream, sendBytes, uploadFile } from '../support/tus';

jest.setTimeout(300_000);

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const env = useE2eStack();
let admin: ApiClient;
let client: { client: ApiClient; userId: string };
let otherAdmin: ApiClient;

interface FileAnswer {
  id: string;
  origin: string;
  title: string;
  size_display: string;
}

beforeAll(async () => {
  const workspace = await signUpWorkspace(env.url, 'Files Tenant');
  admin = workspace.client;
  const member = await inviteMember(admin, 'role2');
  client = { client: member.client, userId: member.userId };
  otherAdmin = (await signUpWorkspace(env.url, 'Other Files Tenant')).client;
});

async function download(who: ApiClient, path: string) {
  const response = await fetch(`${env.url}${path}`, {
    headers: {
      authorization: `Bearer ${who.accessToken ?? ''}`,
      'x-tenant-id': who.tenantId ?? '',
      'x-forwarded-for': who.ip,
    },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('files through the gateway', () => {
  let fileId: string;
  const bytes = pngBytes(300_000);

  beforeAll(async () => {
    fileId = await uploadFile(admin, bytes, {
      filename: 'brief.png',
      title: 'Project brief',
      user_id: client.userId,
      tags: 'kickoff',
      message: 'Here is the brief',
    });
  });

  it('an admin uploads for a client, who sees it From Admin and downloads the same bytes', async () => {
    const list = await client.client.get<{ files: FileAnswer[] }>('/api/files?limit=100');
    expect(list.status).toBe(200);
    const file = list.body.files.find((f) => f.id === fileId);
    expect(file).toMatchObject({ origin: 'from_admin', title: 'Project brief' });

    const { response, bytes: got } = await download(client.client, `/api/files/${fileId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(sha256(got)).toBe(sha256(bytes));
  });

  it('a member of another tenant gets 404 for the file id and for its download URL', async () => {
    expect((await otherAdmin.get(`/api/files/${fileId}`)).status).toBe(404);
    const { response } = await download(otherAdmin, `/api/files/${fileId}/download`);
    expect(response.status).toBe(404);
    expect(await otherAdmin.post('/api/files/download', { ids: [fileId] })).toMatchObject({
      status: 404,
    });
  });

  it('a client sees their own uploads tagged Uploaded, and not another member’s files', async () => {
    const ownId = await uploadFile(client.client, pngBytes(5000), { filename: 'mine.png' });
    const other = await inviteMember(admin, 'role2');
    const list = await other.client.get<{ files: FileAnswer[] }>('/api/files');
    expect(list.body.files.map((f) => f.id)).not.toContain(ownId);
    expect(list.body.files.map((f) => f.id)).not.toContain(fileId);
    const mine = await client.client.get<{ files: FileAnswer[] }>('/api/files');
    expect(mine.body.files.find((f) => f.id === ownId)?.origin).toBe('uploaded');
    // The admin sees every file of the tenant.
    const all = await admin.get<{ files: FileAnswer[] }>('/api/files?limit=1000');
    expect(all.body.files.map((f) => f.id)).toEqual(expect.arrayContaining([ownId, fileId]));
  });

  it('a file assigned to a role reaches that role on the dashboard only, and no other role', async () => {
    const id = await uploadFile(admin, pngBytes(3000), {
      filename: 'handbook.png',
      assigned_roles: 'role2',
    });
    const dashboard = await client.client.get<{ files: FileAnswer[] }>(
      '/api/files?include_role_assigned=true',
    );
    expect(dashboard.body.files.map((f) => f.id)).toContain(id);
    // The files pages list a member's own files only (docs/product.md §6).
    const own = await client.client.get<{ files: FileAnswer[] }>('/api/files');
    expect(own.body.files.map((f) => f.id)).not.toContain(id);
    const otherRole = await inviteMember(admin, 'role1');
    const theirs = await otherRole.client.get<{ files: FileAnswer[] }>(
      '/api/files?include_role_assigned=true',
    );
    expect(theirs.body.files.map((f) => f.id)).not.toContain(id);
    expect((await otherRole.client.get(`/api/files/${id}`)).status).toBe(404);
  });

  it("a member cannot upload for someone else: 'You can only upload files for yourself'", async () => {
    const refused = await createUpload(client.client, 100, {
      filename: 'x.png',
      user_id: client.userId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({
      error: 'You can only upload files for yourself',
    });
  });

  it("an upload without a file name is refused with 'Choose a file' before any byte is stored", async () => {
    const refused = await createUpload(client.client, 100, { title: 'nameless' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'Choose a file' });
  });

  it('an upload dropped at 50 % resumes where it stopped and the stored bytes hash equal', async () => {
    const source = pngBytes(2 * MB);
    const created = await createUpload(client.client, source.length, { filename: 'resume.png' });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    const half = source.length / 2;
    expect(
      (await sendBytes(client.client, location, 0, source.subarray(0, half), half)).status,
    ).toBe(204);
    const { status, offset } = await offsetOf(client.client, location);
    expect(status).toBe(200);
    expect(offset).toBe(half);
    // Another member of the same tenant cannot touch this upload.
    const stranger = await inviteMember(admin, 'role2');
    expect((await offsetOf(stranger.client, location)).status).toBe(404);
    const rest = await sendBytes(client.client, location, offset, source.subarray(offset), half);
    expect(rest.status).toBe(204);
    const id = String(rest.headers['upload-file-id']);
    const { bytes: stored } = await download(client.client, `/api/files/${id}/download`);
    expect(sha256(stored)).toBe(sha256(source));
  });

  it("'Download selected' streams one zip of the chosen files", async () => {
    const { response, bytes: zip } = await fetch(`${env.url}/api/files/download`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.accessToken ?? ''}`,
        'x-tenant-id': admin.tenantId ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ids: [fileId] }),
    }).then(async (r) => ({ response: r, bytes: Buffer.from(await r.arrayBuffer()) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('the admin deletes a file: it is gone for the client too', async () => {
    const id = await uploadFile(admin, pngBytes(2000), {
      filename: 'gone.png',
      user_id: client.userId,
    });
    expect((await admin.call('DELETE', `/api/files/${id}`)).status).toBe(204);
    expect((await client.client.get(`/api/files/${id}`)).status).toBe(404);
  });
});

describe('a large upload through the gateway', () => {
  const rssOf = (pid: number) =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

  it('300 MB streamed through the gateway to content grows the stack’s memory by under 64 MB', async () => {
    const size = 300 * MB;
    const created = await createUpload(client.client, size, { filename: 'big.png' });
    expect(created.status).toBe(201);
    const before = rssOf(env.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(env.pid))), 50);
    const sent = await sendBytes(
      client.client,
      String(created.headers.location),
      0,
      pngStream(size),
      size,
    ).finally(() => clearInterval(sampler));
    expect(sent.status).toBe(204);
    // The gateway and content share the stack's process: its growth bounds both.
    expect(peak - before).toBeLessThan(64 * MB);
  });
});

describe('embeds through the gateway', () => {
  it('an admin’s role embed reaches a client; another role and another tenant do not see it', async () => {
    const created = await admin.post<{ embed: { id: string } }>('/api/embeds', {
      title: 'Project board',
      provider: 'custom',
      url: 'https://93.184.216.34/board',
      embed_type: 'role',
      role: 'role2',
    });
    expect(created.status).toBe(201);
    const id = created.body.embed.id;
    const visible = await client.client.get<{ embeds: { id: string }[]; frame_src: string[] }>(
      '/api/embeds',
    );
    expect(visible.body.embeds.map((e) => e.id)).toContain(id);
    expect(visible.body.frame_src).toContain('https://93.184.216.34');
    expect((await client.client.get(`/api/embeds?id=${id}`)).status).toBe(200);

    const recruiter = await inviteMember(admin, 'role1');
    const denied = await recruiter.client.get(`/api/embeds?id=${id}`);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: "You don't have access to this embed." });
    expect((await otherAdmin.get(`/api/embeds?id=${id}`)).status).toBe(404);
  });

  it("the create form's messages: 'Please fill Title, Provider and URL', 'Please choose a user'", async () => {
    const empty = await admin.post('/api/embeds', { title: 'Only a title' });
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'Please fill Title, Provider and URL' },
    });
    const noUser = await admin.post('/api/embeds', {
      title: 'Mine',
      provider: 'custom',
      url: 'https://93.184.216.34/x',
      embed_type: 'user',
    });
    expect(noUser).toMatchObject({ status: 400, body: { error: 'Please choose a user' } });
    const unsafe = await admin.post('/api/embeds', {
      title: 'Metadata',
      provider: 'custom',
      url: 'https://169.254.169.254/latest',
      embed_type: 'role',
    });
    expect(unsafe.status).toBe(400);
  });
});
