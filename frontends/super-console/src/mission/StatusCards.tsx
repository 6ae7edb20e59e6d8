import type { ReactNode } from 'react';
import { isApiError, useApiQuery, type QueryLike } from '@portico/frontend-kit';
import { useIntl, type Intl } from '../i18n';
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
function valueOf<T>(
  query: QueryLike<T>,
  failed: string,
  figure: (data: T) => string,
  intl: Intl,
): string {
  if (query.status === 'error') return failed;
  if (query.status === 'pending' || query.data === undefined)
    return intl.formatMessage({ id: 'onboarding.signups.loading' });
  return figure(query.data);
}

function UptimeCard() {
  const intl = useIntl();
  const uptime = useLive(
    'uptime',
    useApiQuery('/api/metrics/uptime', { tenantId: null }, { refetchInterval: REFRESH_MS.uptime }),
  );
  const value =
    uptime.status === 'error' && isApiError(uptime.error) && uptime.error.status === 503
      ? intl.formatMessage({ id: 'mission.card.unavailable' })
      : valueOf(
          uptime,
          intl.formatMessage({ id: 'mission.card.uptime.failed' }),
          (d) =>
            d.p24h === null
              ? intl.formatMessage({ id: 'mission.card.noData' })
              : `${intl.formatNumber(d.p24h, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
          intl,
        );
  return (
    <StatusCard
      title={intl.formatMessage({ id: 'health.uptime' })}
      value={value}
      note={intl.formatMessage({ id: 'mission.card.uptime.note' })}
      live={uptime}
    />
  );
}

function ActiveUsersCard() {
  const intl = useIntl();
  const active = useLive(
    'activeUsers',
    useApiQuery(
      '/api/metrics/active-users',
      { tenantId: null },
      { refetchInterval: REFRESH_MS.activeUsers },
    ),
  );
  const value = valueOf(
    active,
    intl.formatMessage({ id: 'mission.card.activeUsers.failed' }),
    (d) => formatCount(d.today, intl),
    intl,
  );
  const note =
    active.status === 'success' && active.data
      ? intl.formatMessage(
          { id: 'mission.card.activeUsers.noteTenants' },
          { count: active.data.tenants },
        )
      : intl.formatMessage({ id: 'mission.card.activeUsers.note' });
  return (
    <StatusCard
      title={intl.formatMessage({ id: 'mission.card.activeUsers' })}
      value={value}
      note={note}
      live={active}
    />
  );
}

function StorageCard() {
  const intl = useIntl();
  const storage = useLive(
    'storage',
    useApiQuery(
      '/api/metrics/storage',
      { tenantId: null },
      { refetchInterval: REFRESH_MS.storage },
    ),
  );
  // Nothing stored anywhere yet: no share of a quota to show.
  const value = valueOf(
    storage,
    intl.formatMessage({ id: 'mission.card.storage.failed' }),
    (d) =>
      d.tenants === 0
        ? intl.formatMessage({ id: 'mission.card.noData' })
        : (storagePercent(d.usedBytes, d.quotaBytes, intl) ?? formatBytes(d.usedBytes, intl)),
    intl,
  );
  let note = intl.formatMessage({ id: 'mission.card.storage.note' });
  if (storage.status === 'success' && storage.data) {
    const d = storage.data;
    note =
      d.quotaBytes === null
        ? intl.formatMessage(
            { id: 'mission.card.storage.noQuota' },
            { used: formatBytes(d.usedBytes, intl) },
          )
        : intl.formatMessage(
            { id: 'mission.card.storage.ofQuota' },
            {
              used: formatBytes(d.usedBytes, intl),
              quota: formatBytes(d.quotaBytes, intl),
            },
          );
    if (d.unlimitedTenants > 0)
      note = intl.formatMessage(
        { id: 'mission.card.storage.unlimited' },
        { note, count: d.unlimitedTenants },
      );
    if (d.tenants === 0) note = intl.formatMessage({ id: 'mission.card.storage.none' });
  }
  return (
    <StatusCard
      title={intl.formatMessage({ id: 'mission.card.storage' })}
      value={value}
      note={note}
      live={storage}
    />
  );
}

/** Messages sent across the platform in the last 24 hours (issue 27 item 7). */
function MessagesCard() {
  const intl = useIntl();
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
      ? intl.formatMessage({ id: 'mission.card.unavailable' })
      : valueOf(
          messaging,
          intl.formatMessage({ id: 'mission.card.messages.failed' }),
          (d) =>
            d.messages === null
              ? intl.formatMessage({ id: 'mission.card.noData' })
              : formatCount(Math.round(d.messages), intl),
          intl,
        );
  return (
    <StatusCard
      title={intl.formatMessage({ id: 'health.messages' })}
      value={value}
      note={intl.formatMessage({ id: 'mission.card.messages.note' })}
      live={messaging}
    />
  );
}

/** Mission Control's status cards (docs/product.md §2, and messages), every figure measured. */
export function StatusCards() {
  const intl = useIntl();
  return (
    <section className="status-cards" aria-label={intl.formatMessage({ id: 'mission.status' })}>
      <UptimeCard />
      <ActiveUsersCard />
      <NewSignupsCard />
      <StorageCard />
      <MessagesCard />
    </section>
  );
}
