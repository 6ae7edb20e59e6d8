/**
 * The gateway's frontends router alone on a local port, as local mode serves the built apps,
 * for the tests of what it sends (http/frontend-delivery, http/shell-page).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { getRaw, type RawAnswer } from '../../../../tooling/test-infra/getAs';
import { frontendsRouter, type FrontendsOptions } from '../../src/http/frontends';

export interface ServedFrontends {
  /** A GET of a path, its body as sent (compressed answers stay compressed). */
  get(urlPath: string, headers?: Record<string, string>): Promise<RawAnswer>;
  close(): Promise<void>;
}

export async function serveFrontends(options: FrontendsOptions): Promise<ServedFrontends> {
  const app = express();
  app.use(frontendsRouter(options));
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (urlPath, headers = {}) => getRaw(`${base}${urlPath}`, headers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
