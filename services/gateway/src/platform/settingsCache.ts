/**
 * The platform settings as this gateway process enforces them (IP allowlist, rate limits,
 * password minimum). Read from tenancy and kept for at most the access cache's TTL; a save
 * announces itself on portico.tenancy.platform.v1 and every replica forgets its copy at once
 * (access/events.ts), so the TTL only bounds how long a lost event could leave a stale value.
 */
import { invalid, type Logger } from '@portico/kit';
import {
  DEFAULT_PLATFORM_SETTINGS,
  PASSWORD_MIN_FLOOR,
  passwordComplexityProblem,
  passwordTooShortMessage,
  type PlatformSettingsDoc,
} from '@portico/rules';
import type { ServiceClients } from '../clients';

export class PlatformSettingsCache {
  private held: { doc: PlatformSettingsDoc; until: number } | undefined;
  private lastKnown: PlatformSettingsDoc | undefined;
  private loading: Promise<PlatformSettingsDoc> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<PlatformSettingsDoc>,
    private readonly ttlMs: number,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<PlatformSettingsDoc> {
    if (this.held && this.held.until > this.now()) return this.held.doc;
    this.loading ??= this.fetch();
    return this.loading;
  }

  /** Forget the held copy; the next request asks tenancy again. */
  evict(): void {
    this.generation += 1;
    this.held = undefined;
    this.loading = undefined;
  }

  private async fetch(): Promise<PlatformSettingsDoc> {
    const generation = this.generation;
    try {
      const doc = await this.load();
      this.lastKnown = doc;
      if (generation === this.generation && this.ttlMs > 0)
        this.held = { doc, until: this.now() + this.ttlMs };
      return doc;
    } catch (error) {
      // Tenancy unreachable: keep enforcing what was last known rather than nothing, and the
      // spec's defaults before anything was ever read.
      this.logger?.warn({ err: error }, 'platform settings unavailable; using the last known');
      return this.lastKnown ?? DEFAULT_PLATFORM_SETTINGS;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}

/** The cache of tenancy's platform settings, one per gateway process (deps.ts). */
export const tenancyPlatformSettings = (
  tenancy: ServiceClients['tenancy'],
  ttlMs: number,
  logger: Logger,
): PlatformSettingsCache =>
  new PlatformSettingsCache(
    async () => {
      const answer = await tenancy.GetPlatformSettings({}, {});
      return JSON.parse(answer.settings_json) as PlatformSettingsDoc;
    },
    ttlMs,
    logger,
  );

/**
 * The platform's password minimum and complexity (Super Settings → Security) for a new password: sign-up,
 * reset, change, an admin-created account. Below identity's own floor of 8 identity answers,
 * with its own order of checks (a missing name is named before a short password).
 */
export async function enforcePasswordMinimum(
  deps: { platformSettings: PlatformSettingsCache },
  password: string,
): Promise<void> {
  if (password.length < PASSWORD_MIN_FLOOR) return;
  const { passwordMin, passwordComplexity } = (await deps.platformSettings.get()).security;
  if (password.length < passwordMin)
    throw invalid(passwordTooShortMessage(passwordMin), 'weak_password');
  const problem = passwordComplexityProblem(password, passwordComplexity);
  if (problem) throw invalid(problem, 'weak_password');
}
