/**
 * Loads an ESM-only package (the tus server and stores, file-type) from this CommonJS build.
 * Written through `Function` because both tsc-to-CommonJS under jest (swc) and bundlers would
 * otherwise rewrite `import()` into `require()`, which cannot load those packages.
 */
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;
