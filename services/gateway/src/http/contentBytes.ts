/**
 * Bytes between the browser and content's HTTP listener (uploads over tus 1.0, downloads and
 * zips), streamed both ways with back-pressure: no file is ever held whole in the gateway. The
 * gateway has already authenticated and authorised the caller and holds a grant content
 * signed; content checks the grant again and is the only one that can (services/content/README.md).
 */
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { DomainError } from '@portico/kit';
import { RequestRefused, UNAVAILABLE } from './errors';

/**
 * How long content may take to answer once it has every byte of the request: hashing, the
 * type check, a scan (files up to SCAN_MAX_BYTES), the move to the final key and one
 * transaction. The gRPC calls' deadline is 5 s; twice that here, for that work on a large file.
 * While bytes are still flowing there is no limit: a slow link is not a stuck server.
 */
export const CONTENT_ANSWER_DEADLINE_MS = 10_000;

/** Header content reads the grant from. */
export const GRANT_HEADER = 'upload-grant';

/** Request headers of the tus protocol that content needs; nothing else of the browser's goes. */
const TUS_REQUEST_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-defer-length',
  'content-type',
  'content-length',
];

/** Answer headers the browser needs back (tus, where the upload lives, the stored file's id). */
const TUS_ANSWER_HEADERS = [
  'tus-resumable',
  'tus-version',
  'tus-max-size',
  'tus-extension',
  'upload-offset',
  'upload-length',
  'upload-expires',
  'location',
  'upload-file-id',
  'cache-control',
];

/** What content sends with a download that the browser must get unchanged. */
const DOWNLOAD_ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
];

/** A refusal from content's listener (text/plain) as the gateway's `{ error, code }`. */
const CODES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'FAILED_PRECONDITION',
  410: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  422: 'INVALID_ARGUMENT',
  423: 'UNAVAILABLE',
  460: 'FAILED_PRECONDITION',
  503: 'UNAVAILABLE',
  507: 'RESOURCE_EXHAUSTED',
};

/** 5xx refusals whose text is meant for the person (no room left to store a file). */
const TOLD_AS_IS = new Set([503, 507]);

function copyHeaders(from: http.IncomingMessage, to: Response, names: readonly string[]): void {
  for (const name of names) {
    const value = from.headers[name];
    if (value !== undefined) to.setHeader(name, value);
  }
}

/** Reads a (small) refusal body from content; refusals are a line of text. */
async function refusalText(answer: http.IncomingMessage): Promise<string> {
  let text = '';
  answer.setEncoding('utf8');
  for await (const chunk of answer) {
    if (text.length < 2000) text += chunk as string;
  }
  return text.trim();
}

async function sendRefusal(answer: http.IncomingMessage, res: Response): Promise<void> {
  const status = answer.statusCode ?? 502;
  const text = await refusalText(answer);
  copyHeaders(answer, res, ['tus-resumable', 'upload-offset']);
  res.status(status).json({
    error:
      status >= 500 && !TOLD_AS_IS.has(status) ? 'Something went wrong. Please try again.' : text,
    code: CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT'),
  });
}

/**
 * What the caller is told when content gave no answer: unavailable (503, try again; a tus
 * client asks HEAD where to resume) when it could not be reached or went away, past its
 * deadline (504) when it took too long.
 */
function noAnswer(error: unknown, timedOut: boolean): DomainError {
  const failure = timedOut
    ? new DomainError('DEADLINE_EXCEEDED', 'Content did not answer in time', 'content_timeout')
    : new DomainError('UNAVAILABLE', UNAVAILABLE, 'content_unavailable');
  failure.cause = error;
  return failure;
}

/** Opens a request to content; resolves with its answer's head. */
function send(
  url: URL,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body?: NodeJS.ReadableStream,
  answerDeadlineMs = CONTENT_ANSWER_DEADLINE_MS,
): { answer: Promise<http.IncomingMessage>; upstream: http.ClientRequest } {
  const upstream = http.request(url, { method, headers });
  let timedOut = false;
  let deadline: NodeJS.Timeout | undefined;
  const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
    upstream.once('response', (incoming) => {
      clearTimeout(deadline);
      resolve(incoming);
    });
    upstream.once('error', (error) => {
      clearTimeout(deadline);
      reject(noAnswer(error, timedOut));
    });
  });
  // The deadline starts once the whole request is sent (its 'finish').
  upstream.once('finish', () => {
    deadline = setTimeout(() => {
      timedOut = true;
      upstream.destroy(new Error(`no answer ${answerDeadlineMs} ms after the request`));
    }, answerDeadlineMs);
  });
  if (body) {
    // The browser's bytes go on as they arrive; pipe() pauses the browser when content is slow.
    body.pipe(upstream);
  } else {
    upstream.end();
  }
  return { answer, upstream };
}

/** tus appends only offset+octet-stream bodies; anything else (JSON) is refused before content. */
export function refuseNonTusBytes(req: Request): void {
  if (req.method === 'PATCH' && !req.is('application/offset+octet-stream')) {
    throw new RequestRefused(
      'Upload bytes must be sent as application/offset+octet-stream',
      undefined,
      'unsupported_media_type',
      415,
    );
  }
}

/**
 * One tus request (POST creates, HEAD asks the offset, PATCH appends bytes) proxied to
 * content with the grant. A browser that drops mid-PATCH drops content's request too, so
 * content keeps what arrived and the next HEAD tells the browser where to resume.
 */
export async function forwardTus(
  req: Request,
  res: Response,
  target: URL,
  grant: string,
  answerDeadlineMs = CONTENT_ANSWER_DEADLINE_MS,
): Promise<void> {
  refuseNonTusBytes(req);
  const headers: http.OutgoingHttpHeaders = { [GRANT_HEADER]: grant };
  for (const name of TUS_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (req.method === 'POST') headers['content-length'] = '0';
  const withBody = req.method === 'PATCH';
  const { answer: pending, upstream } = send(
    target,
    req.method,
    headers,
    withBody ? req : undefined,
    answerDeadlineMs,
  );
  req.once('aborted', () => upstream.destroy());
  res.once('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  const answer = await pending;
  const status = answer.statusCode ?? 502;
  if (status >= 400) return sendRefusal(answer, res);
  copyHeaders(answer, res, TUS_ANSWER_HEADERS);
  res.status(status);
  answer.resume();
  res.end();
}

/** Streams a download (one file or a zip) from content to the browser, headers unchanged. */
export async function streamDownload(res: Response, target: URL): Promise<void> {
  const { answer: pending, upstream } = send(target, 'GET', {});
  res.once('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  const answer = await pending;
  if ((answer.statusCode ?? 502) !== 200) return sendRefusal(answer, res);
  copyHeaders(answer, res, DOWNLOAD_ANSWER_HEADERS);
  // Whatever content said, a download is never sniffed into something a browser would run.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200);
  try {
    await pipeline(answer, res);
  } catch {
    // The browser went away or content stopped mid-file: nothing more can be said on this answer.
    upstream.destroy();
  }
}
