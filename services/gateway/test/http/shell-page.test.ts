// The shell's page as the gateway sends it in local mode (README.md, "The page's head"): its
// SSI includes resolved for the request's host, its stubs when the host's parts cannot be had,
// and never a directive left for the browser to see.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Request } from 'express';
import { resolveIncludes } from '../../src/http/shellPage';
import type { PageParts } from '@portico/rules';
import { serveFrontends, type ServedFrontends } from '../support/frontends';

const BUILT_SHELL = path.resolve(__dirname, '../../../../frontends/shell/dist/index.html');

const TEMPLATE =
  '<!doctype html><html><head><!--# block name="quiet_head" --><meta name="theme-color" content="#2563eb"><!--# endblock -->' +
  '<!--# include virtual="/api/public/page-head?part=head" stub="quiet_head" --></head>' +
  '<body><noscript><!--# block name="quiet_noscript" -->Needs JavaScript.<!--# endblock -->' +
  '<!--# include virtual="/api/public/page-head?part=noscript" stub="quiet_noscript" --></noscript>' +
  '<div id=root></div></body></html>';

let root: string;
let served: ServedFrontends;
let failures: unknown[] = [];
let tenancyDown = false;

/** Stands for pagePartsFor: the host's name in both parts, or a failure while tenancy is down. */
async function partsFor(req: Request): Promise<PageParts> {
  if (tenancyDown) throw new Error('tenancy unavailable');
  return { head: `<title>${req.hostname}</title>`, noscript: `${req.hostname} needs scripts` };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'portico-shell-page-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), TEMPLATE);
  served = await serveFrontends({
    frontendsDir: root,
    pageParts: partsFor,
    onPagePartsFailed: (error) => failures.push(error),
  });
});

afterAll(async () => {
  await served.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  failures = [];
  tenancyDown = false;
});

const get = (urlPath: string, headers: Record<string, string> = {}) => served.get(urlPath, headers);

describe("the shell's page in local mode", () => {
  it.each(['/login', '/dashboard/admin', '/', '/index.html'])(
    "writes %s with the host's head and noscript, and no directive left",
    async (urlPath) => {
      const answer = await get(urlPath, { host: 'acme.localhost' });
      const html = answer.body.toString();
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(html).toContain('<head><title>acme.localhost</title></head>');
      expect(html).toContain('<noscript>acme.localhost needs scripts</noscript>');
      expect(html).not.toContain('<!--#');
      expect(html).not.toContain('#2563eb');
    },
  );

  it('writes each host its own page', async () => {
    const acme = await get('/login', { host: 'acme.localhost' });
    const globex = await get('/login', { host: 'portal.globex.test' });
    expect(acme.body.toString()).toContain('<title>acme.localhost</title>');
    expect(globex.body.toString()).toContain('<title>portal.globex.test</title>');
    expect(acme.headers.etag).not.toBe(globex.headers.etag);
  });

  it('sends the page with its stubs, which name nobody, when the parts cannot be had', async () => {
    tenancyDown = true;
    const answer = await get('/login', { host: 'acme.localhost' });
    const html = answer.body.toString();
    expect(answer.status).toBe(200);
    expect(html).toContain('<head><meta name="theme-color" content="#2563eb"></head>');
    expect(html).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(html).not.toContain('<!--#');
    expect(failures).toHaveLength(1);
  });

  it('compresses the page and revalidates it with an ETag', async () => {
    const first = await get('/login', { host: 'acme.localhost', 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>acme.localhost</title>');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(first.headers.vary).toMatch(/Accept-Language/i);
    const again = await get('/login', {
      host: 'acme.localhost',
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });
});

describe("the shell's built page", () => {
  // make test builds before the unit layer (as the bundle budget reads the build too).
  const built = readFileSync(BUILT_SHELL, 'utf8');

  it('keeps both includes through the build, each with its stub', () => {
    expect(built).toContain(
      '<!--# include virtual="/api/public/page-head?part=head" stub="unbranded_head" -->',
    );
    expect(built).toContain(
      '<!--# include virtual="/api/public/page-head?part=noscript" stub="unbranded_noscript" -->',
    );
  });

  it('names nobody where its host cannot be asked: no title and no product name', () => {
    const page = resolveIncludes(built, undefined);
    expect(page).not.toMatch(/portico/i);
    expect(page).not.toContain('<title>');
    expect(page).toContain('<noscript>This portal needs JavaScript to run.');
  });

  it("carries the host's parts in the head and the noscript", () => {
    const page = resolveIncludes(built, { head: '<title>Acme</title>', noscript: 'Acme needs it' });
    expect(page).toMatch(/<head>.*<title>Acme<\/title>.*<\/head>/s);
    expect(page).toContain('<noscript>Acme needs it</noscript>');
  });
});
