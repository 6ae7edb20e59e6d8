import { useState } from 'react';
import {
  Button,
  errorMessage,
  useActiveTenant,
  useApi,
  useAsync,
  useAuth,
} from '@portico/frontend-kit';

interface Announcement {
  id: string;
  title: string;
  message: string;
}

/** A super admin acting as someone else always sees it, with a way back. */
export function ImpersonationBanner() {
  const api = useApi();
  const { impersonating, user, reload } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!impersonating) return null;

  const stop = async () => {
    setBusy(true);
    try {
      await api.post('/api/impersonate/stop');
      await api.refresh();
      await reload();
    } catch (cause) {
      setError(errorMessage(cause, 'Could not stop impersonating'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-banner account-banner--impersonating" role="status">
      <span>
        You are signed in as <strong>{user?.email}</strong> on behalf of support.
      </span>
      {error && <span className="account-banner__error">{error}</span>}
      <Button size="sm" variant="secondary" onClick={stop} busy={busy}>
        Stop
      </Button>
    </div>
  );
}

/** Announcements for the active tenant (spec part 1 §4); a failed load shows none. */
export function NotificationBanners() {
  const api = useApi();
  const { activeTenantId } = useActiveTenant();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const load = useAsync(
    () =>
      api
        .get<Announcement[] | { banners?: Announcement[]; items?: Announcement[] }>(
          '/api/notifications/active',
        )
        .then((a) => (Array.isArray(a) ? a : (a.banners ?? a.items ?? [])))
        .catch(() => []),
    [api, activeTenantId],
  );
  const banners =
    load.status === 'success' ? load.data.filter((b) => !dismissed.includes(b.id)) : [];
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
            aria-label={`Dismiss ${banner.title}`}
            onClick={() => setDismissed((d) => [...d, banner.id])}
          >
            ×
          </button>
        </div>
      ))}
    </>
  );
}
