/**
 * The load balancer in front of the gateway replicas, doing what a Kubernetes Service and an
 * ingress do for the chart's gateway pods and nothing more: it asks each replica's /readyz
 * every HEALTH_INTERVAL_MS and sends requests round-robin to the replicas that answered 200,
 * so a replica that starts draining (readiness 503, SHUTDOWN_DRAIN_MS) stops getting new
 * requests while it finishes the ones it has.
 *
 * Like nginx's `proxy_next_upstream error`, a request is sent to another replica only when the
 * first never received it: the connection was refused, or a kept-alive connection turned out
 * to be closed when the request went out (Node's `reusedSocket` + ECONNRESET, the race its
 * http docs describe). Request bodies are small in the rehearsal and read whole for that
 * retry. Anything else reaches the client as the replica answered, or as a 502.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HEALTH_INTERVAL_MS = 250;
const HEALTH_TIMEOUT_MS = 1000;
const MAX_ATTEMPTS = 3;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

interface Backend {
  url: URL;
  ready: boolean;
}

export interface Balancer {
  url: string;
  /** Replicas currently in rotation. */
  ready(): string[];
  /** Requests sent again to another replica because the first never received them. */
  readonly retried: number;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The request never reached the replica, so sending it to another one repeats nothing. */
function neverReceived(error: NodeJS.ErrnoException, request: http.ClientRequest): boolean {
  return error.code === 'ECONNREFUSED' || (request.reusedSocket && error.code === 'ECONNRESET');
}

export async function startBalancer(targets: string[]): Promise<Balancer> {
  const backends: Backend[] = targets.map((target) => ({ url: new URL(target), ready: false }));
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  let retried = 0;

  const check = async (backend: Backend) => {
    backend.ready = await fetch(new URL('/readyz', backend.url), {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    })
      .then((res) => {
        void res.body?.cancel();
        return res.status === 200;
      })
      .catch(() => false);
  };
  await Promise.all(backends.map(check));
  let checking = false;
  const health = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(backends.map(check)).finally(() => (checking = false));
  }, HEALTH_INTERVAL_MS);

  const pick = (exclude: Set<Backend>): Backend | undefined => {
    const candidates = backends.filter((b) => b.ready && !exclude.has(b));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer,
    tried: Set<Backend>,
    attempt = 1,
  ) => {
    const backend = pick(tried);
    if (!backend) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'No gateway replica is ready', code: 'UNAVAILABLE' }));
      return;
    }
    tried.add(backend);
    const headers = { ...req.headers, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    delete headers.connection;
    const upstream = http.request(
      {
        host: backend.url.hostname,
        port: backend.url.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy();
      if (neverReceived(error, upstream) && attempt < MAX_ATTEMPTS) {
        retried += 1;
        // The same replica may be fine on a fresh connection (only the kept one was closed).
        if (error.code === 'ECONNRESET') tried.delete(backend);
        return forward(req, res, body, tried, attempt + 1);
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `Gateway replica failed: ${error.code ?? error.message}` }));
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, new Set()),
      () => res.destroy(),
    );
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ready: () => backends.filter((b) => b.ready).map((b) => b.url.origin),
    get retried() {
      return retried;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(health);
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
