// s3rver ships no types; these are the parts the S3 stand-in (s3.ts) uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
    /** A host name s3rver takes as itself rather than as a bucket (virtual-host style). */
    serviceEndpoint?: string;
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
