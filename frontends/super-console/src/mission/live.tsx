import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { QueryLike } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { formatUpdatedAgo } from './alertText';
import { formatClock } from './format';

/**
 * How often each Mission Control figure is read again, as often as it can change in a way
 * worth seeing: alerts follow the once-a-minute rule evaluation closely, the queue and the
 * Prometheus figures are sampled each minute, storage moves slowly. react-query pauses these
 * in a hidden tab.
 */
export const REFRESH_MS = {
  alerts: 30_000,
  uptime: 60_000,
  activeUsers: 60_000,
  signups: 60_000,
  requests: 60_000,
  messages: 60_000,
  jobs: 60_000,
  storage: 300_000,
} as const;

/** The parts of a react-query result a live figure needs. */
interface Read<T> extends QueryLike<T> {
  dataUpdatedAt: number;
}

/** A figure as the screen shows it: a failed refresh after an answer keeps that answer. */
export interface Live<T> extends QueryLike<T> {
  /** The last refresh failed; `data` is the answer before it. */
  refreshFailed: boolean;
  /** When `data` arrived (ms), 0 before any answer. */
  updatedAt: number;
}

const Freshness = createContext<((key: string, at: number) => void) | null>(null);
const LatestUpdate = createContext(0);

/**
 * Collects when each figure last answered, so the page can say once how fresh it is instead
 * of a line under every card.
 */
export function FreshnessProvider({ children }: { children: ReactNode }) {
  const [times, setTimes] = useState<Record<string, number>>({});
  const report = useCallback(
    (key: string, at: number) => setTimes((t) => (t[key] === at ? t : { ...t, [key]: at })),
    [],
  );
  const latest = Math.max(0, ...Object.values(times));
  return (
    <Freshness.Provider value={report}>
      <LatestUpdate.Provider value={latest}>{children}</LatestUpdate.Provider>
    </Freshness.Provider>
  );
}

/**
 * One refreshing figure. A refresh that fails after a success keeps the figure on screen (the
 * card says it could not refresh) rather than blanking it to an error; only a first load that
 * fails shows the error.
 */
export function useLive<Q extends Read<unknown>>(
  key: string,
  query: Q,
): Live<NonNullable<Q['data']>> {
  const report = useContext(Freshness);
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt) report?.(key, dataUpdatedAt);
  }, [report, key, dataUpdatedAt]);
  const refreshFailed = query.status === 'error' && query.data !== undefined;
  return {
    status: refreshFailed ? 'success' : query.status,
    data: query.data as NonNullable<Q['data']> | undefined,
    error: query.error,
    refetch: query.refetch,
    refreshFailed,
    updatedAt: dataUpdatedAt,
  };
}

/** The small note a figure carries while its last refresh failed. */
export function StaleNote({ live }: { live: Live<unknown> }) {
  const intl = useIntl();
  if (!live.refreshFailed) return null;
  return (
    <p className="mission-stale">
      <FormattedMessage
        id="mission.stale"
        values={{
          time: (
            <time dateTime={new Date(live.updatedAt).toISOString()}>
              {formatClock(live.updatedAt, intl.locale)}
            </time>
          ),
        }}
      />
    </p>
  );
}

/** "Updated 40 seconds ago" for the page's newest answer, kept current as time passes. */
export function UpdatedNote() {
  const latest = useContext(LatestUpdate);
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 10_000);
    return () => clearInterval(timer);
  }, [latest]);
  if (!latest) return null;
  return (
    <p className="console__subtitle mission-updated">
      <time dateTime={new Date(latest).toISOString()}>{formatUpdatedAgo(latest, now, intl)}</time>
    </p>
  );
}
