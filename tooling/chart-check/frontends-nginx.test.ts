// The frontends' nginx.conf, the one every frontend image runs, checked with a real nginx
// (Debian's, installed by tooling/scripts/ensure-system-deps.sh): `nginx -t` accepts it, and
// requests get the build's pre-compressed twins with the right encoding, type and caching.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { freePort } from '../test-infra/ports';
import { repoRoot } from './paths';

jest.setTimeout(60_000);

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SCRIPT = 'export const greeting = "hello from a remote";\n'.repeat(40);
const SHELL_HTML = '<!doctype html><html><body><div id=root></div></body></html>\n'.repeat(20);
const ENTRY = 'var portico_landing = {};\n'.repeat(40);
const STYLE = '.pt-card { color: var(--brand-primary); }\n'.repeat(40);

let dir: string;
let port: number;
let nginx: ChildProcess;

/** A file as the build writes it, with its .br and .gz twins. */
function built(file: string, text: string, twins = true) {
  const full = path.join(dir, 'html', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (!twins) return;
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

/** The image's config with this test's port, document root and pid file. */
function configForTest(): string {
  const config = readFileSync(path.join(repoRoot, 'frontends/nginx.conf'), 'utf8');
  const replaced = config
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${path.join(dir, 'html')};`)
    .replace(/pid \/tmp\/nginx\.pid;/, `pid ${path.join(dir, 'nginx.pid')};`)
    // jest's stderr is a pipe, which /dev/stderr cannot be opened on; nginx's own name for it can.
    .replace(/error_log \/dev\/stderr/, 'error_log stderr')
    .replaceAll(/\/tmp\/(client_body|proxy|fastcgi|uwsgi|scgi)/g, `${dir}/$1`);
  for (const fixed of ['listen 8080;', 'root /usr/share/nginx/html;', 'pid /tmp/nginx.pid;'])
    expect(replaced).not.toContain(fixed);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, replaced);
  return file;
}

async function waitForPort(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await get('/healthz').then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start listening');
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portico-nginx-'));
  // nginx's workers drop to an unprivileged user when the test runs as root.
  chmodSync(dir, 0o755);
  built('index.html', SHELL_HTML);
  built('main.0123456789ab.js', SCRIPT);
  built('main.0123456789ab.js.map', '{"version":3}', false);
  built('remotes/landing/remoteEntry.js', ENTRY);
  built('remotes/landing/mf-manifest.json', '{"id":"portico_landing"}', false);
  built('remotes/landing/theme.abcdefabcdef.css', STYLE);
  built('remotes/landing/assets/logo.abcdefabcdef.png', 'not really a png', false);
  execFileSync('chmod', ['-R', 'a+rX', dir]);
  port = await freePort();
  const config = configForTest();
  execFileSync(NGINX, ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', config], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort();
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe("the frontends' nginx", () => {
  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const answer = await get('/main.0123456789ab.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli or refusing it, and the file as built to one without either', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get('/remotes/landing/remoteEntry.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(ENTRY);
    }
    const plain = await get('/remotes/landing/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ENTRY);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('types each brotli twin as the file it encodes', async () => {
    const style = await get('/remotes/landing/theme.abcdefabcdef.css', { 'accept-encoding': 'br' });
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toMatch(/^text\/css/);
    expect(style.headers['cache-control']).toBe(IMMUTABLE);
    const page = await get('/dashboard/admin', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toBe(SHELL_HTML);
  });

  it.each([
    ['the shell page of a deep link', '/dashboard/admin'],
    ["a remote's entry", '/remotes/landing/remoteEntry.js'],
    ["a remote's federation manifest", '/remotes/landing/mf-manifest.json'],
  ])('revalidates %s with an ETag, answering 304 when unchanged', async (_what, urlPath) => {
    const first = await get(urlPath, { 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await get(urlPath, {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('caches hashed images for a year and answers 404 for a missing script, not the page', async () => {
    const image = await get('/remotes/landing/assets/logo.abcdefabcdef.png');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/remotes/landing/gone.0123456789ab.js')).status).toBe(404);
  });

  it('never publishes source maps or a brotli twin by its own name', async () => {
    expect((await get('/main.0123456789ab.js.map')).status).toBe(404);
    expect((await get('/main.0123456789ab.js.br')).status).toBe(404);
  });
});
