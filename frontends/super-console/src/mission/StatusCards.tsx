import type { ReactNode } from 'react';
import { isApiError, useApiQuery, type QueryLike } from '@portico/frontend-kit';
import { NewSignupsCard } from '../onboarding/NewSignupsCard';
import { formatBytes, formatCount, storagePercent } from './format';
import { REFRESH_MS, StaleNote, useLive, type Live } from './live';

/** One status card: a title, the figure (or what stands in for it) and what it counts. */
function StatusCard({
  title,
  value,
  note,
  live,
}: {
  title: string;
  value: string;
  note: ReactNode;
  live: Live<unknown>;
}) {
  return (
    <div className="pt-card status-card">
      <h2 className="pt-card__title">{title}</h2>
      <p className="status-card__value">{value}</p>
      <p className="console__subtitle">{note}</p>
      <StaleNote live={live} />
    </div>
  );
}

/** Loading and error in the card's own words; the figure only when the API answered it. */
function valueOf<T>(query: QueryLike<T>, what: string, figure: (data: T) => string): string {
  if (query.status === 'error') return `Error loading ${what.toLowerCase()}`;
  if (query.status === 'pending' || query.data === undefined) return 'Loading…';
  return figure(query.data);
}

function UptimeCard() {
  const uptime = useLive(
    'uptime',
    useApiQuery('/api/metrics/uptime', { tenantId: null }, { refetchInterval: REFRESH_MS.uptime }),
  );
  const value =
    uptime.status === 'error' && isApiError(uptime.error) && uptime.error.status === 503
      ? 'Prometheus is unavailable'
      : valueOf(uptime, 'Uptime', (d) =>
          d.p24h === null ? 'No data yet' : `${d.p24h.toFixed(2)} %`,
        );
  return <StatusCard title="Uptime" value={value} note="last 24 hours" live={uptime} />;
}

function ActiveUsersCard() {
  const active = useLive(
    'activeUsers',
    useApiQuery(
      '/api/metrics/active-users',
      { tenantId: null },
      { refetchInterval: REFRESH_MS.activeUsers },
    ),
  );
  const value = valueOf(active, 'Active users', (d) => formatCount(d.today));
  const note =
    active.status === 'success' && active.data
      ? `signed in or active today (UTC), in ${formatCount(active.data.tenants)} tenant${active.data.tenants === 1 ? '' : 's'}`
      : 'signed in or active today (UTC)';
  return <StatusCard title="Active Users" value={value} note={note} live={active} />;
}

function StorageCard() {
  const storage = useLive(
    'storage',
    useApiQuery(
      '/api/metrics/storage',
      { tenantId: null },
      { refetchInterval: REFRESH_MS.storage },
    ),
  );
  // Nothing stored anywhere yet: no share of a quota to show.
  const value = valueOf(storage, 'Storage', (d) =>
    d.tenants === 0
      ? 'No data yet'
      : (storagePercent(d.usedBytes, d.quotaBytes) ?? formatBytes(d.usedBytes)),
  );
  let note = 'used of the plans’ quotas';
  if (storage.status === 'success' && storage.data) {
    const d = storage.data;
    note =
      d.quotaBytes === null
        ? `${formatBytes(d.usedBytes)} used, no quota`
        : `${formatBytes(d.usedBytes)} of ${formatBytes(d.quotaBytes)} used`;
    if (d.unlimitedTenants > 0)
      note += ` (${formatCount(d.unlimitedTenants)} unlimited tenant${d.unlimitedTenants === 1 ? '' : 's'} not in the quota)`;
    if (d.tenants === 0) note = 'no files stored yet';
  }
  return <StatusCard title="Storage" value={value} note={note} live={storage} />;
}

/** Messages sent across the platform in the last 24 hours (issue 27 item 7). */
function MessagesCard() {
  const messaging = useLive(
    'messages',
    useApiQuery(
      '/api/metrics/messaging',
      { params: { query: { window: '24h' } }, tenantId: null },
      { refetchInterval: REFRESH_MS.messages },
    ),
  );
  const value =
    messaging.status === 'error' && isApiError(messaging.error) && messaging.error.status === 503
      ? 'Prometheus is unavailable'
      : valueOf(messaging, 'Messages', (d) =>
          d.messages === null ? 'No data yet' : formatCount(Math.round(d.messages)),
        );
  return (
    <StatusCard
      title="Messages"
      value={value}
      note="sent in the last 24 hours, in the portal, the API and by email"
      live={messaging}
    />
  );
}

/** Mission Control's status cards (docs/product.md §2, and messages), every figure measured. */
export function StatusCards() {
  return (
    <section className="status-cards" aria-label="Platform status">
      <UptimeCard />
      <ActiveUsersCard />
      <NewSignupsCard />
      <StorageCard />
      <MessagesCard />
    </section>
  );
}
