/**
 * OTLP/HTTP trace intake on the metrics service's ops port (`POST /v1/traces`, JSON
 * encoding): processes exporting with OTEL_EXPORTER_OTLP_ENDPOINT pointed at this port feed
 * the console's trace drawer. Protobuf bodies get 415 so a misconfigured exporter says why.
 * The intake's own SQL is kept out of tracing: recording it would export spans about storing
 * spans, forever.
 */
import type http from 'node:http';
import type { Database, Logger, OpsRoute } from '@portico/kit';
import { withoutTracing } from '@portico/kit/telemetry/tracing';
import {
  insertSpans,
  pruneSpans,
  spansFromOtlp,
  type OtlpTraceRequest,
} from '../store/trace-spans';

const MAX_BODY_BYTES = 8 * 1024 * 1024;
const PRUNE_EVERY_MS = 30_000;

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
      const type = req.headers['content-type'] ?? '';
      if (!type.startsWith('application/json')) {
        return reply(res, 415, { error: 'Send OTLP/HTTP with the JSON encoding' });
      }
      const raw = await readBody(req);
      if (raw === undefined) return reply(res, 413, { error: 'Export request too large' });
      let body: OtlpTraceRequest;
      try {
        body = JSON.parse(raw) as OtlpTraceRequest;
      } catch {
        return reply(res, 400, { error: 'Export request is not JSON' });
      }
      await insertSpans(db, spansFromOtlp(body));
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneSpans(db, limits).catch((error: unknown) =>
          logger.warn({ err: error }, 'pruning stored spans failed'),
        );
      }
      reply(res, 200, {});
    });
}
