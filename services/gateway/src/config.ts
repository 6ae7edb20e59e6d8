import { z } from 'zod';
import {
  LOCAL_PORTS,
  loadConfig,
  SERVICE_NAMES,
  serviceConfigShape,
  type ServiceName,
} from '@portico/kit';

/** The services' own Kafka variables, so the gateway reads them exactly as they do. */
const kafkaShape = serviceConfigShape('identity');

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
  /** After SIGTERM, how long /readyz answers 503 while requests are still served (load
   * balancers and the Service's endpoints notice), before the server stops accepting. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** Built frontends (shell and remotes); unset in the cluster where nginx or a CDN serves them. */
  FRONTENDS_DIR: z.string().optional(),
  /** Hops of reverse proxies to trust for the client address (rate limits key on it). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** The portal's public address, used in emailed links (reset, invitation); never the Host header. */
  PUBLIC_URL: z.string().url().optional(),
  /** Ed25519 private key (PEM, or its base64) signing the caller metadata sent to services. */
  INTERNAL_TOKEN_PRIVATE_KEY: z.string().optional(),
  // The runtime manifest the shell reads (GET /api/public/frontend-manifest): where each remote
  // is served (defaults: /remotes/<name>/remoteEntry.js on this origin), where 'Book a Demo'
  // goes, and the domain tenant subdomains live under.
  REMOTE_LANDING_URL: z.string().min(1).optional(),
  REMOTE_TENANT_APP_URL: z.string().min(1).optional(),
  REMOTE_SUPER_CONSOLE_URL: z.string().min(1).optional(),
  BOOK_A_DEMO_URL: z.string().url().optional(),
  PRODUCT_DOMAIN: z.string().min(1).optional(),
  // The events that keep the access cache true: Kafka (with TLS/SASL when managed), read as
  // every service reads it. Unset outside `make up`: no events reach the gateway, no cache.
  KAFKA_BROKERS: kafkaShape.KAFKA_BROKERS,
  KAFKA_SSL: kafkaShape.KAFKA_SSL,
  KAFKA_SSL_CA_FILE: kafkaShape.KAFKA_SSL_CA_FILE,
  KAFKA_SASL_MECHANISM: kafkaShape.KAFKA_SASL_MECHANISM,
  KAFKA_SASL_USERNAME: kafkaShape.KAFKA_SASL_USERNAME,
  KAFKA_SASL_PASSWORD: kafkaShape.KAFKA_SASL_PASSWORD,
  KAFKA_FETCH_MAX_WAIT_MS: kafkaShape.KAFKA_FETCH_MAX_WAIT_MS,
  /**
   * The fetch wait of the live streams' consumer while this replica holds a stream, and for a
   * minute after the last one (features/messaging/liveSubscription.ts); otherwise it waits as
   * the others do. Kafka answers a waiting fetch as soon as an event arrives; a broker that
   * holds the fetch for its whole wait (the tests' and the bench's, librdkafka's mock) adds up
   * to this much to every live delivery.
   */
  LIVE_FETCH_MAX_WAIT_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  /**
   * How long a cached access or profile answer may be used. Events evict it at once; this only
   * bounds the damage of an event that never arrived. 0 turns the cache off.
   */
  ACCESS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Cached answers kept per kind (access, profiles); the least recently used go first. */
  ACCESS_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(10_000),
  /** Content's HTTP listener for upload and download bytes (its UPLOAD_PORT); gRPC carries no bytes. */
  CONTENT_UPLOAD_URL: z.string().url().default('http://127.0.0.1:9113'),
  ...addressShape,
};

export type GatewayConfig = z.infer<z.ZodObject<typeof gatewayConfigShape>>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigShape, env);

export const serviceAddress = (config: GatewayConfig, service: ServiceName): string =>
  config[`${service.toUpperCase() as Uppercase<ServiceName>}_ADDR`];
