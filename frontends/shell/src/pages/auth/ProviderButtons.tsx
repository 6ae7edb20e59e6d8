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
import { defineMessages, useIntl, type Intl } from '../../i18n';
import { safeReturnPath } from '../../routing/returnTo';

const NAMES: Record<string, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  slack: 'Slack',
  github: 'GitHub',
};

/** What went wrong, by the gateway's ?error= code; each takes the provider's {name}. */
const MESSAGES = defineMessages({
  cancelled: { id: 'providers.error.cancelled' },
  expired: { id: 'providers.error.expired' },
  invalid_state: { id: 'providers.error.expired' },
  email_unverified: { id: 'providers.error.emailUnverified' },
  signup_closed: { id: 'providers.error.signupClosed' },
  account_disabled: { id: 'providers.error.accountDisabled' },
  provider_unavailable: { id: 'providers.error.unavailable' },
  failed: { id: 'providers.error.failed' },
  rate_limited: { id: 'providers.error.rateLimited' },
});

/** The message for /login?error=<code>&provider=<id>, or null when the page has none. */
export function providerErrorText(params: URLSearchParams, intl: Intl): string | null {
  const code = params.get('error');
  if (!code) return null;
  const name =
    NAMES[params.get('provider') ?? ''] ?? intl.formatMessage({ id: 'providers.unknown' });
  const message = MESSAGES[code as keyof typeof MESSAGES] ?? MESSAGES.failed;
  return intl.formatMessage(message, { name });
}

export function ProviderButtons({ returnTo }: { returnTo?: string | null }) {
  const intl = useIntl();
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
  const back = safeReturnPath(returnTo);
  if (back) query.set('return_to', back);
  return (
    <div className="auth-providers">
      <p className="auth-providers__divider">
        <span>{intl.formatMessage({ id: 'providers.or' })}</span>
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
              {intl.formatMessage({ id: 'providers.continue' }, { name: provider.name })}
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
  const intl = useIntl();
  const expired = intl.formatMessage({ id: 'providers.challengeExpired' });
  const asked = useRef(false);
  useEffect(() => {
    if (!active || asked.current) return;
    asked.current = true;
    api
      .post('/api/auth/oauth/two-factor-challenge', { anonymous: true })
      .then((answer) => onChallenge(answer.challenge))
      .catch((cause: unknown) => onFailure(errorMessage(cause, expired)));
  }, [active, api, onChallenge, onFailure, expired]);
}
