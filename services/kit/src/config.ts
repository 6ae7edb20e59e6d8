/**
 * Configuration comes from the environment only, validated once at start-up with zod.
 * A bad value stops the process with a message naming the variable, instead of failing
 * later somewhere far from the cause.
 */
import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Local (single-machine) ports; in the cluster every service listens on 50051/9464. */
export const LOCAL_PORTS = {
  identity: { grpc: 50051, http: 9101 },
  tenancy: { grpc: 50052, http: 9102 },
  content: { grpc: 50053, http: 9103 },
  forms: { grpc: 50054, http: 9104 },
  billing: { grpc: 50055, http: 9105 },
  notifications: { grpc: 50056, http: 9106 },
  metrics: { grpc: 50057, http: 9107 },
  messaging: { grpc: 50058, http: 9108 },
} as const;

export type ServiceName = keyof typeof LOCAL_PORTS;
export const SERVICE_NAMES = Object.keys(LOCAL_PORTS) as ServiceName[];

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Reads and validates `env` against `shape`; throws ConfigError naming every bad variable. */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<S>> {
  const parsed = z.object(shape).safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/**
 * A production process (NODE_ENV=production) never falls back quietly to a local stand-in
 * (files on the pod's disk, mail to a local catcher, the payment sandbox): without `variable`
 * it starts only when `optIn` chooses the local stand-in by name (CONTRIBUTING.md, "No silent
 * fallbacks in production").
 */
export function refuseSilentFallback(
  env: NodeJS.ProcessEnv,
  check: { variable: string; set: boolean; optedIn: boolean; optIn: string; fallback: string },
): void {
  if (check.set || check.optedIn || env.NODE_ENV !== 'production') return;
  throw new ConfigError(
    `Invalid configuration: ${check.variable}: required in production (NODE_ENV=production), ` +
      `or ${check.fallback}; set ${check.optIn} to choose that on purpose`,
  );
}

export function serviceConfigShape(service: ServiceName) {
  const local = LOCAL_PORTS[service];
  return {
    GRPC_PORT: port.default(local.grpc),
    HTTP_PORT: port.default(local.http),
    GRPC_HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().default('.data'),
    /**
     * Most connections this process's pool opens. The chart sets it per component and a chart
     * check keeps every pool at every autoscaler's maximum within max_connections.
     */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DB_TENANT_ROLE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
      .default('portico_tenant'),
    KAFKA_BROKERS: optionalString,
    // Managed brokers (MSK, Confluent Cloud, Aiven, ...) want TLS and SASL; local ones neither.
    KAFKA_SSL: z
      .enum(['true', 'false'], 'must be true or false')
      .default('false')
      .transform((value) => value === 'true'),
    /** A PEM bundle to trust for the brokers' certificates, besides the system's. */
    KAFKA_SSL_CA_FILE: optionalString,
    KAFKA_SASL_MECHANISM: optionalString.pipe(
      z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
    ),
    KAFKA_SASL_USERNAME: optionalString,
    KAFKA_SASL_PASSWORD: optionalString,
    /**
     * How long a consumer's fetch waits at the broker when there is nothing to read. Kafka
     * answers as soon as data arrives, so this costs only idle round trips; the test broker
     * (librdkafka's mock) holds the fetch for the whole wait, so the bench shortens it
     * (bench/README.md, "Messages").
     */
    KAFKA_FETCH_MAX_WAIT_MS: z.coerce.number().int().min(10).max(10_000).default(1_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /** How long start-up waits for the database to answer before giving up. */
    STARTUP_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
    /** After readiness turns 503, how long to keep serving while load balancers notice. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
    /**
     * The gateway's Ed25519 public key (PEM, or its base64): when set, calls that name a
     * caller must carry the gateway's token for it (grpc/internal-token.ts).
     */
    INTERNAL_TOKEN_PUBLIC_KEY: optionalString,
    /**
     * The services' Ed25519 pair (PEM, or its base64): a service signs its calls that name
     * no caller (consumers, jobs) with the private half, and accepts such calls with a token
     * the public half verifies (grpc/internal-token.ts). Every service holds both.
     */
    SERVICE_TOKEN_PUBLIC_KEY: optionalString,
    SERVICE_TOKEN_PRIVATE_KEY: optionalString,
  };
}

type BaseShape = ReturnType<typeof serviceConfigShape>;
export type ServiceConfig = z.infer<z.ZodObject<BaseShape>>;

/** The common service configuration plus the service's own variables. */
export function loadServiceConfig<S extends z.ZodRawShape = Record<never, never>>(
  service: ServiceName,
  extra?: S,
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig & z.infer<z.ZodObject<S>> {
  const shape = { ...serviceConfigShape(service), ...(extra ?? {}) } as BaseShape & S;
  return loadConfig(shape, env) as ServiceConfig & z.infer<z.ZodObject<S>>;
}
