import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

/** The metrics service's own variables. */
export const metricsConfigShape = {
  /** Prometheus HTTP API the App Health figures are read from; unset means "no data". */
  PROMETHEUS_URL: z.string().url().optional(),
};

export const loadMetricsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('metrics', metricsConfigShape, env);
