import { z } from 'zod';
import { LOCAL_PORTS, loadConfig, SERVICE_NAMES, type ServiceName } from '@portico/kit';

const address = z.string().regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port');

const addressShape = Object.fromEntries(
  SERVICE_NAMES.map((service) => [
    `${service.toUpperCase()}_ADDR`,
    address.default(`127.0.0.1:${LOCAL_PORTS[service].grpc}`),
  ]),
) as Record<`${Uppercase<ServiceName>}_ADDR`, z.ZodDefault<z.ZodString>>;

export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Built frontends (shell and remotes); unset in the cluster where nginx or a CDN serves them. */
  FRONTENDS_DIR: z.string().optional(),
  /** Hops of reverse proxies to trust for the client address (rate limits key on it). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** The portal's public address, used in emailed links (reset, invitation); never the Host header. */
  PUBLIC_URL: z.string().url().optional(),
  ...addressShape,
};

export type GatewayConfig = z.infer<z.ZodObject<typeof gatewayConfigShape>>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigShape, env);

export const serviceAddress = (config: GatewayConfig, service: ServiceName): string =>
  config[`${service.toUpperCase() as Uppercase<ServiceName>}_ADDR`];
