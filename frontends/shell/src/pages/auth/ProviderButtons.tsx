/**
 * "Continue with Google" and its kin on the sign-in and sign-up pages: one link per provider
 * this host offers (the gateway decides: Super Settings, a stored client, the tenant's switch),
 * each a plain navigation to the gateway's start on the portal's public address (where the
 * provider comes back to), styled as a button, with the provider's name and no logo fetched
 * from elsewhere. Also the words for a provider sign-in that came back
 * with ?error=, and the code step of a two-factor account (?step=two-factor).
 */
import { useEffect, useRef } from 'react';
import { errorMessage, useApi, useApiQuery } from '@portico/frontend-kit';

const NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
};

const EXPIRED = 'That sign-in link has expired. Please try again.';
const MESSAGES: Record<string, (name: string) => string> = {
  cancelled: (name) => `Sign-in with ${name} was cancelled.`,
  expired: () => EXPIRED,
  invalid_state: () => EXPIRED,
  email_unverified: (name) => `${name} did not confirm your email address.`,
  signup_closed: (name) =>
    `There is no account for the email address ${name} gave us, and sign-up is closed. Ask your administrator for an invitation.`,
  account_disabled: () => 'This account has been disabled. Please contact support.',
  provider_unavailable: (name) => `Sign-in with ${name} is not available here.`,
  failed: (name) => `Sign-in with ${name} failed. Please try again.`,
  rate_limited: () => 'Too many attempts. Please wait a moment and try again.',
};

/** The message for /login?error=<code>&provider=<id>, or null when the page has none. */
export function providerErrorText(params: URLSearchParams): string | null {
  const code = params.get('error');
  if (!code) return null;
  const name = NAMES[params.get('provider') ?? ''] ?? 'the provider';
  return (MESSAGES[code] ?? MESSAGES.failed!)(name);
}

export function ProviderButtons({ returnTo }: { returnTo?: string | null }) {
  const host = window.location.hostname;
  const offered = useApiQuery(
    '/api/auth/providers',
    { params: { query: { host } }, anonymous: true },
    { retry: false, staleTime: 60_000 },
  );
  const providers = offered.data?.providers ?? [];
  // Nothing offered, still loading or unreachable: the password form stands alone.
  if (providers.length === 0) return null;
  const query = new URLSearchParams({ host });
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) query.set('return_to', returnTo);
  return (
    <div className="auth-providers">
      <p className="auth-providers__divider">
        <span>or</span>
      </p>
      <ul className="auth-providers__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className={`pt-button pt-button--secondary pt-button--block auth-provider auth-provider--${provider.id}`}
              href={`${provider.start_url}?${query.toString()}`}
            >
              <span className="auth-provider__mark" aria-hidden="true">
                {provider.name.charAt(0)}
              </span>
              Continue with {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * After a provider sign-in of a two-factor account the gateway keeps the challenge in a short
 * httpOnly cookie and sends the browser to /login?step=two-factor: trade it for the code step.
 */
export function useProviderChallenge(
  active: boolean,
  onChallenge: (challenge: string) => void,
  onFailure: (message: string) => void,
) {
  const api = useApi();
  const asked = useRef(false);
  useEffect(() => {
    if (!active || asked.current) return;
    asked.current = true;
    api
      .post('/api/auth/oauth/two-factor-challenge', { anonymous: true })
      .then((answer) => onChallenge(answer.challenge))
      .catch((cause: unknown) =>
        onFailure(errorMessage(cause, 'Your sign-in has expired. Please sign in again.')),
      );
  }, [active, api, onChallenge, onFailure]);
}
