// The shared server kit: plumbing only, no business rules. See README.md in this folder.
export * from './errors';
export * from './rateWindow';
export * from './access-token';
export * from './config';
export * from './logger';
export * from './lifecycle';
export * from './http/metrics';
export * from './http/ops-server';
export * from './db';
export * from './events';
export * from './grpc';
export * from './jobs/queue';
export * from './runtime';
export * from './secrets/sealer';
export { importEsm } from './esm';
export * from './net/addresses';
