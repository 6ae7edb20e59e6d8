/**
 * Embed targets against real sockets and DNS: SSRF-unsafe hosts are refused (addresses and a
 * name resolving to loopback), and the framing check reads the headers of local HTTPS servers.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import dns from 'node:dns';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertSafeHost, probeFraming, safeLookup, UNSAFE_HOST } from '../../src/net/targets';

describe('embed URLs pointing at private or local addresses are refused', () => {
  it.each([
    'https://127.0.0.1/',
    'https://10.0.0.5/admin',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://localhost/',
    'https://0x7f000001/',
    'https://2130706433:8443/',
  ])('%s', async (url) => {
    await expect(assertSafeHost(new URL(url))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: UNSAFE_HOST,
      reason: 'url_unsafe_host',
    });
  });

  it('a connection through the guarded lookup cannot reach a loopback name either (DNS rebinding)', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      safeLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.code).toBe('EUNSAFEHOST');
  });
});

describe('framing check', () => {
  let dir: string;
  let cert: Buffer;
  let key: Buffer;
  const servers: https.Server[] = [];

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'content-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'));
    key = readFileSync(path.join(dir, 'key.pem'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  async function serve(headers: Record<string, string>): Promise<URL> {
    const server = https.createServer({ cert, key }, (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', ...headers });
      res.end('<html></html>');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new URL(`https://localhost:${(server.address() as AddressInfo).port}/page`);
  }

  // The test servers are local, which production refuses: only here is loopback allowed.
  const options = {
    portalOrigin: 'https://portal.example.com',
    timeoutMs: 5000,
    ca: undefined as Buffer | undefined,
    lookup: dns.lookup as never,
  };

  it('warns when the target sends X-Frame-Options: DENY', async () => {
    const url = await serve({ 'X-Frame-Options': 'DENY' });
    await expect(probeFraming(url, { ...options, ca: cert })).resolves.toEqual({
      framing: 'refused',
      decidedBy: 'x-frame-options',
    });
  });

  it('lets frame-ancestors * win over X-Frame-Options', async () => {
    const url = await serve({
      'Content-Security-Policy': 'frame-ancestors *',
      'X-Frame-Options': 'DENY',
    });
    await expect(probeFraming(url, { ...options, ca: cert })).resolves.toEqual({
      framing: 'frameable',
      decidedBy: 'csp',
    });
  });

  it('ignores a report-only policy', async () => {
    const url = await serve({ 'Content-Security-Policy-Report-Only': "frame-ancestors 'none'" });
    await expect(probeFraming(url, { ...options, ca: cert })).resolves.toEqual({
      framing: 'frameable',
      decidedBy: 'none',
    });
  });

  it('reports unknown, not frameable, when the target cannot be reached', async () => {
    const url = await serve({});
    await expect(probeFraming(url, options)).resolves.toEqual({
      framing: 'unknown',
      decidedBy: 'unreachable',
    });
  });

  it('never connects to a loopback target with the production lookup', async () => {
    const url = await serve({});
    await expect(
      probeFraming(url, { portalOrigin: options.portalOrigin, timeoutMs: 2000, ca: cert }),
    ).resolves.toEqual({
      framing: 'unknown',
      decidedBy: 'unreachable',
    });
  });
});
