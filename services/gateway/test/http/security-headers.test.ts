/**
 * Browser hardening on every answer the gateway gives: the shell page, a remote's script and
 * an API answer all carry the strict CSP, nosniff and Referrer-Policy; HSTS only over HTTPS.
 * Failures say nothing internal: 501 with a product message for a call no service
 * implements, 5xx with the request id only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { status as GrpcStatus, Metadata, type ServiceError } from '@grpc/grpc-js';
import pino from 'pino';
import { Registry } from 'prom-client';
import { domainErrorOf } from '@portico/kit';
import { createGatewayApp } from '../../src/app';
import { frontendsRouter } from '../../src/http/frontends';

let root: string;
let server: http.Server;
let base: string;

const grpcFailure = (code: GrpcStatus, details: string): ServiceError =>
  Object.assign(new Error(details), { code, details, metadata: new Metadata() });

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'portico-headers-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(root, 'tenant-app/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id=root></div>');
  writeFileSync(path.join(root, 'tenant-app/dist/remoteEntry.js'), 'var portico_tenant_app={};');
  const app = createGatewayApp({
    logger: pino({ level: 'silent' }),
    registry: new Registry(),
    probe: async () => 'SERVING',
    trustProxy: 1,
    frontends: frontendsRouter({ frontendsDir: root }),
    registerApi: (router) => {
      router.get('/api/ping', (_req, res) => void res.json({ ok: true }));
      router.get('/api/unimplemented', () => {
        throw domainErrorOf(
          grpcFailure(
            GrpcStatus.UNIMPLEMENTED,
            'The server does not implement the method /portico.notifications.v1.NotificationsService/Announce',
          ),
        );
      });
      router.get('/api/down', () => {
        throw domainErrorOf(
          grpcFailure(
            GrpcStatus.UNAVAILABLE,
            'No connection established. Last error: connect ECONNREFUSED 10.0.3.7:50056',
          ),
        );
      });
    },
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function expectHardened(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('browser hardening', () => {
  it.each([
    ['the shell page', '/login'],
    ["a remote's script", '/remotes/tenant-app/remoteEntry.js'],
    ['an API answer', '/api/ping'],
    ['an API error', '/api/nowhere'],
  ])('%s carries the CSP, nosniff and Referrer-Policy', async (_what, url) => {
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBeLessThan(500);
    expectHardened(response.headers);
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await fetch(`${base}/api/ping`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await fetch(`${base}/api/ping`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('errors say nothing internal', () => {
  it('a call no service implements is 501 with a product message', async () => {
    const response = await fetch(`${base}/api/unimplemented`);
    expect(response.status).toBe(501);
    const body = await response.text();
    expect(body).not.toContain('portico.');
    expect(JSON.parse(body)).toEqual({
      error: 'This feature is not available yet.',
      code: 'UNIMPLEMENTED',
    });
  });

  it('an unreachable service is 503 with the request id and no peer address', async () => {
    const response = await fetch(`${base}/api/down`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).not.toContain('10.0.3.7');
    expect(body).not.toContain('ECONNREFUSED');
    expect(JSON.parse(body)).toEqual({
      error: 'This service is not available right now. Please try again shortly.',
      code: 'UNAVAILABLE',
      request_id: response.headers.get('x-request-id'),
    });
  });
});
