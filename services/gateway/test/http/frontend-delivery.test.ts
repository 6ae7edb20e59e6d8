import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serveFrontends, type ServedFrontends } from '../support/frontends';

// The built frontends as the gateway serves them in local mode: pre-compressed twins chosen
// from Accept-Encoding, content-hashed files cached for a year, everything else revalidated.

const SCRIPT = 'export const greeting = "hello from the shell";\n'.repeat(40);
const SHELL_HTML = '<!doctype html><html><body><div id=root></div></body></html>\n'.repeat(20);
const REMOTE_ENTRY = 'var portico_landing = {};\n'.repeat(40);

let root: string;
let served: ServedFrontends;

/** Writes a file and the .br / .gz twins the build writes beside it. */
function builtFile(file: string, text: string, twins = true) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (!twins) return;
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'portico-frontends-'));
  builtFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
  builtFile(path.join(root, 'shell/dist/main.0123456789ab.js'), SCRIPT);
  builtFile(path.join(root, 'shell/dist/main.0123456789ab.js.map'), '{"version":3}', false);
  builtFile(path.join(root, 'landing/dist/remoteEntry.js'), REMOTE_ENTRY);
  builtFile(path.join(root, 'landing/dist/mf-manifest.json'), '{"id":"portico_landing"}', false);
  builtFile(
    path.join(root, 'landing/dist/assets/logo.abcdefabcdef.png'),
    'not really a png',
    false,
  );
  served = await serveFrontends({ frontendsDir: root });
});

afterAll(async () => {
  await served.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) => served.get(urlPath, headers);

describe('compressed delivery of the built frontends', () => {
  it('sends brotli to a browser that accepts it, typed as the script it encodes', async () => {
    const answer = await get('/main.0123456789ab.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('sends gzip to a client without brotli, and to one that refuses brotli with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get('/remotes/landing/remoteEntry.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(REMOTE_ENTRY);
    }
  });

  it('sends the file as built to a client that accepts no encoding, still varying by it', async () => {
    const answer = await get('/main.0123456789ab.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('sends the shell compressed for a deep link, as HTML', async () => {
    const answer = await get('/dashboard/admin', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SHELL_HTML);
  });

  it('serves a file the build did not compress as it is', async () => {
    const answer = await get('/remotes/landing/mf-manifest.json', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ id: 'portico_landing' });
  });
});

describe('caching of the built frontends', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it('lets browsers keep content-hashed files for a year, in every encoding', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const answer = await get('/main.0123456789ab.js', { 'accept-encoding': accept });
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
    const image = await get('/remotes/landing/assets/logo.abcdefabcdef.png');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    ['the shell page', '/login'],
    ['the shell file', '/index.html'],
    ["a remote's entry", '/remotes/landing/remoteEntry.js'],
    ["a remote's federation manifest", '/remotes/landing/mf-manifest.json'],
  ])('revalidates %s with an ETag, answering 304 when unchanged', async (_what, urlPath) => {
    const first = await get(urlPath, { 'accept-encoding': 'br, gzip' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await get(urlPath, {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('gives each encoding of a file its own ETag, so a cache never mixes them', async () => {
    const br = await get('/remotes/landing/remoteEntry.js', { 'accept-encoding': 'br' });
    const gzip = await get('/remotes/landing/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });
});

describe('what the built frontends do not publish', () => {
  it('answers 404 for source maps, which stay on the build machine for error reports', async () => {
    const answer = await get('/main.0123456789ab.js.map');
    expect(answer.status).toBe(404);
  });

  it('does not step outside the frontends folder for an encoded twin', async () => {
    const answer = await get('/remotes/landing/..%2f..%2fshell%2fdist%2fmain.0123456789ab.js', {
      'accept-encoding': 'br',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect([403, 404]).toContain(answer.status);
  });
});
