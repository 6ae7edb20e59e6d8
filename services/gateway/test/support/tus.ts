/**
 * A tus 1.0 client small enough to read: what tus-js-client does in the browser (create, send
 * bytes, ask the offset, resume), over plain HTTP so a test can drop a connection half-way or
 * stream bytes it never holds whole.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { ApiClient } from './client';

export interface UploadFields {
  filename?: string;
  title?: string;
  user_id?: string;
  assigned_roles?: string;
  tags?: string;
  message?: string;
  notify?: string;
  /** A new version of this file. */
  file_id?: string;
  /** A new file in this folder. */
  folder_id?: string;
  /** A file into this file request. */
  request_id?: string;
}

export interface TusAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const metadataOf = (fields: UploadFields) =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');

function headersOf(client: ApiClient): Record<string, string> {
  const headers: Record<string, string> = {
    'tus-resumable': '1.0.0',
    'x-forwarded-for': client.ip,
  };
  if (client.accessToken) headers.authorization = `Bearer ${client.accessToken}`;
  if (client.tenantId) headers['x-tenant-id'] = client.tenantId;
  return headers;
}

/** One request; `body` is streamed (a Readable is never collected). */
export function tusRequest(
  client: ApiClient,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | Readable,
): Promise<TusAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, client.baseUrl), {
      method,
      headers: { ...headersOf(client), ...headers },
    });
    request.once('error', reject);
    request.once('response', (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.once('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }),
      );
    });
    if (body instanceof Readable) body.pipe(request);
    else request.end(body);
  });
}

export const createUpload = (client: ApiClient, size: number, fields: UploadFields) =>
  tusRequest(client, 'POST', '/api/files/uploads', {
    'upload-length': String(size),
    'upload-metadata': metadataOf(fields),
  });

export const sendBytes = (
  client: ApiClient,
  location: string,
  offset: number,
  bytes: Buffer | Readable,
  length: number,
) =>
  tusRequest(
    client,
    'PATCH',
    location,
    {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(length),
    },
    bytes,
  );

export const offsetOf = async (client: ApiClient, location: string) => {
  const answer = await tusRequest(client, 'HEAD', location, {});
  return { status: answer.status, offset: Number(answer.headers['upload-offset']) };
};

/** Creates and sends a whole small file; resolves with the stored file's id. */
export async function uploadFile(
  client: ApiClient,
  bytes: Buffer,
  fields: UploadFields,
): Promise<string> {
  const created = await createUpload(client, bytes.length, fields);
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  const sent = await sendBytes(client, String(created.headers.location), 0, bytes, bytes.length);
  if (sent.status !== 204) throw new Error(`patch: ${sent.status} ${sent.body}`);
  return String(sent.headers['upload-file-id']);
}

/** A PNG signature, header chunk and one image-data chunk header: what the allowlist reads. */
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

/** A PNG of `size` bytes (random image data): passes the type allowlist by its magic bytes. */
export function pngBytes(size: number): Buffer {
  const head = pngHead(size);
  return Buffer.concat([head, randomBytes(Math.max(size - head.length, 0))]);
}

/** `total` bytes of a PNG, generated chunk by chunk as the socket asks (never held whole). */
export function pngStream(total: number, chunk = 1 << 20): Readable {
  const filler = randomBytes(chunk);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const first = sent === 0 ? pngHead(total) : Buffer.alloc(0);
      const size = Math.min(chunk, total - sent);
      const piece = Buffer.concat([first, filler.subarray(0, size - first.length)]);
      sent += piece.length;
      this.push(piece);
    },
  });
}
