/**
 * A paced open-loop load: requests leave on a fixed schedule (`rate` per second, checked
 * every millisecond) whether or not earlier ones were answered, and each latency counts from
 * the moment its request was due, so a slow server shows as latency instead of as fewer
 * requests sent (no coordinated omission). autocannon's `overallRate` is not used for this:
 * it lets every connection send its whole per-second quota at the start of each second,
 * which turns 500 req/s into bursts of up to `connections` concurrent requests.
 */
import http from 'node:http';
import type { Requests } from './load';

export interface OpenLoopAnswer {
  status: number;
  ms: number;
  /** When the answer arrived, in ms from the start of the schedule. */
  at: number;
}

export interface OpenLoopRun {
  answers: OpenLoopAnswer[];
  /** Requests that got no answer: socket errors and timeouts. */
  failures: number;
  timeouts: number;
}

const TIMEOUT_MS = 10_000;

type RequestSpec = Requests[number];

/** The request autocannon would send for `spec`, built the way it builds it. */
function build(spec: RequestSpec): {
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
} {
  const base = {
    method: spec.method ?? 'GET',
    path: spec.path ?? '/',
    headers: spec.headers ?? {},
    body: spec.body,
  };
  const built =
    spec.setupRequest && typeof spec.setupRequest === 'function'
      ? spec.setupRequest(base, {})
      : base;
  const body = typeof built.body === 'string' ? built.body : undefined;
  return {
    method: built.method ?? 'GET',
    path: built.path ?? '/',
    headers: built.headers ?? {},
    ...(body === undefined ? {} : { body }),
  };
}

export function openLoop(
  url: string,
  requests: Requests,
  rate: number,
  seconds: number,
  connections: number,
): Promise<OpenLoopRun> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run: OpenLoopRun = { answers: [], failures: 0, timeouts: 0 };
  const spec = requests[0];
  if (!spec) throw new Error('an open-loop scenario needs a request');
  const total = Math.round(rate * seconds);
  let sent = 0;
  let settled = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    const finishIfDone = () => {
      if (sent === total && settled === total) {
        agent.destroy();
        resolve(run);
      }
    };
    const send = (dueAt: number) => {
      const { method, path, headers, body } = build(spec);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers,
          agent,
          timeout: TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.once('end', () => {
            const now = performance.now();
            run.answers.push({ status: res.statusCode ?? 0, ms: now - dueAt, at: now - start });
            settled += 1;
            finishIfDone();
          });
        },
      );
      req.once('timeout', () => {
        run.timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.once('error', () => {
        run.failures += 1;
        settled += 1;
        finishIfDone();
      });
      req.end(body);
    };
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) {
        sent += 1;
        send(start + (sent / rate) * 1000);
      }
      if (sent === total) {
        clearInterval(timer);
        finishIfDone();
      }
    }, 1);
  });
}
