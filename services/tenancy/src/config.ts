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
      // Custom domains' certificate probe (domain/tlsProbe.ts): the port, extra trusted CAs
      // (a PEM file, besides Node's roots), how long a silent host is waited for, and how old
      // a probe may get before the schedule probes again.
      SSL_PROBE_PORT: z.coerce.number().int().min(1).max(65535).default(443),
      SSL_PROBE_CA_FILE: z.string().optional(),
      SSL_PROBE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
      SSL_RECHECK_MINUTES: z.coerce.number().int().positive().default(360),
      // Tenant domains through the Kubernetes API (kubernetes/domainRoutes.ts): the Gateway
      // their listeners attach to, the route whose rules theirs copy, and the issuer of their
      // certificates (HTTP-01). Set by the chart when TLS and a domains issuer are on; unset,
      // domains route through the catch-all and the TLS probe measures their certificates.
      GATEWAY_NAME: z.string().optional(),
      GATEWAY_ROUTE: z.string().optional(),
      DOMAIN_CERTIFICATE_ISSUER: z.string().optional(),
      DOMAIN_CERTIFICATE_ISSUER_KIND: z.enum(['ClusterIssuer', 'Issuer']).default('ClusterIssuer'),
      // A kubeconfig to use instead of the pod's ServiceAccount (outside a cluster).
      KUBECONFIG: z.string().optional(),
      // Seals tenancy's secrets at rest (the onboarding Slack webhook; domain/sealed.ts).
      TENANCY_SECRETS_KEY: z.string().optional(),
    },
    env,
  );
