/**
 * What every route, the guard and the route mounting get from the gateway process: made once
 * in main.ts (tests: test/support/gatewayDeps.ts). The modules it names take only the parts
 * they use, never GatewayDeps, so nothing below this module imports it back.
 */
import type { Logger } from '@portico/kit';
import type { AccessCache } from './access/cache';
import { RevokedSessions } from './auth/revocation';
import { TenantSignIns } from './auth/tenantSignIns';
import type { ServiceClients } from './clients';
import type { GatewayConfig } from './config';
import { LiveHub } from './live/hub';
import { tenancyFeatureFlags, type FeatureFlagsCache } from './platform/featureFlags';
import type { RequestLimits } from './platform/requestLimits';
import { tenancyPlatformSettings, type PlatformSettingsCache } from './platform/settingsCache';

export interface GatewayDeps {
  logger: Logger;
  /** One gRPC client per service (clients.ts). */
  services: ServiceClients;
  /**
   * The gateway configuration. Links sent by email (reset, invitation) are built on its
   * PUBLIC_URL, never on the request's Host header, which a caller could forge to receive
   * someone else's reset link.
   */
  config: GatewayConfig;
  /** Sessions identity has ended, fed by its events (access/events.ts); the guard refuses them. */
  revokedSessions: RevokedSessions;
  /** Platform settings as enforced here; evicted by platform events. */
  platformSettings: PlatformSettingsCache;
  /** The known feature flags' states as enforced here; evicted by platform events. */
  featureFlags: FeatureFlagsCache;
  /**
   * The platform's per-address and per-tenant request ceilings, counted in this process and
   * added to what the other replicas report (platform/peers.ts).
   */
  requestLimits: RequestLimits;
  /** Sessions this process already reported as signed in to a tenant (auth/tenantSignIns.ts). */
  tenantSignIns: TenantSignIns;
  /** The live streams (GET /api/stream) this process holds open (live/hub.ts). */
  live: LiveHub;
  /**
   * The access cache, for what routes keep beside the clients' answers (a tenant's member
   * directory, shared/tenantDirectory.ts); unset in tests that build routes alone.
   */
  accessCache?: AccessCache;
}

/** The process's deps from its configuration, clients and rate counts; the caches start empty. */
export function gatewayDeps(
  parts: Pick<GatewayDeps, 'config' | 'logger' | 'services' | 'requestLimits'>,
): GatewayDeps {
  const { config, logger, services } = parts;
  const revokedSessions = new RevokedSessions();
  const live = new LiveHub();
  // A revoked session's streams end at once, not when their token expires.
  revokedSessions.onRevoke((ids) => live.endSessions(ids));
  return {
    ...parts,
    revokedSessions,
    live,
    platformSettings: tenancyPlatformSettings(services.tenancy, config.ACCESS_CACHE_TTL_MS, logger),
    featureFlags: tenancyFeatureFlags(services.tenancy, config.ACCESS_CACHE_TTL_MS, logger),
    tenantSignIns: new TenantSignIns(),
  };
}
