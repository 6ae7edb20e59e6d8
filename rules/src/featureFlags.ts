/**
 * The feature flags the platform knows (Super Settings → Feature Flags): each gates a real
 * behaviour, enforced on the server and reflected by the screens. A flag never written is at
 * its default; an operator may still add other keys, which are stored and shown as custom but
 * switch nothing. Pure: the browser bundles this file.
 */

export interface KnownFeatureFlag {
  key: string;
  description: string;
  /** The state in force until an operator writes the flag. */
  defaultEnabled: boolean;
}

export const KNOWN_FEATURE_FLAGS = [
  {
    key: 'signup.open',
    description:
      'Anyone may create a workspace from the sign-up page. Off: only invitations create accounts, and the sign-up links are hidden.',
    defaultEnabled: true,
  },
  {
    key: 'announcements.banners',
    description:
      'Announcements sent from the console show as banners in tenants’ portals. Off: no banner is shown to anyone.',
    defaultEnabled: true,
  },
] as const satisfies readonly KnownFeatureFlag[];

export type KnownFeatureFlagKey = (typeof KNOWN_FEATURE_FLAGS)[number]['key'];

export const FEATURE_FLAG_MESSAGES = {
  signupClosed: 'New sign-ups are closed. Ask your workspace administrator for an invitation.',
} as const;

/** Every known flag's state: the stored value when written, its default otherwise. */
export function knownFlagStates(
  stored: readonly { key: string; enabled: boolean }[],
): Record<KnownFeatureFlagKey, boolean> {
  const written = new Map(stored.map((flag) => [flag.key, flag.enabled]));
  return Object.fromEntries(
    KNOWN_FEATURE_FLAGS.map((flag) => [flag.key, written.get(flag.key) ?? flag.defaultEnabled]),
  ) as Record<KnownFeatureFlagKey, boolean>;
}
