import type { Options } from '@grpc/proto-loader';

/**
 * How messages become JavaScript objects at run time. proto/scripts/generate.mjs passes the
 * same choices to proto-loader-gen-types, so the generated `__Output` types describe exactly
 * what a handler receives: snake_case field names, 64-bit integers and enums as strings,
 * defaults filled in, and a virtual field naming the set member of each oneof.
 */
export const LOADER_OPTIONS = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
} as const satisfies Options;
