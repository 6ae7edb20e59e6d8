import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

/** Tenancy's own variable: the product domain whose subdomains are tenants' portals. */
export const loadTenancyConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig(
    'tenancy',
    {
      PRODUCT_DOMAIN: z
        .string()
        .regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name such as portico.example')
        .default('localhost'),
      // DNS servers for domain verification (`host:port`, comma separated); unset: the system's.
      DNS_RESOLVER: z.string().optional(),
      // Seals tenancy's secrets at rest (the onboarding Slack webhook; domain/sealed.ts).
      TENANCY_SECRETS_KEY: z.string().optional(),
    },
    env,
  );
