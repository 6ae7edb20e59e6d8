/** What the account and access routes need from the gateway. */
import type { Logger } from '@portico/kit';
import type { AccessCache } from '../access/cache';
import type { ServiceClients } from '../clients';
import type { GatewayConfig } from '../config';
import type { RevokedSessions } from '../auth/revocation';
import type { FeatureFlagsCache } from '../platform/featureFlags';
import type { PlatformSettingsCache } from '../platform/settingsCache';
import type { RequestLimits } from '../platform/requestLimits';
import type { TenantSignIns } from '../auth/tenantSignIns';

export interface GatewayDeps {
  logger: Logger;
  /** gRPC clients; identity and tenancy are required, the rest are used when present. */
  services: Pick<ServiceClients, 'identity' | 'tenancy'> & Partial<ServiceClients>;
  /** The gateway configuration (PUBLIC_URL and the frontend manifest's variables are read from it). */
  config?: Partial<GatewayConfig>;
  /**
   * The portal's public address, used in links sent by email (reset, invitation). Taken from
   * configuration, never from the request's Host header, which a caller could forge to
   * receive someone else's reset link.
   */
  publicUrl?: string;
  /** Sessions identity has ended, fed by its events (access/events.ts); the guard refuses them. */
  revokedSessions?: RevokedSessions;
  /** Platform settings as enforced here; made on first use, evicted by platform events. */
  platformSettings?: PlatformSettingsCache;
  /** The known feature flags' states as enforced here; evicted by platform events. */
  featureFlags?: FeatureFlagsCache;
  /**
   * The platform's per-address and per-tenant request ceilings, counted in this process and
   * added to what the other replicas report (platform/peers.ts).
   */
  requestLimits?: RequestLimits;
  /** Sessions this process already reported as signed in to a tenant (auth/tenantSignIns.ts). */
  tenantSignIns?: TenantSignIns;
  /**
   * The access cache, for what routes keep beside the clients' answers (a tenant's member
   * directory, routes/users/shared.ts); unset in tests that build routes alone.
   */
  accessCache?: AccessCache;
}
