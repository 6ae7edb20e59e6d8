/**
 * Plain GETs for tests that must see what went on the wire: `getRaw` leaves the body as bytes
 * (no decoding of a compressed answer), and `getAs` names the Host it is for, as a browser on
 * that host sends it, to a server found at another address: a tenant's subdomain or custom
 * domain on a local port, a pod's address. fetch can do neither: it decodes bodies, and Host
 * is a header it sets itself.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

export async function getAs(
  host: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<HostAnswer> {
  const answer = await getRaw(url, { ...headers, host });
  return { ...answer, body: answer.body.toString('utf8') };
}
