/**
 * The feature flags as this gateway process enforces them (Super Settings → Feature Flags):
 * read from tenancy and held for at most the access cache's TTL. Switching a flag announces
 * itself on portico.tenancy.platform.v1 and every replica forgets its copy at once
 * (access/events.ts); the TTL only bounds how long a lost event could leave a stale state.
 */
import { forbidden, type Logger } from '@portico/kit';
import { FEATURE_FLAG_MESSAGES, knownFlagStates, type KnownFeatureFlagKey } from '@portico/rules';
import type { ServiceClients } from '../clients';

type FlagStates = Record<KnownFeatureFlagKey, boolean>;

export class FeatureFlagsCache {
  private held: { states: FlagStates; until: number } | undefined;
  private lastKnown: FlagStates | undefined;
  private loading: Promise<FlagStates> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<{ key: string; enabled: boolean }[]>,
    private readonly ttlMs: number,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every known flag's state (its default until an operator wrote it). */
  async states(): Promise<FlagStates> {
    if (this.held && this.held.until > this.now()) return this.held.states;
    this.loading ??= this.fetch();
    return this.loading;
  }

  async enabled(key: KnownFeatureFlagKey): Promise<boolean> {
    return (await this.states())[key];
  }

  evict(): void {
    this.generation += 1;
    this.held = undefined;
    this.loading = undefined;
  }

  private async fetch(): Promise<FlagStates> {
    const generation = this.generation;
    try {
      const states = knownFlagStates(await this.load());
      this.lastKnown = states;
      if (generation === this.generation && this.ttlMs > 0)
        this.held = { states, until: this.now() + this.ttlMs };
      return states;
    } catch (error) {
      // Tenancy unreachable: keep what was last known, and the defaults before anything was read.
      this.logger?.warn({ err: error }, 'feature flags unavailable; using the last known');
      return this.lastKnown ?? knownFlagStates([]);
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}

/** The cache of tenancy's flags, one per gateway process (deps.ts). */
export const tenancyFeatureFlags = (
  tenancy: ServiceClients['tenancy'],
  ttlMs: number,
  logger: Logger,
): FeatureFlagsCache =>
  new FeatureFlagsCache(async () => (await tenancy.ListFeatureFlags({}, {})).flags, ttlMs, logger);

/** signup.open off: self-serve sign-up is refused; joining by invitation still works. */
export async function enforceSignupOpen(deps: { featureFlags: FeatureFlagsCache }): Promise<void> {
  if (!(await deps.featureFlags.enabled('signup.open')))
    throw forbidden(FEATURE_FLAG_MESSAGES.signupClosed, 'signup_closed');
}
