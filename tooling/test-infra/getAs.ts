/**
 * A GET that names the Host it is for, as a browser on that host sends it, to a server found
 * at another address: a tenant's subdomain or custom domain on a local port, a pod's address.
 * fetch cannot: Host is a header it sets itself.
 */
import http from 'node:http';

export interface HostAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function getAs(
  host: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<HostAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: { ...headers, host },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      )
      .on('error', reject);
  });
}
