// s3rver ships no types; these are the parts the S3 stand-in (s3.ts) uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
    /** Whether a Host header that is a name (not an address) names a bucket; true by default. */
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<unknown>;
    /** The Koa application behind the server; tests add middleware ahead of its router. */
    middleware: unknown;
    httpServer?: Server;
  }
}
