/**
 * The whole content service as the gateway meets it: gRPC with caller metadata, the upload
 * listener, the outbox through the bus, and identity's user-deletion event, on real
 * PostgreSQL with the disk driver.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  closeGrpcChannels,
  createGrpcClient,
  decodeEvent,
  encodeEvent,
  type CallContext,
  type EventBus,
  type GrpcClient,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS, type contentV1 } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import type { ContentRuntime } from '../../src/main';
import { insertEmbed } from '../../src/store/embeds';
import { pngBytes, request, sha256 } from '../uploads/harness';
import { useContentService } from '../work/support';

// A consumer group's first join on the mock broker takes a fixed 3 s; the machine is shared.
jest.setTimeout(120_000);

const service = useContentService('service');
let runtime: ContentRuntime;
let bus: EventBus;
let client: GrpcClient<contentV1.ContentServiceClient>;
const fileEvents: string[] = [];

const tenantId = randomUUID();
const admin: Partial<CallContext> = { tenantId, userId: randomUUID(), roles: ['admin'] };
const member: Partial<CallContext> = { tenantId, userId: randomUUID(), roles: ['client'] };

beforeAll(async () => {
  const { grpcPort } = service();
  ({ runtime, bus } = service());
  client = createGrpcClient(loadServiceDefinition('content').Client, `127.0.0.1:${grpcPort}`, {
    deadlineMs: 30_000,
  });
  await bus.subscribe({
    groupId: 'content-test',
    topics: [TOPICS.contentFile],
    fromBeginning: true,
    handler: async (event) => {
      const decoded = decodeEvent('portico.events.v1.FileEvent', event.payload);
      fileEvents.push(`${decoded.kind}:${decoded.file_id}`);
    },
  });
});

afterAll(() => {
  closeGrpcChannels();
});

async function uploadFor(recipient: string, bytes: Buffer, name: string): Promise<string> {
  const { grant } = await client.CreateUploadGrant(
    {
      file_name: name,
      size_bytes: String(bytes.length),
      user_id: recipient,
      title: name,
      notify_user: true,
    },
    admin,
  );
  const headers = { 'Tus-Resumable': '1.0.0', 'Upload-Grant': grant };
  const port = runtime.uploadPort();
  const created = await request(port, 'POST', '/uploads', {
    ...headers,
    'Upload-Length': bytes.length,
  });
  const id = String(created.headers.location).split('/').pop()!;
  const done = await request(
    port,
    'PATCH',
    `/uploads/${id}`,
    {
      ...headers,
      'Upload-Offset': 0,
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': bytes.length,
    },
    bytes,
  );
  expect(done.status).toBe(204);
  return String(done.headers['upload-file-id']);
}

/** Content's events cross the broker; a state they cause holds within this. */
const EVENTS = { timeoutMs: 20_000 };
const held = (ok: boolean) => ok;

it('an admin uploads for a member, who sees it From Admin, downloads it, and opens it once', async () => {
  const bytes = pngBytes(200 * 1024);
  const fileId = await uploadFor(member.userId!, bytes, 'Welcome pack.png');

  const { files } = await client.ListFiles({ limit: 100, include_role_assigned: true }, member);
  expect(files).toEqual([
    expect.objectContaining({
      id: fileId,
      origin: 'from_admin',
      size_display: '200 KB',
      content_type: 'image/png',
      opened_at: '',
    }),
  ]);

  const grant = await client.CreateDownloadGrant({ id: fileId }, member);
  expect(grant.content_disposition).toBe(
    `attachment; filename="Welcome_pack.png"; filename*=UTF-8''Welcome%20pack.png`,
  );
  const body = await new Promise<Buffer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: runtime.uploadPort(), path: grant.download_path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
  expect(sha256(body)).toBe(sha256(bytes));

  const opened = await client.RecordFileOpened({ id: fileId }, member);
  expect(opened.opened_at).not.toBe('');
  expect((await client.RecordFileOpened({ id: fileId }, member)).opened_at).toBe(opened.opened_at);
  await eventually(
    'the upload and the opening on the topic',
    () => fileEvents.includes(`uploaded:${fileId}`) && fileEvents.includes(`opened:${fileId}`),
    held,
    EVENTS,
  );
  expect(fileEvents.filter((e) => e === `opened:${fileId}`)).toHaveLength(1);
});

it("'Download selected' streams one zip of the chosen files, each under its own name", async () => {
  const first = pngBytes(30 * 1024);
  const second = pngBytes(40 * 1024);
  const ids = [
    await uploadFor(member.userId!, first, 'report.png'),
    await uploadFor(member.userId!, second, 'report.png'),
  ];
  const grant = await client.CreateZipDownloadGrant({ ids }, member);
  expect(grant.content_disposition).toBe(
    `attachment; filename="files.zip"; filename*=UTF-8''files.zip`,
  );
  const zip = await new Promise<Buffer>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: runtime.uploadPort(), path: grant.download_path }, (res) => {
        expect(res.headers['content-type']).toBe('application/zip');
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
  const zipPath = path.join(service().dataDir, 'selected.zip');
  writeFileSync(zipPath, zip);
  expect(execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n')).toEqual([
    'report.png',
    'report (2).png',
  ]);
  expect(sha256(execFileSync('unzip', ['-p', zipPath, 'report (2).png']))).toBe(sha256(second));
  const outsider = { tenantId, userId: randomUUID(), roles: ['client'] };
  await expect(client.CreateZipDownloadGrant({ ids }, outsider)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
});

it('a member of another tenant gets NOT_FOUND for the file and for its download', async () => {
  const fileId = await uploadFor(member.userId!, pngBytes(1024), 'private.png');
  const outsider = { tenantId: randomUUID(), userId: randomUUID(), roles: ['admin'] };
  await expect(client.GetFile({ id: fileId }, outsider)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
  await expect(client.CreateDownloadGrant({ id: fileId }, outsider)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
});

it('a member cannot delete a file an admin sent; the admin can, and its bytes go too', async () => {
  const fileId = await uploadFor(member.userId!, pngBytes(2048), 'contract.png');
  await expect(client.DeleteFile({ id: fileId }, member)).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  const grant = await client.CreateDownloadGrant({ id: fileId }, admin);
  await client.DeleteFile({ id: fileId }, admin);
  await expect(client.GetFile({ id: fileId }, admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  const gone = await request(runtime.uploadPort(), 'GET', grant.download_path, {});
  expect(gone.status).toBe(404);
  await eventually(
    'the deletion on the topic',
    () => fileEvents.includes(`deleted:${fileId}`),
    held,
    EVENTS,
  );
});

it('renaming a file changes the title people see, not its stored name; a bad title or a recipient who did not upload it changes nothing', async () => {
  const fileId = await uploadFor(member.userId!, pngBytes(1024), 'draft.png');
  await expect(client.RenameFile({ id: fileId, title: 'Homepage' }, member)).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  for (const [title, reason] of [
    ['   ', 'file_title_missing'],
    ['Home\u0000page', 'file_title_control'],
    ['x'.repeat(201), 'file_title_long'],
  ])
    await expect(client.RenameFile({ id: fileId, title }, admin)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason,
    });
  const outsider = { tenantId: randomUUID(), userId: randomUUID(), roles: ['admin'] };
  await expect(client.RenameFile({ id: fileId, title: 'Mine' }, outsider)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
  expect((await client.GetFile({ id: fileId }, member)).title).toBe('draft.png');

  const renamed = await client.RenameFile({ id: fileId, title: '  Homepage, final  ' }, admin);
  expect(renamed).toMatchObject({ title: 'Homepage, final', file_name: 'draft.png' });
  expect((await client.GetFile({ id: fileId }, member)).title).toBe('Homepage, final');
});

it('refuses an embed aimed at a private address and one without a title', async () => {
  const base = { provider: 'custom', embed_type: 'role', role: 'client', is_active: true };
  await expect(
    client.CreateEmbed({ ...base, title: 'Metadata', url: 'https://169.254.169.254/' }, admin),
  ).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    reason: 'url_unsafe_host',
  });
  await expect(
    client.CreateEmbed({ ...base, title: '', url: 'https://tool.example.com/' }, admin),
  ).rejects.toMatchObject({
    message: 'Please fill Title, Provider and URL',
  });
  await expect(
    client.CreateEmbed({ ...base, title: 'x', url: 'https://tool.example.com/' }, member),
  ).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
});

it("answers an embed outside the caller's roles with 'You don't have access to this embed.'", async () => {
  const embed = await runtime.db.tenantTransaction(tenantId, (tx) =>
    insertEmbed(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      title: 'Recruiting board',
      provider: 'monday',
      url: 'https://acme.monday.com/boards/1',
      embed_type: 'role',
      user_id: null,
      role: 'recruitpro',
      is_active: true,
      is_super_admin_embed: false,
      sort_order: 0,
      framing: 'frameable',
      created_by: null,
    }),
  );
  await expect(client.GetEmbed({ id: embed.id }, member)).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
    message: "You don't have access to this embed.",
  });
  expect(
    (await client.ListVisibleEmbeds({}, { ...member, roles: ['recruitpro'] })).embeds.map(
      (e) => e.id,
    ),
  ).toEqual([embed.id]);
});

it("removes a deleted user's files when identity says so and the admin asked for it", async () => {
  const leaver = randomUUID();
  const fileId = await uploadFor(leaver, pngBytes(4096), 'leaver.png');
  await bus.publish([
    {
      id: randomUUID(),
      topic: TOPICS.identityUser,
      key: tenantId,
      type: 'deleted',
      tenantId,
      occurredAt: new Date(),
      headers: {},
      payload: encodeEvent('portico.events.v1.UserEvent', {
        user_id: leaver,
        email: 'leaver@example.com',
        deleted: { delete_files: true, deleted_by: admin.userId! },
      }),
    },
  ]);
  await eventually(
    "the leaver's files to go",
    async () => {
      const { files } = await client.ListFiles({ limit: 100, user_id: leaver }, admin);
      return files.length === 0;
    },
    held,
    EVENTS,
  );
  await eventually(
    'the deletion on the topic',
    () => fileEvents.includes(`deleted:${fileId}`),
    held,
    EVENTS,
  );
});

it("keeps a removed member's files unless the admin asked to delete them; their own embeds go", async () => {
  const leaver = randomUUID();
  const fileId = await uploadFor(leaver, pngBytes(4096), 'handbook.png');
  const embed = await runtime.db.tenantTransaction(tenantId, (tx) =>
    insertEmbed(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      title: 'Their calendar',
      provider: 'calendly',
      url: 'https://calendly.com/acme/leaver',
      embed_type: 'user',
      user_id: leaver,
      role: null,
      is_active: true,
      is_super_admin_embed: false,
      sort_order: 0,
      framing: 'frameable',
      created_by: null,
    }),
  );
  const removal = (deleteFiles: boolean) => ({
    id: randomUUID(),
    topic: TOPICS.tenancyMembership,
    key: tenantId,
    type: 'removed',
    tenantId,
    occurredAt: new Date(),
    headers: {},
    payload: encodeEvent('portico.events.v1.MembershipEvent', {
      tenant_id: tenantId,
      user_id: leaver,
      removed: { removed_by: admin.userId!, delete_files: deleteFiles },
    }),
  });
  const filesOfLeaver = async () =>
    (await client.ListFiles({ limit: 100, user_id: leaver }, admin)).files.map((f) => f.id);

  await bus.publish([removal(false)]);
  await eventually(
    "the leaver's embed to go",
    async () => {
      const { embeds } = await client.ListEmbeds({}, admin);
      return !embeds.some((e) => e.id === embed.id);
    },
    held,
    EVENTS,
  );
  expect(await filesOfLeaver()).toEqual([fileId]);

  await bus.publish([removal(true)]);
  await eventually(
    "the leaver's files to go",
    async () => (await filesOfLeaver()).length === 0,
    held,
    EVENTS,
  );
});
