/**
 * The whole product in one process: every service and the gateway, each with its own
 * database (PGlite under `dataDir`, or a real PostgreSQL database per service) and one event
 * bus (in-process, or Kafka when brokers are given). `make up`, the e2e tests, the browser
 * tests and the benchmark all start Portico through this one function, so they run what a
 * user runs.
 */
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  createEventBus,
  createLogger,
  LOCAL_PORTS,
  SERVICE_NAMES,
  type EventBus,
  type ServiceName,
  type ServiceRuntime,
} from '@portico/kit';
import { createService as billing } from '@portico/billing';
import { createService as content } from '@portico/content';
import { createService as forms } from '@portico/forms';
import { createGateway, type Gateway } from '@portico/gateway';
import { createService as identity } from '@portico/identity';
import { createService as messaging } from '@portico/messaging';
import { createService as metrics } from '@portico/metrics';
import { createService as notifications } from '@portico/notifications';
import { createService as tenancy } from '@portico/tenancy';
import { stackKeys, type StackKeys } from './internalKeys';

type CreateService = (
  env: NodeJS.ProcessEnv,
  shared: { bus?: EventBus },
) => Promise<ServiceRuntime>;

const FACTORIES: Record<ServiceName, CreateService> = {
  identity,
  tenancy,
  content,
  forms,
  billing,
  notifications,
  metrics,
  messaging,
};

/** Services that call other services over gRPC, and whom. */
const CALLS: Partial<Record<ServiceName, ServiceName[]>> = {
  // Forms checks file answers in content and counts an assignment's members in tenancy.
  forms: ['content', 'tenancy'],
  // Platform settings saved before identity's or metrics' consumer group existed
  // (TENANCY_ADDR): session limits and the audit retention days.
  identity: ['tenancy'],
  metrics: ['tenancy'],
  // The webhook-disabled and announcement emails go to the tenant's admins (TENANCY_ADDR,
  // IDENTITY_ADDR); error-rate rules read the metrics service (METRICS_ADDR).
  notifications: ['tenancy', 'identity', 'metrics'],
  // Members and roles (TENANCY_ADDR), names and addresses for email (IDENTITY_ADDR), whether a
  // sender may see the files they attach (CONTENT_ADDR).
  messaging: ['tenancy', 'identity', 'content'],
  // Client payments: a client is a member of the tenant (TENANCY_ADDR: members, brand and the
  // platform fee), with a name and an address (IDENTITY_ADDR).
  billing: ['tenancy', 'identity'],
};

export interface StackOptions {
  /** Gateway port; 0 picks a free one. Default 0. */
  port?: number;
  /** Gateway address to bind; default 127.0.0.1 (make up binds every interface). */
  host?: string;
  /** Services on their fixed local ports (make up) instead of free ones (tests). */
  fixedPorts?: boolean;
  /** Where PGlite databases and local blobs live. */
  dataDir: string;
  /** A PostgreSQL URL per service; services without one use PGlite. */
  databaseUrls?: Partial<Record<ServiceName, string>>;
  /** Kafka bootstrap servers; unset means the in-process bus. */
  kafkaBrokers?: string;
  /** Built frontends to serve (the repo's `frontends` folder). */
  frontendsDir?: string;
  logLevel?: string;
  /** Extra variables every component sees (SUPER_ADMIN_EMAIL, rate limits, ...). */
  env?: Record<string, string>;
  /** Keep the generated internal and operator key pairs under `dataDir/keys` (make up). */
  keepKeys?: boolean;
}

export interface RunningStack {
  url: string;
  gateway: Gateway;
  services: Record<ServiceName, ServiceRuntime>;
  /** Each service's ops port (/metrics, /readyz; metrics' OTLP intake at /v1/traces). */
  opsPorts: Record<ServiceName, number>;
  /** The gateway's and the operators' key pairs this stack runs with (./internalKeys.ts). */
  keys: StackKeys;
  /** Where replies to message emails are taken (messaging's inbound SMTP listener). */
  inboundSmtpUrl: string;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const logger = createLogger('stack', options.logLevel ?? 'warn');
  const bus = options.kafkaBrokers ? undefined : createEventBus({ clientId: 'portico', logger });
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.resolve(options.dataDir),
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...(options.kafkaBrokers ? { KAFKA_BROKERS: options.kafkaBrokers } : {}),
    ...options.env,
  };
  delete common.DATABASE_URL;
  // Always on, as in the cluster: every call carries the gateway's token or (naming no one)
  // a service's, and identity takes operators' calls only with the admin command's. Private
  // halves go only to their holders (the gateway; every service; the admin command, through
  // `keys`): the gateway never gets the services' key, the services never the gateway's.
  const keys = stackKeys(common, options.keepKeys ? options.dataDir : undefined);
  delete common.INTERNAL_TOKEN_PRIVATE_KEY;
  delete common.OPERATOR_TOKEN_PRIVATE_KEY;
  delete common.SERVICE_TOKEN_PRIVATE_KEY;
  common.INTERNAL_TOKEN_PUBLIC_KEY = keys.internal.publicKey;
  common.OPERATOR_TOKEN_PUBLIC_KEY = keys.operator.publicKey;
  common.SERVICE_TOKEN_PUBLIC_KEY = keys.service.publicKey;

  const services = {} as Record<ServiceName, ServiceRuntime>;
  const opsPorts = {} as Record<ServiceName, number>;
  const addresses: Record<string, string> = {};
  let inboundSmtpUrl = '';
  try {
    const startService = async (name: ServiceName) => {
      const runtime = await FACTORIES[name](
        {
          ...common,
          // The addresses of the services it calls, when those started first (CALLS).
          ...Object.fromEntries(
            (CALLS[name] ?? []).map((callee) => {
              const key = `${callee.toUpperCase()}_ADDR`;
              return [key, addresses[key]];
            }),
          ),
          SERVICE_TOKEN_PRIVATE_KEY: keys.service.privateKey,
          GRPC_HOST: '127.0.0.1',
          GRPC_PORT: String(options.fixedPorts ? LOCAL_PORTS[name].grpc : 0),
          HTTP_PORT: String(options.fixedPorts ? LOCAL_PORTS[name].http : 0),
          // Content's upload/download listener: its local default, or a free port in tests.
          ...(name === 'content' && !options.fixedPorts ? { UPLOAD_PORT: '0' } : {}),
          // Messaging's inbound mail listener: this machine only, likewise.
          ...(name === 'messaging'
            ? {
                INBOUND_SMTP_HOST: '127.0.0.1',
                ...(options.fixedPorts ? {} : { INBOUND_SMTP_PORT: '0' }),
              }
            : {}),
          ...(options.databaseUrls?.[name] ? { DATABASE_URL: options.databaseUrls[name] } : {}),
        },
        { bus },
      );
      services[name] = runtime;
      const { grpcPort, httpPort } = await runtime.start();
      opsPorts[name] = httpPort;
      addresses[`${name.toUpperCase()}_ADDR`] = `127.0.0.1:${grpcPort}`;
      // The gateway streams upload and download bytes to content's own listener.
      if ('uploadPort' in runtime && typeof runtime.uploadPort === 'function')
        addresses.CONTENT_UPLOAD_URL = `http://127.0.0.1:${String(runtime.uploadPort())}`;
      if ('inboundSmtpPort' in runtime && typeof runtime.inboundSmtpPort === 'function')
        inboundSmtpUrl = `smtp://127.0.0.1:${String(runtime.inboundSmtpPort())}`;
    };
    // Callers start after the services they call: on free ports (tests) the callee's address
    // is known only once it listens, and the callers' defaults are the fixed local ports. In
    // waves, as a caller may itself be called (notifications calls identity, identity tenancy).
    const pending = new Set<ServiceName>(SERVICE_NAMES);
    while (pending.size > 0) {
      const ready = [...pending].filter((name) =>
        (CALLS[name] ?? []).every((callee) => !pending.has(callee)),
      );
      if (ready.length === 0)
        throw new Error(`services call each other in a cycle: ${[...pending].join(', ')}`);
      for (const name of ready) pending.delete(name);
      await Promise.all(ready.map(startService));
    }
  } catch (error) {
    await Promise.allSettled(Object.values(services).map((runtime) => runtime.stop()));
    await bus?.close();
    throw error;
  }

  const gateway = createGateway(
    {
      ...common,
      ...addresses,
      INTERNAL_TOKEN_PRIVATE_KEY: keys.internal.privateKey,
      HOST: options.host ?? '127.0.0.1',
      PORT: String(options.port ?? 0),
      ...(options.frontendsDir ? { FRONTENDS_DIR: path.resolve(options.frontendsDir) } : {}),
    },
    // The gateway follows tenancy's and identity's events to keep its access cache true.
    { bus },
  );
  const port = await gateway.start();

  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`,
    gateway,
    services,
    opsPorts,
    keys,
    inboundSmtpUrl,
    async stop() {
      await gateway.stop();
      await Promise.allSettled(Object.values(services).map((runtime) => runtime.stop()));
      await bus?.close();
    },
  };
}
