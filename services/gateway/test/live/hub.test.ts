/**
 * The hub's open streams over real HTTP answers: heartbeats reach idle streams, a stream ends
 * with its reason when its token expires or its person's membership changes (theirs only), and
 * a stream the browser drops is forgotten (the `live_streams_open` gauge reads the hub's size).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { LiveHub, type LiveStream, type StreamOwner } from '../../src/live/hub';

const owners: Record<string, StreamOwner> = {
  ana: { tenantId: 't1', userId: 'ana', sessionId: 's-ana', staff: false, context: {} },
  ben: { tenantId: 't1', userId: 'ben', sessionId: 's-ben', staff: true, context: {} },
};

interface Reader {
  text: () => string;
  /** Resolves once what was read contains `part`. */
  until(part: string): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

let hub: LiveHub;
let server: http.Server;
let base: string;
const opened: LiveStream[] = [];

beforeEach(async () => {
  hub = new LiveHub(25);
  opened.length = 0;
  const app = express();
  app.get('/stream/:who', (req, res) => {
    const stream = hub.open(owners[req.params.who]!, res);
    res.setHeader('Content-Type', 'text/event-stream');
    res.flushHeaders();
    if (req.query.expires) stream.endAt(Number(req.query.expires));
    stream.release([{ event: 'ready', data: { type: 'ready' } }]);
    opened.push(stream);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  hub.endAll();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function read(path: string): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, (response) => {
      let received = '';
      const waiting: Array<() => void> = [];
      const ended = new Promise<void>((done) => response.on('end', done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const wake of waiting.splice(0)) wake();
      });
      const reader: Reader = {
        text: () => received,
        ended,
        close: () => request.destroy(),
        until: async (part) => {
          while (!received.includes(part)) await new Promise<void>((wake) => waiting.push(wake));
        },
      };
      void reader.until('event: ready').then(() => resolve(reader));
    });
    request.on('error', reject);
  });
}

async function sizeBecomes(size: number): Promise<void> {
  while (hub.size !== size) await new Promise((resolve) => setImmediate(resolve));
}

it('sends heartbeats to idle streams', async () => {
  const ana = await read('/stream/ana');
  await ana.until(': ♥');
  expect(hub.size).toBe(1);
});

it('ends a stream when its token expires, saying so', async () => {
  const ana = await read(`/stream/ana?expires=${Date.now()}`);
  await ana.ended;
  expect(ana.text()).toContain('event: end\ndata: {"type":"end","reason":"expired"}');
  await sizeBecomes(0);
});

it("ends a person's streams when their membership changes, and nobody else's", async () => {
  const ana = await read('/stream/ana');
  const ben = await read('/stream/ben');
  expect(hub.size).toBe(2);
  hub.endUser('ana');
  await ana.ended;
  expect(ana.text()).toContain('"reason":"access_changed"');
  expect(hub.size).toBe(1);
  expect(hub.readers('t1', ['ana'])).toEqual(new Set([opened[1]]));
  await ben.until(': ♥');
  expect(ben.text()).not.toContain('event: end');
});

it('forgets a stream the browser dropped', async () => {
  const ana = await read('/stream/ana');
  expect(hub.size).toBe(1);
  ana.close();
  await sizeBecomes(0);
  expect(opened[0]!.closed).toBe(true);
  expect(hub.readers('t1', ['ana']).size).toBe(0);
});
