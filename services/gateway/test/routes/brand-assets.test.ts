/**
 * Brand image uploads are capped before the body is read whole: a declared length over the
 * kind's cap, or streamed bytes passing it, are refused with 413 and the spec's words, and
 * tenancy is never asked. The stored image is served with its sniffed type, never sniffed again
 * by the browser, sandboxed, and cached for good under its content-addressed URL.
 */
import net from 'node:net';
import { BRAND_ASSET_SHA, startRoutesHarness, type RoutesHarness } from './harness';

let harness: RoutesHarness;
let token: string;
beforeAll(async () => {
  harness = await startRoutesHarness({ 'admin-1': { 'tenant-a': 'admin' } });
  token = harness.tokenFor({ sub: 'admin-1' });
});
afterAll(() => harness.close());

const uploads = () => harness.calls.filter((c) => c.method === 'UploadBrandAsset');

function put(kind: string, body: BodyInit) {
  return fetch(`${harness.base}/api/tenant-config/${kind}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'x-tenant-id': 'tenant-a',
      'content-type': 'image/png',
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

test('a logo whose declared length is over 512 KB is refused with 413 before tenancy is asked', async () => {
  const before = uploads().length;
  const answer = await put('logo', new Uint8Array(512 * 1024 + 1));
  expect(answer.status).toBe(413);
  expect(await answer.json()).toMatchObject({ error: 'Logo must be 512 KB or smaller' });
  expect(uploads()).toHaveLength(before);
});

test('a favicon streamed past 128 KB without a length is refused with 413 before tenancy is asked', async () => {
  const before = uploads().length;
  let sent = 0;
  const answer = await put(
    'favicon',
    new ReadableStream({
      pull(controller) {
        // Far more than the cap, in 64 KB chunks: the gateway refuses after the third and drops
        // the rest, so this sender (which reads no answer before its body is sent) gets the 413.
        if (sent >= 4 * 1024 * 1024) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    }),
  );
  expect(answer.status).toBe(413);
  expect(await answer.json()).toMatchObject({ error: 'Favicon must be 128 KB or smaller' });
  expect(uploads()).toHaveLength(before);
});

test('a sender streaming on after its 413 is cut off once the gateway has dropped 8 MB', async () => {
  const before = uploads().length;
  // A raw connection: Node's own client stops writing once it has read an answer.
  const { answer, sent } = await new Promise<{ answer: string; sent: number }>((resolve) => {
    const { hostname, port } = new URL(harness.base);
    const socket = net.connect(Number(port), hostname);
    const chunk = Buffer.concat([
      Buffer.from(`${(64 * 1024).toString(16)}\r\n`),
      Buffer.alloc(64 * 1024),
      Buffer.from('\r\n'),
    ]);
    let sent = 0;
    let answer = '';
    let closed = false;
    socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
    // Only the gateway closing the connection ends this sender.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      resolve({ answer, sent });
    });
    const stream = () => {
      while (!closed) {
        sent += 64 * 1024;
        if (!socket.write(chunk)) return void socket.once('drain', stream);
      }
    };
    socket.write(
      [
        'PUT /api/tenant-config/favicon HTTP/1.1',
        `Host: ${hostname}`,
        `Authorization: Bearer ${token}`,
        'X-Tenant-Id: tenant-a',
        'Content-Type: image/png',
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    stream();
  });
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain('Favicon must be 128 KB or smaller');
  expect(sent).toBeGreaterThan(8 * 1024 * 1024);
  // What the sockets' buffers hold on top of the 8 MB dropped, never an endless read.
  expect(sent).toBeLessThan(64 * 1024 * 1024);
  expect(uploads()).toHaveLength(before);
});

test('a logo at exactly 512 KB reaches tenancy whole, as the logo', async () => {
  const bytes = new Uint8Array(512 * 1024).fill(7);
  const answer = await put('logo', bytes);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    message: 'Logo saved',
    logo_url: `/api/public/brand-assets/tenant-a/${BRAND_ASSET_SHA}`,
  });
  const call = uploads().at(-1)!;
  expect(call.request.kind).toBe('logo');
  expect(Buffer.compare(Buffer.from(call.request.data as Uint8Array), Buffer.from(bytes))).toBe(0);
});

test('only a logo or a favicon can be uploaded', async () => {
  const answer = await put('banner', new Uint8Array(10));
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({
    error: 'Brand images are a logo or a favicon',
  });
});

test('serves a stored image with its type, nosniff, a sandbox policy and immutable caching', async () => {
  const url = `${harness.base}/api/public/brand-assets/tenant-a/${BRAND_ASSET_SHA}`;
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toContain('sandbox');
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe('png bytes');
  // A browser holding it asks again with its ETag and gets no bytes.
  const again = await fetch(url, { headers: { 'if-none-match': `"${BRAND_ASSET_SHA}"` } });
  expect(again.status).toBe(304);
  expect(
    (await fetch(`${harness.base}/api/public/brand-assets/tenant-a/${'b'.repeat(64)}`)).status,
  ).toBe(404);
});
