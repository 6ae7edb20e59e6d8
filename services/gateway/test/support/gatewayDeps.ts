/**
 * GatewayDeps for tests that run the routes without the services: the fakes a test gives,
 * the default configuration with no service address (nothing listens; App Health's fan-out
 * reports each service as not configured), and a client for every other service that fails
 * the request naming the fake it lacks, so a route reaching a service the test did not expect
 * answers 500 instead of passing by accident.
 */
import pino from 'pino';
import { SERVICE_NAMES } from '@portico/kit';
import type { ServiceClients } from '../../src/clients';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';
import { gatewayDeps, type GatewayDeps } from '../../src/deps';
import { RequestLimits } from '../../src/platform/requestLimits';

function missingFake(service: string): unknown {
  return new Proxy(
    {},
    {
      get: (_target, method) =>
        typeof method === 'string'
          ? async () => {
              throw new Error(`${service}.${method} has no fake in this test`);
            }
          : undefined,
    },
  );
}

export function testGatewayDeps(
  parts: {
    /** Fakes answering like the services; the fields each route reads are enough. */
    services?: Record<string, unknown>;
    config?: Partial<GatewayConfig>;
  } = {},
): GatewayDeps {
  const addresses = Object.fromEntries(
    SERVICE_NAMES.map((service) => [`${service.toUpperCase()}_ADDR`, '']),
  );
  const services = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, parts.services?.[service] ?? missingFake(service)]),
  ) as unknown as ServiceClients;
  return gatewayDeps({
    config: { ...loadGatewayConfig({}), ...addresses, ...parts.config },
    logger: pino({ level: 'silent' }),
    services,
    requestLimits: new RequestLimits(),
  });
}
