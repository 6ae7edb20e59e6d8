/**
 * The upload hop to content's listener when content is not well (docs/resilience.md): gone, it
 * is 503 (try again; a tus client asks where to resume), stuck after taking the bytes it is
 * 504 at the deadline instead of a request that never ends, and full it is 507 with content's
 * own words, which a person can act on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { forwardTus } from '../../src/http/contentBytes';
import { errorHandler } from '../../src/http/errors';

const DEADLINE_MS = 200;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A gateway with one tus route forwarding to `content`. */
async function gatewayTo(content: string): Promise<{ url: string; server: http.Server }> {
  const app = express();
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    next();
  });
  app.patch('/api/files/uploads/:id', (req, res, next) => {
    forwardTus(req, res, new URL(`/uploads/${req.params.id}`, content), 'grant', DEADLINE_MS).catch(
      next,
    );
  });
  app.use(errorHandler);
  const server = http.createServer(app);
  return { url: await listen(server), server };
}

const patch = (url: string) =>
  fetch(`${url}/api/files/uploads/abc`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/offset+octet-stream',
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
    },
    body: new Uint8Array(1024),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as object }));

const servers: http.Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('answers 503 when content cannot be reached', async () => {
  const gone = http.createServer();
  const address = await listen(gone);
  await new Promise((resolve) => gone.close(resolve));
  const gateway = await gatewayTo(address);
  servers.push(gateway.server);

  expect(await patch(gateway.url)).toEqual({
    status: 503,
    body: expect.objectContaining({ code: 'UNAVAILABLE' }),
  });
});

it('answers 504 when content took the bytes and gave no answer by the deadline', async () => {
  const stuck = http.createServer((req) => req.resume());
  servers.push(stuck);
  const gateway = await gatewayTo(await listen(stuck));
  servers.push(gateway.server);

  expect(await patch(gateway.url)).toEqual({
    status: 504,
    body: expect.objectContaining({ code: 'DEADLINE_EXCEEDED' }),
  });
});

it('passes on 507 and what content said when it has no room left', async () => {
  const full = http.createServer((req, res) => {
    req.resume();
    req.once('end', () =>
      res
        .writeHead(507, { 'content-type': 'text/plain' })
        .end('There is no room to store this file right now. Please try again later.'),
    );
  });
  servers.push(full);
  const gateway = await gatewayTo(await listen(full));
  servers.push(gateway.server);

  expect(await patch(gateway.url)).toEqual({
    status: 507,
    body: {
      error: 'There is no room to store this file right now. Please try again later.',
      code: 'RESOURCE_EXHAUSTED',
    },
  });
});
