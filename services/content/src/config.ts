import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, loadServiceConfig, refuseSilentFallback } from '@portico/kit';

const MB = 1024 * 1024;
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Content's own variables: blob storage, uploads, scanning and embed checks. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadContentVariables(env);
  if (config.FILE_STORAGE === 's3' && !config.S3_ENDPOINT)
    throw new ConfigError('Invalid configuration: S3_ENDPOINT: required with FILE_STORAGE=s3');
  refuseSilentFallback(env, {
    variable: 'S3_ENDPOINT',
    set: Boolean(config.S3_ENDPOINT),
    optedIn: config.FILE_STORAGE === 'local',
    optIn: 'FILE_STORAGE=local',
    fallback: "files are kept on the pod's own disk (DATA_DIR), lost with it",
  });
  return config;
}

const loadContentVariables = (env: NodeJS.ProcessEnv) =>
  loadServiceConfig(
    'content',
    {
      /** Content's HTTP listener for tus uploads and downloads (the gateway proxies to it). */
      UPLOAD_PORT: z.coerce.number().int().min(0).max(65535).default(9113),
      /** The path the gateway serves uploads under, for tus Location headers. */
      UPLOAD_PUBLIC_PATH: z.string().startsWith('/').default('/api/files/uploads'),
      /**
       * Signs upload and download grants. Every replica needs the same value; unset, a random
       * one per process serves a single replica (make up).
       */
      UPLOAD_GRANT_SECRET: optional.transform((v) => v ?? randomBytes(32).toString('hex')),
      UPLOAD_GRANT_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
      /** Unfinished uploads older than this are removed, hourly. */
      UPLOAD_EXPIRE_HOURS: z.coerce.number().min(1).default(24),
      UPLOAD_MAX_BYTES: z.coerce
        .number()
        .int()
        .min(1)
        .default(100 * MB),
      /** Billing's gRPC address: its entitlements give each plan's storage quota. */
      // Connections of the upload locks' own pool (one per upload being written): counted with
      // DB_POOL_SIZE against the server's max_connections (a chart check adds them up).
      UPLOAD_LOCK_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
      BILLING_ADDR: optional,
      /** Per-tenant storage quota in bytes without billing (or while it is down); 0 = none. */
      STORAGE_QUOTA_BYTES: z.coerce.number().int().min(0).default(0),
      /** `local` keeps files in DATA_DIR on purpose (required for that in production). */
      FILE_STORAGE: z.enum(['s3', 'local']).optional(),
      S3_ENDPOINT: optional,
      S3_BUCKET: z.string().default('portico-files'),
      S3_REGION: z.string().default('us-east-1'),
      S3_ACCESS_KEY_ID: z.string().default(''),
      S3_SECRET_ACCESS_KEY: z.string().default(''),
      CLAMD_HOST: optional,
      CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
      /** Files larger than this are stored as "not scanned" (clamd's StreamMaxLength). */
      SCAN_MAX_BYTES: z.coerce
        .number()
        .int()
        .min(0)
        .default(25 * MB),
      /** The origin embeds are framed from, for the frame-ancestors check. */
      PORTAL_ORIGIN: z.string().url().default('http://localhost:8080'),
      EMBED_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
      /**
       * Ed25519 private key (JWK JSON) signing embeds' client-context tokens; every replica
       * needs the same one. Unset, a key per process serves a single replica (make up).
       */
      EMBED_CONTEXT_KEY: optional,
    },
    env,
  );

export type ContentConfig = ReturnType<typeof loadContentVariables>;
