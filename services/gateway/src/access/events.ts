/**
 * What the gateway consumes: tenancy's membership and tenant events and identity's user
 * events, each evicting the cached answers they make stale. Every gateway process reads them
 * with the consumer group of its own that carries all its events (replicaEvents.ts), so every
 * replica sees every event (one shared group would hand each event to one replica only). A new
 * group starts at the end of the log: a fresh process has nothing cached that an older event
 * could concern.
 */
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { RevokedSessions } from '../auth/revocation';
import type { LiveHub } from '../live/hub';
import type { FeatureFlagsCache } from '../platform/featureFlags';
import type { GatewayPeers } from '../platform/peers';
import type { PlatformSettingsCache } from '../platform/settingsCache';
import type { ReplicaReader } from '../replicaEvents';
import type { AccessCache } from './cache';

export const ACCESS_TOPICS = [
  TOPICS.tenancyMembership,
  TOPICS.tenancyTenant,
  TOPICS.identityUser,
  // Settings saved in the console, and Purge Cache: every replica acts on each one.
  TOPICS.tenancyPlatform,
];

/**
 * Tenant events that cannot change what a cached answer says about existing members; any
 * other (a suspension, and whatever tenant change comes next, a rename included) forgets
 * every access answer, which is rare and costs one round of misses.
 */
/** Membership changes that change what a member's open live streams may show. */
const ACCESS_CHANGES = new Set(['role_changed', 'removed', 'status_changed']);

const NOT_ABOUT_MEMBERS = new Set(['created', 'onboarding_step_completed', 'provisioned']);

export function evictFor(
  cache: AccessCache,
  event: IncomingEvent,
  revoked?: RevokedSessions,
  platform?: PlatformSettingsCache,
  flags?: FeatureFlagsCache,
  live?: Pick<LiveHub, 'endUser'>,
): void {
  switch (event.topic) {
    case TOPICS.tenancyPlatform:
      if (event.type === 'settings_changed') platform?.evict();
      if (event.type === 'feature_flag_changed') flags?.evict();
      if (event.type === 'cache_purge_requested') {
        cache.clear();
        platform?.evict();
        flags?.evict();
      }
      return;
    case TOPICS.tenancyMembership: {
      const { user_id, tenant_id } = decodeEvent(
        'portico.events.v1.MembershipEvent',
        event.payload,
      );
      // An invitation to someone without an account names no user and changes no access,
      // but it is a row of the tenant's member directory.
      if (user_id) cache.evictUser(user_id);
      if (tenant_id) cache.evictTenant(tenant_id);
      // Their live streams start again under the new answer (a removed client's stop there).
      if (user_id && ACCESS_CHANGES.has(event.type)) live?.endUser(user_id);
      return;
    }
    case TOPICS.identityUser: {
      const user = decodeEvent('portico.events.v1.UserEvent', event.payload);
      if (user.user_id) cache.evictUser(user.user_id);
      // Identity ended these sessions: their access tokens stop here until they expire.
      const ended = user.sessions_revoked;
      if (ended && revoked) revoked.revoke(ended.session_ids, Date.parse(ended.expires_at));
      return;
    }
    case TOPICS.tenancyTenant:
      if (!NOT_ABOUT_MEMBERS.has(event.type)) cache.evictAllAccess();
      return;
  }
}

/**
 * The access cache's reader of the replica's events (replicaEvents.ts): it turns the cache on
 * once events flow; until then (a broker still starting) every request asks the services, as
 * it would without a cache.
 */
export function accessReader(
  cache: AccessCache,
  revoked?: RevokedSessions,
  platform?: PlatformSettingsCache,
  flags?: FeatureFlagsCache,
  /** The other replicas' reports (platform/peers.ts) come through the same group. */
  peers?: Pick<GatewayPeers, 'handle'>,
  live?: Pick<LiveHub, 'endUser'>,
): ReplicaReader {
  return {
    topics: peers ? [...ACCESS_TOPICS, TOPICS.gatewayPeers] : ACCESS_TOPICS,
    handle: (event) => {
      if (event.topic === TOPICS.gatewayPeers) peers?.handle(event);
      else evictFor(cache, event, revoked, platform, flags, live);
    },
    onLive: () => cache.enable(),
  };
}
