import { useEffect, useState } from 'react';
import {
  Button,
  Icon,
  errorMessage,
  useApi,
  useApiCache,
  useApiMutation,
  useActiveTenantId,
  useAuth,
  useApiQuery,
} from '@portico/frontend-kit';
import { SCREENS } from '@portico/frontend-kit/screens';
import { useNavigate } from 'react-router';
import { FormattedMessage, useIntl, type Intl } from './i18n';

/** Where a super admin lands when they stop impersonating: the console's home. */
const CONSOLE_PATH = SCREENS.find((screen) => screen.id === 'missionControl')!.path;

/**
 * What is left of an impersonation session, in whole minutes: identity ends it on the server
 * when its access token expires (60 minutes, no refresh), whatever the page does. Minutes, not
 * seconds, so the banner's live region speaks once a minute rather than every second.
 */
export function timeLeftText(expiresAt: number, now: number, intl: Intl): string {
  const ms = expiresAt - now;
  if (ms <= 0) return intl.formatMessage({ id: 'impersonation.ended' });
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return intl.formatMessage({ id: 'impersonation.underAMinute' });
  return intl.formatMessage({ id: 'impersonation.endsIn' }, { minutes });
}

function useNow(active: boolean, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/** A super admin acting as someone else always sees it, with the time left and a way back. */
export function ImpersonationBanner() {
  const api = useApi();
  const cache = useApiCache();
  const { impersonating, user, reload, session } = useAuth();
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow(impersonating, 15_000);
  const expiresAt = session ? Date.parse(String(session.expires_at)) : NaN;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stopImpersonating = useApiMutation('post', '/api/impersonate/stop');
  if (!impersonating) return null;

  const stop = async () => {
    setBusy(true);
    try {
      await stopImpersonating.mutateAsync(undefined);
      await api.refresh();
      // What was read as the other person must not be shown to the super admin.
      cache.clear();
      await reload();
      // The page was the other person's; the super admin goes back to the console.
      navigate(CONSOLE_PATH);
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'impersonation.stopFailed' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-banner account-banner--impersonating" role="status">
      <span>
        <FormattedMessage
          id="impersonation.banner"
          values={{ email: user?.email ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </span>
      {Number.isFinite(expiresAt) && <span>{timeLeftText(expiresAt, now, intl)}</span>}
      {error && <span className="account-banner__error">{error}</span>}
      <Button size="sm" variant="secondary" onClick={stop} busy={busy}>
        {intl.formatMessage({ id: 'impersonation.stop' })}
      </Button>
    </div>
  );
}

/**
 * Until the sign-up address is confirmed (the owner may onboard and invite meanwhile), a
 * banner asks for it and can mail the link again.
 */
export function EmailConfirmationBanner() {
  const { user, impersonating } = useAuth();
  const intl = useIntl();
  const resend = useApiMutation('post', '/api/me/email/verification');
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unconfirmed = Boolean(user && 'email_verified' in user && user.email_verified === false);
  if (!unconfirmed || impersonating) return null;

  const sendAgain = async () => {
    setError(null);
    try {
      const answer = await resend.mutateAsync(undefined);
      setResult(answer.message);
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'confirmBanner.failed' })));
    }
  };

  return (
    <div className="account-banner" role="status">
      <span>
        <FormattedMessage
          id="confirmBanner.text"
          values={{ email: user?.email ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </span>
      {result && <span>{result}</span>}
      {error && <span className="account-banner__error">{error}</span>}
      <Button size="sm" variant="secondary" onClick={sendAgain} busy={resend.isPending}>
        {intl.formatMessage({ id: 'confirmBanner.resend' })}
      </Button>
    </div>
  );
}

/**
 * Announcements for the active tenant (docs/product.md §4): each a banner with its title and
 * message until its end or until dismissed here; a failed load shows none (docs/product.md §8).
 */
export function NotificationBanners() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const intl = useIntl();
  // Announcements reach a tenant's members: the super console, with no tenant, asks nothing.
  const tenantId = useActiveTenantId();
  const load = useApiQuery(
    '/api/notifications/active',
    {},
    { retry: false, enabled: Boolean(tenantId) },
  );
  const banners = (load.status === 'success' ? load.data.banners : []).filter(
    (b) => !dismissed.includes(b.id),
  );
  return (
    <>
      {banners.map((banner) => (
        <div key={banner.id} className="account-banner" role="status">
          <span>
            <strong>{banner.title}</strong> {banner.message}
          </span>
          <button
            type="button"
            className="pt-icon-button"
            aria-label={intl.formatMessage({ id: 'announcement.dismiss' }, { title: banner.title })}
            onClick={() => setDismissed((d) => [...d, banner.id])}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </>
  );
}
