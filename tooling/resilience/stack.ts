/**
 * Portico as it runs in a cluster, on one machine: every service and two gateway
 * replicas, each its own `node services/<name>/dist/main.js` process under a supervisor, the
 * gateways behind a health-checked load balancer. Every port is chosen before anything starts,
 * so every service knows every other's address and a restarted process comes back where its
 * callers look for it (from below the ports of outgoing connections, which could take one). Keys, secrets and the shutdown drain are set as the chart sets them.
 */
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@portico/kit';
import { stackKeys } from '../dev/internalKeys';
import { REPO_ROOT } from '../bench/processes';
import { fixedPort } from '../test-infra/ports';
import { startBalancer, type Balancer } from './balancer';
import { Supervised, type UnexpectedExit } from './supervisor';

/** The receiver of the tenants' webhooks listens here, the one internal address allowed. */
export const WEBHOOK_HOST = '127.0.0.3';

/** As the chart: readiness 503 for this long before a stopping process closes its servers. */
export const SHUTDOWN_DRAIN_MS = 3000;

export interface StackAddresses {
  grpc: Record<ServiceName, number>;
  ops: Record<ServiceName, number>;
  uploadPort: number;
}

export interface ResilienceStack {
  /** The load balancer in front of the gateways: what clients call. */
  url: string;
  services: Record<ServiceName, Supervised>;
  gateways: Supervised[];
  balancer: Balancer;
  /** Each service's ops port (/readyz, /metrics). */
  opsUrl(name: ServiceName): string;
  grpcAddress(name: ServiceName): string;
  /** Each gateway replica's own address (its /metrics). */
  gatewayUrls: string[];
  stop(): Promise<void>;
  killNow(): void;
}

const script = (name: ServiceName | 'gateway') =>
  path.join(REPO_ROOT, 'services', name, 'dist', 'main.js');

export async function startResilienceStack(options: {
  /** A PostgreSQL URL per service (content's may point at the delaying proxy). */
  databaseUrls: Record<ServiceName, string>;
  kafkaBrokers: string;
  smtpUrl: string;
  logLevel: string;
  /** Every service's DATA_DIR; content keeps uploaded files in its `files` folder. */
  dataDir: string;
  logDir: string;
  clock: () => number;
  onUnexpectedExit: (exit: UnexpectedExit) => void;
}): Promise<ResilienceStack> {
  const grpc = {} as Record<ServiceName, number>;
  const ops = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) {
    grpc[name] = await fixedPort();
    ops[name] = await fixedPort();
  }
  const uploadPort = await fixedPort();
  // Messaging's inbound mail listener (make up may hold its default 2525).
  const inboundMailPort = await fixedPort();
  const addresses = Object.fromEntries(
    SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_ADDR`, `127.0.0.1:${grpc[name]}`]),
  );
  const keys = stackKeys({});
  const common: Record<string, string> = {
    LOG_LEVEL: options.logLevel,
    KAFKA_BROKERS: options.kafkaBrokers,
    SHUTDOWN_GRACE_MS: '10000',
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    INTERNAL_TOKEN_PUBLIC_KEY: keys.internal.publicKey,
    SERVICE_TOKEN_PUBLIC_KEY: keys.service.publicKey,
    OPERATOR_TOKEN_PUBLIC_KEY: keys.operator.publicKey,
  };
  const supervise = (spec: ConstructorParameters<typeof Supervised>[0]) =>
    new Supervised(spec, options.logDir, options.clock, options.onUnexpectedExit);

  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      supervise({
        name,
        script: script(name),
        readyUrl: `http://127.0.0.1:${ops[name]}/readyz`,
        env: {
          ...common,
          ...addresses,
          SERVICE_TOKEN_PRIVATE_KEY: keys.service.privateKey,
          GRPC_HOST: '127.0.0.1',
          GRPC_PORT: String(grpc[name]),
          HTTP_PORT: String(ops[name]),
          DATABASE_URL: options.databaseUrls[name],
          DATA_DIR: options.dataDir,
          // Kept across restarts, as the chart's secret keeps it: a grant made before content
          // restarted is still good after.
          UPLOAD_GRANT_SECRET: 'resilience-upload-grants-are-signed-with-this-secret',
          UPLOAD_PORT: String(uploadPort),
          INBOUND_SMTP_HOST: '127.0.0.1',
          INBOUND_SMTP_PORT: String(inboundMailPort),
          SMTP_URL: options.smtpUrl,
          WEBHOOK_ALLOWED_NETWORKS: `${WEBHOOK_HOST}/32`,
        },
      }),
    ]),
  ) as Record<ServiceName, Supervised>;

  const gatewayPorts = [await fixedPort(), await fixedPort()];
  const gateways = gatewayPorts.map((port, i) =>
    supervise({
      name: `gateway-${i + 1}`,
      script: script('gateway'),
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      env: {
        ...common,
        ...addresses,
        INTERNAL_TOKEN_PRIVATE_KEY: keys.internal.privateKey,
        CONTENT_UPLOAD_URL: `http://127.0.0.1:${uploadPort}`,
        HOST: '127.0.0.1',
        PORT: String(port),
        // The load balancer passes X-Forwarded-For on as the client sent it, as an ingress
        // does; each simulated client sends its own, so per-address limits see many clients.
        TRUST_PROXY: '1',
      },
    }),
  );
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);

  const all = [...Object.values(services), ...gateways];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.close();
    // Gateways first, as in a rolling shutdown: nothing calls a service after it stops.
    for (const gateway of gateways) await gateway.stop();
    await Promise.all(Object.values(services).map((service) => service.stop()));
  };
  try {
    await Promise.all(Object.values(services).map((service) => service.start()));
    await Promise.all(gateways.map((gateway) => gateway.start()));
    balancer = await startBalancer(gatewayUrls);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: balancer.url,
    services,
    gateways,
    balancer,
    gatewayUrls,
    opsUrl: (name) => `http://127.0.0.1:${ops[name]}`,
    grpcAddress: (name) => `127.0.0.1:${grpc[name]}`,
    stop,
    killNow: () => all.forEach((proc) => proc.killNow()),
  };
}
