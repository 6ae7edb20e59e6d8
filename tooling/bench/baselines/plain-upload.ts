/**
 * Baseline 3, the upload's floor: the least a gateway and content do for an upload, as two
 * plain node:http processes. With UPSTREAM set, a proxy that pipes a PATCH's body there and
 * the answer back (the gateway's hop, with no guard, grant or Express); without it, a receiver
 * that hashes the body with SHA-256 on its way to a file in DIR, written with a 1 MiB buffer,
 * and answers 204 once it is written and synced (content's whole-upload PATCH, with no lock,
 * type check, row or rename). PORT comes from the harness (uploads.ts, bench/README.md "Uploads").
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const upstream = process.env.UPSTREAM ? new URL(process.env.UPSTREAM) : undefined;
const dir = process.env.DIR ?? '.';
let received = 0;

function proxy(req: http.IncomingMessage, res: http.ServerResponse, to: URL): void {
  const forward = http.request(new URL(req.url ?? '/', to), {
    method: req.method,
    headers: { 'content-length': req.headers['content-length'] ?? '0' },
  });
  forward.once('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502);
    answer.pipe(res);
  });
  forward.once('error', () => res.destroy());
  req.pipe(forward);
}

async function receive(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const hash = createHash('sha256');
  const file = path.join(dir, `plain-upload-${process.pid}-${(received += 1)}.bin`);
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(
    req,
    hashing,
    createWriteStream(file, { highWaterMark: 1024 * 1024, flush: true }),
  );
  hash.digest('hex');
  res.writeHead(204).end();
  await rm(file, { force: true });
}

const server = http.createServer((req, res) => {
  if (req.method !== 'PATCH') return void res.writeHead(200).end();
  if (upstream) return proxy(req, res, upstream);
  receive(req, res).catch(() => res.destroy());
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
