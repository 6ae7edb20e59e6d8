/**
 * How Mission Control writes its figures, in the page's language (an `Intl` from the
 * console's catalogue); the clock is shared with the tests that check the screen says what
 * the API answered.
 */
import { defineMessages, type Intl } from '../i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

const fixed = (intl: Intl, value: number, digits: number) =>
  intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Decimal units, as storage quotas are sold: 1 KB = 1000 bytes. */
export function formatBytes(bytes: number, intl: Intl): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${fixed(intl, value, digits)} ${UNITS[unit]}`;
}

/** Share of the quota used, one decimal; null without a quota. */
export function storagePercent(
  usedBytes: number,
  quotaBytes: number | null,
  intl: Intl,
): string | null {
  if (!quotaBytes) return null;
  return `${fixed(intl, (usedBytes / quotaBytes) * 100, 1)} %`;
}

export const formatCount = (n: number, intl: Intl) => intl.formatNumber(n);

/** A time in the viewer's own time zone, as the charts' axes show it. */
export const formatTime = (iso: string, locale?: string) =>
  new Date(iso).toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Hours and minutes in the viewer's time zone ("14:02"); the browser's language without one. */
export const formatClock = (at: number | string, locale?: string) =>
  new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** A moment today as its clock time, an earlier one with its date. */
export function formatSince(iso: string, locale?: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString()
    ? formatClock(iso, locale)
    : formatTime(iso, locale);
}

/** "Updated just now", "Updated 40 seconds ago", "Updated 3 minutes ago". */
export function formatUpdatedAgo(at: number, now: number, intl: Intl): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 10) return intl.formatMessage({ id: 'mission.updated.now' });
  if (seconds < 60) return intl.formatMessage({ id: 'mission.updated.seconds' }, { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return intl.formatMessage({ id: 'mission.updated.minutes' }, { minutes });
  return intl.formatMessage({ id: 'mission.updated.at' }, { time: formatClock(at, intl.locale) });
}

const METRIC_LABEL: Partial<Record<string, { id: string }>> = defineMessages({
  errorRate: { id: 'mission.metric.errorRate' },
  queueDepth: { id: 'mission.metric.queueDepth' },
  webhookFailures: { id: 'mission.metric.webhookFailures' },
});

const THRESHOLD: Partial<Record<string, { id: string }>> = defineMessages({
  '>': { id: 'mission.threshold.above' },
  '>=': { id: 'mission.threshold.atOrAbove' },
  '<': { id: 'mission.threshold.below' },
  '<=': { id: 'mission.threshold.atOrBelow' },
});

/** Up to one decimal (two under 1), without a trailing zero: 5, 7.3, 0.25. */
const decimal = (n: number, intl: Intl) =>
  intl.formatNumber(n, { maximumFractionDigits: Math.abs(n) < 1 ? 2 : 1 });

export const metricLabel = (metric: string, intl: Intl) => {
  const label = METRIC_LABEL[metric];
  return label ? intl.formatMessage(label) : metric;
};

/**
 * A figure of an alert rule's metric in its unit: the error rate (measured 0..1) as a
 * percentage, the queue in jobs, webhook failures as a count.
 */
export function metricFigure(metric: string, value: number, intl: Intl): string {
  if (metric === 'errorRate') return `${decimal(value * 100, intl)} %`;
  if (metric === 'queueDepth') return intl.formatMessage({ id: 'mission.jobs' }, { count: value });
  return formatCount(value, intl);
}

/** "above 5 % over 5m": the rule's threshold in the metric's unit. */
export function thresholdText(
  alert: { metric: string; op: string; value: number; window: string },
  intl: Intl,
) {
  const figure = metricFigure(alert.metric, alert.value, intl);
  const word = THRESHOLD[alert.op];
  return word
    ? intl.formatMessage(word, { figure, window: alert.window })
    : `${alert.op} ${figure} ${alert.window}`;
}
