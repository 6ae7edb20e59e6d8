import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Identity's own variables: the platform super admin created at start-up when absent
 * (both or neither must be set).
 */
export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const config = loadServiceConfig(
    'identity',
    {
      SUPER_ADMIN_EMAIL: optional.pipe(z.string().email('must be an email address').optional()),
      SUPER_ADMIN_PASSWORD: optional.pipe(
        z.string().min(8, 'must be at least 8 characters').optional(),
      ),
      /** Seals the access-token signing keys at rest (any secret text; keep it out of the DB). */
      SIGNING_KEY_ENCRYPTION_KEY: optional,
      /** Password hashes computed at once (each Argon2id hash takes 19 MiB; a legacy scrypt one 128). */
      PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).default(2),
      /**
       * The admin command's Ed25519 public key (PEM, or its base64): SetSuperAdmin and
       * RotateSigningKey need its token. Unset, nobody can make those calls over gRPC.
       */
      OPERATOR_TOKEN_PUBLIC_KEY: optional,
      /**
       * Tenancy's gRPC address: the platform settings are read from it when no announcement
       * brought them (a fresh deploy of identity). Unset, only announcements update them.
       */
      TENANCY_ADDR: optional,
    },
    env,
  );
  if (Boolean(config.SUPER_ADMIN_EMAIL) !== Boolean(config.SUPER_ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid configuration: SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD must be set together',
    );
  }
  return config;
};
