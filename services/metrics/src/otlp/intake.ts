/**
 * OTLP/HTTP trace intake on the metrics service's ops port (`POST /v1/traces`): processes
 * exporting with OTEL_EXPORTER_OTLP_ENDPOINT pointed at this port (JSON, as the kit's exporter
 * sends) and the OpenTelemetry collector's `otlphttp` exporter (protobuf, gzip-compressed, as
 * it sends by default) feed the console's trace drawer. Each is answered in its own encoding.
 * The intake's own SQL is kept out of tracing: recording it would export spans about storing
 * spans, forever.
 */
import type http from 'node:http';
import { createGunzip } from 'node:zlib';
import type { Database, Logger, OpsRoute } from '@portico/kit';
import { withoutTracing } from '@portico/kit/telemetry/tracing';
import {
  insertSpans,
  pruneSpans,
  spansFromOtlp,
  type OtlpTraceRequest,
} from '../store/trace-spans';
import { decodeTraceRequest, EMPTY_EXPORT_RESPONSE } from './protobuf';

const MAX_BODY_BYTES = 8 * 1024 * 1024;
const PRUNE_EVERY_MS = 30_000;

const JSON_TYPE = 'application/json';
const PROTOBUF_TYPE = 'application/x-protobuf';

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': JSON_TYPE });
  res.end(JSON.stringify(body));
}

/** The body, gunzipped when sent so; undefined past the size limit (after decompression). */
async function readBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  const gzipped = (req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip';
  const source = gzipped ? req.pipe(createGunzip()) : req;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      req.resume();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function otlpTraceIntake(
  db: Database,
  logger: Logger,
  limits: { minutes: number; maxRows: number },
): OpsRoute {
  let lastPrune = 0;
  return (req, res) =>
    withoutTracing(async () => {
      if (req.method !== 'POST') return reply(res, 405, { error: 'POST only' });
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== JSON_TYPE && type !== PROTOBUF_TYPE) {
        return reply(res, 415, {
          error: 'Send OTLP/HTTP as application/x-protobuf or application/json',
        });
      }
      let raw: Buffer | undefined;
      try {
        raw = await readBody(req);
      } catch {
        return reply(res, 400, { error: 'Export request is not valid gzip' });
      }
      if (raw === undefined) return reply(res, 413, { error: 'Export request too large' });
      let body: OtlpTraceRequest;
      try {
        body =
          type === PROTOBUF_TYPE
            ? decodeTraceRequest(raw)
            : (JSON.parse(raw.toString('utf8')) as OtlpTraceRequest);
      } catch {
        return reply(res, 400, {
          error: `Export request is not ${type === PROTOBUF_TYPE ? 'an OTLP protobuf message' : 'JSON'}`,
        });
      }
      await insertSpans(db, spansFromOtlp(body));
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneSpans(db, limits).catch((error: unknown) =>
          logger.warn({ err: error }, 'pruning stored spans failed'),
        );
      }
      if (type === PROTOBUF_TYPE) {
        res.writeHead(200, { 'content-type': PROTOBUF_TYPE });
        res.end(EMPTY_EXPORT_RESPONSE);
      } else reply(res, 200, {});
    });
}
