/**
 * Real identity and tenancy beside notifications, each on a fresh database of the harness
 * PostgreSQL and on the test's event bus, for the tests whose emails go to the people those
 * services know (announcement emails to tenant admins, a failing webhook's disable notice).
 */
import type { EventBus, ServiceRuntime } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { createService as createIdentity } from '../../../identity/src/main';
import { createService as createTenancy } from '../../../tenancy/src/main';

export interface PeerServices {
  identityAddr: string;
  tenancyAddr: string;
  /** Tenancy's database, for seeding tenants and memberships straight into it. */
  tenancyDb: TestDatabase;
  /** Stops both services and drops their databases. */
  stop(): Promise<void>;
}

/** `prefix` names the databases (`<prefix>_identity`, `<prefix>_tenancy`). */
export async function startIdentityAndTenancy(
  bus: EventBus,
  prefix: string,
): Promise<PeerServices> {
  const [identityDb, tenancyDb] = await Promise.all([
    createTestDatabase(`${prefix}_identity`, { asServiceUser: true }),
    createTestDatabase(`${prefix}_tenancy`, { asServiceUser: true }),
  ]);
  const env = { GRPC_PORT: '0', HTTP_PORT: '0', GRPC_HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
  const running: ServiceRuntime[] = [];
  const stop = async () => {
    await Promise.all(running.map((service) => service.stop()));
    await Promise.all([identityDb.drop(), tenancyDb.drop()]);
  };
  try {
    const identity = await createIdentity({ ...env, DATABASE_URL: identityDb.url }, { bus });
    running.push(identity);
    const tenancy = await createTenancy({ ...env, DATABASE_URL: tenancyDb.url }, { bus });
    running.push(tenancy);
    const [identityPorts, tenancyPorts] = await Promise.all([identity.start(), tenancy.start()]);
    return {
      identityAddr: `127.0.0.1:${String(identityPorts.grpcPort)}`,
      tenancyAddr: `127.0.0.1:${String(tenancyPorts.grpcPort)}`,
      tenancyDb,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
