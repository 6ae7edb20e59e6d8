/**
 * Upload throughput (issue 12): one 100 MB file sent through the gateway's tus endpoint to
 * content and its blob storage, against writing the same bytes straight to local disk. The
 * upload is timed from the creation request to the last answer (content has then hashed the
 * bytes, checked their type, synced them to the disk and moved them to their final key), so
 * the ratio is what a person waits for compared with the disk alone. The disk is measured
 * twice: writing the bytes durably (write, then fsync, as content stores them), which is the
 * target's baseline, and writing them to the page cache only (the figure before uploads were
 * synced, kept to compare with earlier runs; bench/README.md "Uploads"). The same bytes uploaded again into that file, as its
 * next version (issue 28), are timed the same way against the plain upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { cpuSeconds } from './procStats';

export interface UploadThroughput {
  bytes: number;
  /** MB/s through gateway → content → storage. */
  uploadMBps: number;
  /**
   * MB/s writing the same bytes durably (write, then fsync) to a local file on the same
   * filesystem as content's storage: what a stored upload must at least do.
   */
  durableDiskMBps: number;
  /** uploadMBps / durableDiskMBps: the target's figure. */
  ratio: number;
  /** MB/s writing the same bytes to the page cache only (no fsync): the earlier baseline. */
  diskMBps: number;
  /** uploadMBps / diskMBps, as reported before uploads were synced. */
  pageCacheRatio: number;
  /** MB/s of the same bytes uploaded into the file as its next version. */
  versionMBps: number;
  /** versionMBps / uploadMBps. */
  versionRatio: number;
  /**
   * What bounds an upload through Node processes on this machine, measured in the same run
   * (bench/README.md "Uploads"): the SHA-256 of the bytes alone (one thread, as content hashes
   * them), one bare node:http hop that drops them, and the same bytes through a plain proxy to
   * a plain receiver that hashes and writes them durably (baselines/plain-upload.ts).
   */
  references: { hashMBps: number; bareHopMBps: number; plainPairMBps: number };
  /** Milliseconds of CPU each named process spent per upload (new files and versions alike). */
  cpuMsPerUpload: Record<string, number>;
}

const MB = 1024 * 1024;
const CHUNK = MB;
/** What one read of a Node socket delivers (libuv's 64 KiB). */
const SOCKET_READ = 64 * 1024;

/** A PNG signature and header chunk, so the type allowlist admits the file. */
function pngHead(size: number): Buffer {
  const head = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
    'hex',
  );
  const idat = Buffer.alloc(8);
  idat.writeUInt32BE(Math.max(size - head.length - 8, 0));
  idat.write('IDAT', 4, 'ascii');
  return Buffer.concat([head, idat]);
}

/**
 * The file's bytes, made once before anything is timed: a browser uploads a file it reads in
 * large pieces, so the bench sends from one buffer rather than spending CPU (on the same two
 * cores as the gateway and content) building each piece as it goes.
 */
function fileBytes(total: number): Buffer {
  const bytes = Buffer.allocUnsafe(total);
  const filler = randomBytes(CHUNK);
  for (let at = 0; at < total; at += CHUNK) filler.copy(bytes, at, 0, Math.min(CHUNK, total - at));
  pngHead(total).copy(bytes);
  return bytes;
}

/** Writes `bytes` to `sink` a CHUNK at a time (views, no copies), waiting while it is full. */
function writeInChunks(bytes: Buffer, sink: Writable): void {
  let at = 0;
  const more = (): void => {
    while (at < bytes.length) {
      const piece = bytes.subarray(at, at + CHUNK);
      at += piece.length;
      if (!sink.write(piece)) return void sink.once('drain', more);
    }
    sink.end();
  };
  more();
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers });
    request.once('error', reject);
    request.once('response', (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.once('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }),
      );
    });
    if (body) writeInChunks(body, request);
    else request.end();
  });
}

/**
 * Seconds to write `bytes` to a new file in `dir` from the same buffer, a CHUNK at a time, as
 * the upload sends them; `durable` adds the fsync before the file is closed.
 */
async function diskSeconds(bytes: Buffer, dir: string, durable: boolean): Promise<number> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `disk-baseline-${process.pid}.bin`);
  const started = process.hrtime.bigint();
  const out = createWriteStream(file, { flush: durable });
  writeInChunks(bytes, out);
  await finished(out);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await rm(file, { force: true });
  return seconds;
}

/** Seconds to hash `bytes` with SHA-256 in the 64 KiB pieces a socket delivers them in. */
function hashSeconds(bytes: Buffer): number {
  const started = process.hrtime.bigint();
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += SOCKET_READ)
    hash.update(bytes.subarray(at, at + SOCKET_READ));
  hash.digest();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Seconds to send `bytes` as one PATCH to a baseline (baselines/bare-http.ts, plain-upload.ts). */
async function plainPatchSeconds(url: string, bytes: Buffer): Promise<number> {
  const started = process.hrtime.bigint();
  const sent = await send(
    new URL('/upload', url),
    'PATCH',
    { 'content-length': String(bytes.length) },
    bytes,
  );
  if (sent.status !== 204) throw new Error(`plain upload: ${sent.status} ${sent.text}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * One upload's seconds, the bench's own CPU seconds sending it (the browser's share), and the
 * file it made (or, with `fileId`, added a version to).
 */
async function uploadSeconds(
  gateway: string,
  member: { accessToken: string; tenantId: string },
  bytes: Buffer,
  fileId?: string,
): Promise<{ seconds: number; cpuSeconds: number; fileId: string }> {
  const meta = (value: string) => Buffer.from(value).toString('base64');
  const headers = {
    authorization: `Bearer ${member.accessToken}`,
    'x-tenant-id': member.tenantId,
    'tus-resumable': '1.0.0',
  };
  const started = process.hrtime.bigint();
  const cpuAtStart = process.cpuUsage();
  const created = await send(new URL('/api/files/uploads', gateway), 'POST', {
    ...headers,
    'upload-length': String(bytes.length),
    'upload-metadata': [
      `filename ${meta('bench.png')}`,
      ...(fileId ? [`file_id ${meta(fileId)}`] : []),
    ].join(','),
  });
  if (created.status !== 201) throw new Error(`upload create: ${created.status} ${created.text}`);
  const sent = await send(
    new URL(String(created.headers.location), gateway),
    'PATCH',
    {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
    bytes,
  );
  if (sent.status !== 204) throw new Error(`upload bytes: ${sent.status} ${sent.text}`);
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    fileId: String(sent.headers['upload-file-id'] ?? ''),
  };
}

/**
 * The better of `runs` tries of each, so one scheduling hiccup does not decide the ratio. The
 * CPU of each of `processes` (pid by name) is counted over the whole measurement, the bench's
 * own only while it uploads (its disk baseline is not the browser's work).
 */
export async function measureUploadThroughput(
  gateway: string,
  references: { bareHop: string; plainPair: string },
  member: { accessToken: string; tenantId: string },
  scratchDir: string,
  processes: Record<string, number> = {},
  size = 100 * MB,
  runs = 2,
): Promise<UploadThroughput> {
  const bytes = fileBytes(size);
  let browserCpuSeconds = 0;
  const cpuAtStart = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, cpuSeconds(pid)]),
  );
  let uploads = 0;
  let disk = Infinity;
  let durableDisk = Infinity;
  let upload = Infinity;
  let version = Infinity;
  let hash = Infinity;
  let bareHop = Infinity;
  let plainPair = Infinity;
  for (let run = 0; run < runs; run += 1) {
    disk = Math.min(disk, await diskSeconds(bytes, scratchDir, false));
    durableDisk = Math.min(durableDisk, await diskSeconds(bytes, scratchDir, true));
    hash = Math.min(hash, hashSeconds(bytes));
    bareHop = Math.min(bareHop, await plainPatchSeconds(references.bareHop, bytes));
    plainPair = Math.min(plainPair, await plainPatchSeconds(references.plainPair, bytes));
    const plain = await uploadSeconds(gateway, member, bytes);
    upload = Math.min(upload, plain.seconds);
    if (!plain.fileId) throw new Error('upload bytes: no Upload-File-Id in the answer');
    const next = await uploadSeconds(gateway, member, bytes, plain.fileId);
    version = Math.min(version, next.seconds);
    uploads += 2;
    browserCpuSeconds += plain.cpuSeconds + next.cpuSeconds;
  }
  const uploadMBps = size / MB / upload;
  const diskMBps = size / MB / disk;
  const durableDiskMBps = size / MB / durableDisk;
  const versionMBps = size / MB / version;
  return {
    bytes: size,
    uploadMBps,
    durableDiskMBps,
    ratio: uploadMBps / durableDiskMBps,
    diskMBps,
    pageCacheRatio: uploadMBps / diskMBps,
    versionMBps,
    versionRatio: versionMBps / uploadMBps,
    references: {
      hashMBps: size / MB / hash,
      bareHopMBps: size / MB / bareHop,
      plainPairMBps: size / MB / plainPair,
    },
    cpuMsPerUpload: {
      ...Object.fromEntries(
        Object.entries(processes).map(([name, pid]) => [
          name,
          ((cpuSeconds(pid) - cpuAtStart[name]!) * 1000) / uploads,
        ]),
      ),
      'the bench as the browser': (browserCpuSeconds * 1000) / uploads,
    },
  };
}
