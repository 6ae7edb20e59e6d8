import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

/** The metrics service's own variables. */
export const metricsConfigShape = {
  /** Prometheus HTTP API the App Health figures are read from; unset means "no data". */
  PROMETHEUS_URL: z.string().url().optional(),
  /** How long received spans are kept for the trace drawer, and how many at most. */
  TRACE_RETENTION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  TRACE_MAX_SPANS: z.coerce.number().int().min(100).max(1_000_000).default(50_000),
  /**
   * Tenancy's gRPC address: the audit retention days are read from it before each pruning pass
   * (days saved before metrics first ran are never announced to it). Unset: announcements only.
   */
  TENANCY_ADDR: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
};

export const loadMetricsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('metrics', metricsConfigShape, env);
