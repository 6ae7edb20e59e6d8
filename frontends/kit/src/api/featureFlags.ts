/**
 * The platform's known feature flags as the gateway enforces them (GET /api/feature-flags, read
 * signed out too: the sign-in and landing pages follow signup.open). A screen only reflects a
 * flag; the gateway refuses what a flag switches off whatever the screen shows.
 */
import { KNOWN_FEATURE_FLAGS, type KnownFeatureFlagKey } from '@portico/rules';
import { useApiQuery } from './queries';

/** Flags change rarely; a minute matches how long the gateway itself may hold them. */
const FLAGS_STALE_MS = 60_000;

const defaultOf = (key: KnownFeatureFlagKey): boolean =>
  KNOWN_FEATURE_FLAGS.find((flag) => flag.key === key)?.defaultEnabled ?? false;

/**
 * Whether a known flag is on: its default until the gateway has answered (or when it cannot),
 * so a slow or failed read never hides what is normally there.
 */
export function useFeatureFlag(key: KnownFeatureFlagKey): boolean {
  const flags = useApiQuery(
    '/api/feature-flags',
    { anonymous: true },
    { staleTime: FLAGS_STALE_MS, retry: false },
  );
  const state = flags.data?.flags.find((flag) => flag.key === key);
  return state ? state.enabled : defaultOf(key);
}
