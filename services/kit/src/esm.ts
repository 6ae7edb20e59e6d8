/**
 * Loads an ESM-only package (openid-client, @kubernetes/client-node) from a
 * CommonJS build. Written through `Function` because both tsc-to-CommonJS under jest (swc)
 * and bundlers would otherwise rewrite `import()` into `require()`, which cannot load those
 * packages. The source carries a per-load nonce: V8 reuses a compiled function of identical
 * source, and with it the dynamic-import host of whoever compiled it first, which under jest
 * is an earlier test file's torn-down module loader.
 */
import { randomUUID } from 'node:crypto';

export const importEsm = new Function(
  'specifier',
  `return import(specifier); // ${randomUUID()}`,
) as <T>(specifier: string) => Promise<T>;
