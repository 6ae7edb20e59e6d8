/**
 * A 300 MB upload through the real content service, run as its own process so its memory is
 * its own: the resident set grows by less than 64 MB on either blob driver, because bytes
 * stream from the socket to storage and back through the hash and never sit in memory whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { freePort } from '../../../../tooling/test-infra/ports';
import { signGrant } from '../../src/domain/grants';
import { findFile } from '../../src/store/files';
import { contentTestDatabase } from '../support';
import { startS3StandIn } from '../../../../tooling/test-infra/s3';

jest.setTimeout(600_000);

const MB = 1024 * 1024;
const SIZE = 300 * MB;
const SECRET = 'memory-test-secret';
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** `size` bytes of a PNG: signature, header chunk, one image-data chunk, made as they are read. */
function source(size: number, hash: ReturnType<typeof createHash>): Readable {
  const header = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c48900000000',
    'hex',
  );
  header.writeUInt32BE(size - header.length - 4, header.length - 4);
  const block = randomBytes(MB);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.from(block.subarray(0, Math.min(MB, size - sent)));
      // Each block differs, so a store that mixed blocks up would not hash equal.
      chunk.writeUInt32BE(sent / MB, chunk.length - 4);
      if (sent === 0) Buffer.concat([header, Buffer.from('IDAT')]).copy(chunk);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function call(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: Readable,
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

describe.each(['disk', 's3'] as const)('content on %s storage', (driver) => {
  let child: ChildProcess;
  let kafka: RunningKafka;
  let closeDb: () => Promise<void>;
  let db: Awaited<ReturnType<typeof contentTestDatabase>>['db'];
  let stopS3: (() => Promise<void>) | undefined;
  let dataDir: string;
  let uploadPort: number;

  beforeAll(async () => {
    const database = await contentTestDatabase();
    ({ db } = database);
    closeDb = database.close;
    dataDir = mkdtempSync(path.join(os.tmpdir(), `content-mem-${driver}-`));
    uploadPort = await freePort();
    kafka = await startKafka();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      GRPC_PORT: String(await freePort()),
      HTTP_PORT: String(await freePort()),
      UPLOAD_PORT: String(uploadPort),
      UPLOAD_GRANT_SECRET: SECRET,
      UPLOAD_MAX_BYTES: String(400 * MB),
      LOG_LEVEL: 'warn',
      KAFKA_BROKERS: kafka.brokers,
    };
    if (driver === 's3') {
      const s3 = await startS3StandIn({ directory: path.join(dataDir, 's3') });
      stopS3 = s3.close;
      Object.assign(env, {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
    }
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'services/content/src/main.ts')],
      {
        env,
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await eventually(
      'content to take uploads',
      () => call(uploadPort, 'OPTIONS', '/uploads', {}).catch(() => undefined),
      (ready) => ready?.status === 204,
      { timeoutMs: 120_000, everyMs: 500 },
    );
  });

  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((resolve) =>
      child?.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
    );
    await stopS3?.();
    await kafka?.stop();
    await closeDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(
    size: number,
  ): Promise<{ fileId: string; sha256: string; peakRss: number }> {
    const tenantId = randomUUID();
    const userId = randomUUID();
    const grant = signGrant(SECRET, {
      typ: 'upload',
      purpose: 'create',
      tid: tenantId,
      uid: userId,
      roles: ['client'],
      max: 400 * MB,
      exp: Math.floor(Date.now() / 1000) + 600,
      intent: {
        title: 'Big',
        fileName: 'big.png',
        userId,
        assignedRoles: [],
        tags: [],
        message: '',
        notifyUser: false,
      },
    });
    const base = { 'Tus-Resumable': '1.0.0', 'Upload-Grant': grant };
    const created = await call(uploadPort, 'POST', '/uploads', { ...base, 'Upload-Length': size });
    expect(created.status).toBe(201);
    const id = String(created.headers.location).split('/').pop()!;
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(child.pid!))), 50);
    const hash = createHash('sha256');
    try {
      const answer = await call(
        uploadPort,
        'PATCH',
        `/uploads/${id}`,
        {
          ...base,
          'Upload-Offset': 0,
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': size,
        },
        source(size, hash),
      );
      expect(answer.status).toBe(204);
      return {
        fileId: String(answer.headers['upload-file-id']),
        sha256: hash.digest('hex'),
        peakRss,
        tenantId,
      } as never;
    } finally {
      clearInterval(sampler);
    }
  }

  it('stores a 300 MB upload while its resident memory grows by less than 64 MB', async () => {
    // A small upload first, so code loaded on first use (tus, file-type) is in the baseline.
    await upload(6 * MB);
    const baseline = rssOf(child.pid!);
    const result = (await upload(SIZE)) as unknown as {
      fileId: string;
      sha256: string;
      peakRss: number;
      tenantId: string;
    };
    expect(result.peakRss - baseline).toBeLessThan(64 * MB);
    const file = await db.tenantTransaction(result.tenantId, (tx) => findFile(tx, result.fileId));
    expect(file).toMatchObject({ size_bytes: String(SIZE), sha256: result.sha256 });
  });
});
