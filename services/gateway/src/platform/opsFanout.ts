/**
 * App Health asks every service about itself (the kit's ops service, served by each process)
 * in parallel with a short deadline, so one service that hangs or is gone shows as down in
 * its own row instead of failing the whole page with a 500. Each answer names its service.
 */
import {
  createGrpcClient,
  internalSigningKey,
  SERVICE_NAMES,
  type CallContext,
  type GrpcClient,
  type ServiceName,
} from '@portico/kit';
import { loadServiceDefinition, type opsV1 } from '@portico/proto';
import { serviceAddress, type GatewayConfig } from '../config';

/** Longer than a service's own check timeout (2 s), so its own answer usually arrives. */
export const OPS_DEADLINE_MS = 3000;

type OpsClient = GrpcClient<opsV1.OpsServiceClient>;

export type ServiceAnswer<T> =
  | { service: ServiceName; ok: true; answer: T }
  | { service: ServiceName; ok: false; reason: string };

const clientsByConfig = new WeakMap<GatewayConfig, Map<ServiceName, OpsClient>>();

function addressOf(config: GatewayConfig, service: ServiceName): string | undefined {
  const value = serviceAddress(config, service);
  return value.trim() ? value : undefined;
}

/** One ops client per service address, made once per gateway configuration. */
function opsClient(config: GatewayConfig, service: ServiceName): OpsClient | undefined {
  const address = addressOf(config, service);
  if (!address) return undefined;
  let clients = clientsByConfig.get(config);
  if (!clients) clientsByConfig.set(config, (clients = new Map()));
  let client = clients.get(service);
  if (!client) {
    const key = config.INTERNAL_TOKEN_PRIVATE_KEY?.trim();
    client = createGrpcClient(loadServiceDefinition('ops').Client, address, {
      deadlineMs: OPS_DEADLINE_MS,
      // The caller's roles travel vouched by this gateway, as on every other client.
      ...(key ? { callerKey: internalSigningKey(key) } : {}),
    });
    clients.set(service, client);
  }
  return client;
}

const reasonOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return /deadline/i.test(message)
    ? `no answer within ${OPS_DEADLINE_MS / 1000} s`
    : /unavailable|ECONNREFUSED|No connection established/i.test(message)
      ? 'not reachable'
      : message.slice(0, 160) || 'failed';
};

/** Calls every service at once; each settles as its answer or the reason it has none. */
export function askEveryService<T>(
  deps: { config: GatewayConfig },
  ctx: Partial<CallContext>,
  call: (client: OpsClient, ctx: Partial<CallContext>) => Promise<T>,
): Promise<ServiceAnswer<T>[]> {
  return Promise.all(
    SERVICE_NAMES.map(async (service): Promise<ServiceAnswer<T>> => {
      const client = opsClient(deps.config, service);
      if (!client) return { service, ok: false, reason: 'no address configured' };
      try {
        return { service, ok: true, answer: await call(client, ctx) };
      } catch (error) {
        return { service, ok: false, reason: reasonOf(error) };
      }
    }),
  );
}
