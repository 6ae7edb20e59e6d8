// The frontends' nginx.conf, the one every frontend image runs, checked with a real nginx
// (Debian's, installed by tooling/scripts/ensure-system-deps.sh): `nginx -t` accepts it, and
// requests get the build's pre-compressed twins with the right encoding, type and caching. The
// shell's page is the build's own, its SSI includes resolved by the location the chart mounts
// (rendered here with helm) asking the gateway's app, its declared routes with a stand-in for
// tenancy's branding (services/gateway/README.md, "The page's head").
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startRoutesHarness, type RoutesHarness } from '../../services/gateway/test/routes/harness';
import { getRaw } from '../test-infra/getAs';
import { freePort } from '../test-infra/ports';
import { find, renderChart } from './manifests';
import { repoRoot } from './paths';

jest.setTimeout(60_000);

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SCRIPT = 'export const greeting = "hello from a remote";\n'.repeat(40);
/** The shell's page as the build writes it (make test builds before the charts layer). */
const SHELL_HTML = readFileSync(path.join(repoRoot, 'frontends/shell/dist/index.html'), 'utf8');
const ENTRY = 'var portico_landing = {};\n'.repeat(40);
const STYLE = '.pt-card { color: var(--brand-primary); }\n'.repeat(40);

let dir: string;
let port: number;
let nginx: ChildProcess;
let gateway: RoutesHarness;

/** The gateway's app, with tenancy's branding for one tenant's host. */
function startGateway(): Promise<RoutesHarness> {
  return startRoutesHarness(
    {},
    {
      tenancy: {
        GetBranding: async ({ host }: { host: string }) =>
          host === 'acme.portico.test'
            ? {
                found: true,
                platform: false,
                tenant_id: 'tenant-acme',
                name: 'Acme & Sons',
                logo_url: '',
                favicon_url: '',
                brand_color: '#0f766e',
                subdomain: 'acme',
                default_locale: '',
              }
            : { found: false, platform: host === 'portico.test' },
      },
    },
    undefined,
    // As the chart runs it (TRUST_PROXY: one hop, the ingress).
    1,
  );
}

/**
 * The chart's location for the page's includes (the shell's ConfigMap), pointed at the
 * gateway's app on this machine instead of its Service.
 */
function pageHeadLocation(gatewayAddress: string): string {
  const { objects } = renderChart();
  const configMap = find(objects, 'ConfigMap', 'portico-shell-nginx');
  const location = (configMap.data as Record<string, string>)['page-head.conf']!;
  const pointed = location.replace(
    /proxy_pass http:\/\/portico-gateway:8080;/,
    `proxy_pass ${gatewayAddress};`,
  );
  expect(pointed).not.toBe(location);
  return pointed;
}

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
    .replaceAll(/\/tmp\/(client_body|proxy|fastcgi|uwsgi|scgi)/g, `${dir}/$1`)
    .replace('include /etc/nginx/portico.d/*.conf;', `include ${dir}/portico.d/*.conf;`);
  for (const fixed of [
    'listen 8080;',
    'root /usr/share/nginx/html;',
    'pid /tmp/nginx.pid;',
    '/etc/nginx/portico.d',
  ])
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

/** What nginx sent, its body as bytes (compressed answers stay compressed). */
const get = (urlPath: string, headers: Record<string, string> = {}) =>
  getRaw(`http://127.0.0.1:${port}${urlPath}`, headers);

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
  gateway = await startGateway();
  mkdirSync(path.join(dir, 'portico.d'));
  writeFileSync(path.join(dir, 'portico.d/page-head.conf'), pageHeadLocation(gateway.base));
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
  await gateway?.close();
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
  });

  it.each([
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

describe("the shell's page", () => {
  const page = async (urlPath: string, host: string, headers: Record<string, string> = {}) => {
    const answer = await get(urlPath, { host, 'accept-encoding': 'gzip, br', ...headers });
    const html = (
      answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
    ).toString();
    return { ...answer, html };
  };

  it.each(['/dashboard/admin', '/login', '/', '/index.html'])(
    "sends %s with the tenant's name in its head and noscript, compressed, no directive left",
    async (urlPath) => {
      const answer = await page(urlPath, 'acme.portico.test');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.html).toMatch(/<head>.*<title>Acme &amp; Sons<\/title>.*<\/head>/s);
      expect(answer.html).toContain('<meta name="theme-color" content="#0f766e">');
      expect(answer.html).toContain('<noscript>Acme &amp; Sons needs JavaScript to run.');
      expect(answer.html).not.toContain('<!--#');
      expect(answer.html).not.toMatch(/portico/i);
      // The page's scripts are the build's, untouched.
      expect(answer.html).toContain(/<script defer="defer" src="[^"]+"/.exec(SHELL_HTML)![0]);
    },
  );

  it("names each host's owner: the platform on its own host, nobody on an unknown one", async () => {
    expect((await page('/login', 'portico.test')).html).toContain('<title>Portico</title>');
    const unknown = await page('/login', 'gone.example.org');
    expect(unknown.html).toContain('<title>Portal not found</title>');
    expect(unknown.html).toContain('<meta name="robots" content="noindex">');
  });

  it("speaks the visitor's language", async () => {
    const answer = await page('/login', 'acme.portico.test', { 'accept-language': 'es-ES,es' });
    expect(answer.html).toContain('<noscript><span lang="es">Acme &amp; Sons necesita JavaScript');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
  });

  it('is always sent fresh: it differs by host, so no validator would be true for all', async () => {
    const answer = await page('/login', 'acme.portico.test');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
  });

  it('names the host the page was asked on, whatever X-Forwarded-Host a visitor sends', async () => {
    const answer = await page('/login', 'gone.example.org', {
      'x-forwarded-host': 'acme.portico.test',
    });
    expect(answer.html).toContain('<title>Portal not found</title>');
    expect(answer.html).not.toContain('Acme');
  });

  it('keeps the gateway out of reach: its page-head location answers only the includes', async () => {
    expect(
      (await get('/api/public/page-head?part=head', { host: 'acme.portico.test' })).status,
    ).toBe(404);
  });

  it('goes with its stubs, which name nobody, while the gateway cannot answer', async () => {
    await gateway.close();
    const answer = await page('/login', 'acme.portico.test');
    expect(answer.status).toBe(200);
    expect(answer.html).toMatch(/<meta name="theme-color" content="#2563eb"\/?>/);
    expect(answer.html).toContain('<noscript>This portal needs JavaScript to run.');
    expect(answer.html).not.toContain('<title>');
    expect(answer.html).not.toMatch(/portico/i);
    expect(answer.html).not.toContain('<!--#');
  });
});
