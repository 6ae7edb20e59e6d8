/**
 * Uploaded logos and favicons through the real gateway and tenancy on real PostgreSQL: an
 * admin's upload is served publicly with its sniffed type at once, to members and on the
 * sign-in page; a disguised HTML file and an oversized image are refused with the spec's
 * words and change nothing; members and other tenants' admins cannot upload.
 */
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(16 + 40, 3)]);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

interface Config {
  message: string;
  logo_url: string;
  favicon_url: string;
  error: string;
}

const env = useE2eStack();
let adminA: ApiClient;
let subdomainA: string;
let member: ApiClient;
let adminB: ApiClient;

beforeAll(async () => {
  const a = await signUpWorkspace(env.url, 'Logo A');
  adminA = a.client;
  subdomainA = a.subdomain;
  member = (await inviteMember(adminA, 'role2')).client;
  adminB = (await signUpWorkspace(env.url, 'Logo B')).client;
});

/** The browser's upload: the file's bytes as the body, with the type the browser claims. */
async function upload(
  client: ApiClient,
  kind: string,
  bytes: Buffer | ReadableStream<Uint8Array>,
  options: { type?: string; tenantId?: string } = {},
) {
  const response = await fetch(`${env.url}/api/tenant-config/${kind}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${client.accessToken}`,
      'x-tenant-id': options.tenantId ?? client.tenantId ?? '',
      'content-type': options.type ?? 'image/png',
      'x-forwarded-for': client.ip,
    },
    body: bytes,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Config };
}

const config = async (client: ApiClient) =>
  (await client.get<{ logo_url: string; favicon_url: string }>('/api/tenant-config')).body;

it('serves an uploaded logo publicly with its sniffed type, and the portal and sign-in page show it at once', async () => {
  const saved = await upload(adminA, 'logo', PNG, { type: 'application/octet-stream' });
  expect(saved.status).toBe(200);
  expect(saved.body.message).toBe('Logo saved');
  expect(saved.body.logo_url).toMatch(/^\/api\/public\/brand-assets\/[0-9a-f-]{36}\/[0-9a-f]{64}$/);

  // Anyone (a sign-in page, a mail client) fetches the bytes, with no session.
  const image = await fetch(`${env.url}${saved.body.logo_url}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  expect(image.headers.get('cache-control')).toContain('immutable');
  expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), PNG)).toBe(0);

  expect((await config(member)).logo_url).toBe(saved.body.logo_url);
  const signIn = await new ApiClient(env.url).get<{ logo_url: string }>(
    `/api/public/branding?host=${subdomainA}.localhost`,
  );
  expect(signIn.body.logo_url).toBe(saved.body.logo_url);
});

it('serves an uploaded ICO favicon as an icon', async () => {
  const saved = await upload(adminA, 'favicon', ICO, { type: 'image/vnd.microsoft.icon' });
  expect(saved.status).toBe(200);
  const icon = await fetch(`${env.url}${saved.body.favicon_url}`);
  expect(icon.headers.get('content-type')).toBe('image/x-icon');
});

it('refuses an HTML file sent as a PNG, and the logo stays as it was', async () => {
  const before = await config(adminA);
  const refused = await upload(adminA, 'logo', HTML, { type: 'image/png' });
  expect(refused).toEqual({
    status: 400,
    body: expect.objectContaining({ error: 'Logo must be a PNG, JPEG, WebP or ICO image' }),
  });
  expect((await config(adminA)).logo_url).toBe(before.logo_url);
});

it('refuses a logo over 512 KB, whether its length is declared or streamed', async () => {
  const before = await config(adminA);
  const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024 + 1 - PNG.length)]);
  const declared = await upload(adminA, 'logo', big);
  expect(declared).toEqual({
    status: 413,
    body: expect.objectContaining({ error: 'Logo must be 512 KB or smaller' }),
  });
  // Sent in chunks with no length: refused once the bytes read pass the cap.
  const chunks = [big.subarray(0, 300_000), big.subarray(300_000)];
  const streamed = await upload(
    adminA,
    'logo',
    new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    }),
  );
  expect(streamed.status).toBe(413);
  expect(streamed.body.error).toBe('Logo must be 512 KB or smaller');
  expect((await config(adminA)).logo_url).toBe(before.logo_url);
});

it('refuses a JSON body as no image', async () => {
  const refused = await adminA.call<Config>('PUT', '/api/tenant-config/logo', {});
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('Logo must be a PNG, JPEG, WebP or ICO image');
});

it("refuses uploads from a plain member and from another tenant's admin", async () => {
  const before = await config(adminA);
  expect((await upload(member, 'logo', PNG)).status).toBe(403);
  expect((await upload(adminB, 'logo', PNG, { tenantId: adminA.tenantId })).status).toBe(403);
  expect((await config(adminA)).logo_url).toBe(before.logo_url);
});

it('Remove takes the logo away, and its URL serves nothing any more', async () => {
  const { logo_url } = await config(adminA);
  expect(logo_url).not.toBe('');
  const removed = await adminA.call<Config>('PATCH', '/api/tenant-config', { logo_url: '' });
  expect(removed.status).toBe(200);
  expect(removed.body.logo_url).toBe('');
  expect((await fetch(`${env.url}${logo_url}`)).status).toBe(404);
});
