/**
 * Files and embeds, bad input (issue 12): each refusal is a 4xx with the form's message, sent
 * before content is asked anything. The harness has no content service at all, so a request
 * that reached it would answer 500 instead.
 */
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let admin: string;
let member: string;
const TENANT = 'tenant-1';

beforeAll(async () => {
  api = await startRoutesHarness({
    'user-1': { [TENANT]: 'admin' },
    'user-2': { [TENANT]: 'role2' },
  });
  admin = api.tokenFor({ sub: 'user-1' });
  member = api.tokenFor({ sub: 'user-2' });
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api.call(method, path, { token: admin, tenant: TENANT, body, headers });

describe('files refuse bad input before content is asked', () => {
  it("'Download selected' with nothing selected, or with an id that is no file", async () => {
    expect(await asAdmin('POST', '/api/files/download', { ids: [] })).toMatchObject({
      status: 400,
      body: { fields: { ids: 'Select at least one file' } },
    });
    expect(await asAdmin('POST', '/api/files/download', { ids: ['../etc/passwd'] })).toMatchObject({
      status: 400,
      body: { fields: { 'ids.0': 'File not found' } },
    });
  });

  it('a file id that is not an id is not found, without a lookup', async () => {
    expect((await asAdmin('GET', '/api/files/not-an-id')).status).toBe(400);
    expect((await asAdmin('GET', '/api/files/not-an-id/download')).status).toBe(400);
    expect((await asAdmin('DELETE', '/api/files/not-an-id')).status).toBe(400);
  });

  it("an upload without a file name: 'Choose a file'", async () => {
    const answer = await asAdmin('POST', '/api/files/uploads', undefined, {
      'tus-resumable': '1.0.0',
      'upload-length': '10',
    });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Choose a file' } });
  });

  it('upload bytes that are not tus bytes are refused with 415', async () => {
    const answer = await asAdmin('PATCH', '/api/files/uploads/abc', { bytes: 'no' });
    expect(answer.status).toBe(415);
  });

  it('a file list limit outside 1–1000 is refused', async () => {
    expect((await asAdmin('GET', '/api/files?limit=5000')).status).toBe(400);
    expect((await asAdmin('GET', '/api/files?limit=0')).status).toBe(400);
  });
});

describe('embeds refuse bad input and the wrong caller before content is asked', () => {
  it('a toggle without a valid id, or with a value that is not true or false', async () => {
    expect(await asAdmin('PATCH', '/api/embeds?id=nope', { is_active: true })).toMatchObject({
      status: 400,
      body: { fields: { id: 'Embed not found' } },
    });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('PATCH', `/api/embeds?id=${id}`, { is_active: 'yes' })).status).toBe(400);
  });

  it('a create with a field the form does not have, or a non-https-looking type', async () => {
    expect(
      (await asAdmin('POST', '/api/embeds', { title: 'x', isSuperAdminEmbed: true })).status,
    ).toBe(400);
    expect((await asAdmin('POST', '/api/embeds', { embed_type: 'everyone' })).status).toBe(400);
  });

  it('a member may not manage embeds', async () => {
    const create = await api.call('POST', '/api/embeds', {
      token: member,
      tenant: TENANT,
      body: { title: 'x', provider: 'custom', url: 'https://x.test' },
    });
    expect(create.status).toBe(403);
    expect(
      (await api.call('GET', '/api/embeds/manage', { token: member, tenant: TENANT })).status,
    ).toBe(403);
  });
});
