/**
 * How Mission Control writes its figures, shared with the browser test that checks the screen
 * says what the API answered.
 */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Decimal units, as storage quotas are sold: 1 KB = 1000 bytes. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** Share of the quota used, one decimal; null without a quota. */
export function storagePercent(usedBytes: number, quotaBytes: number | null): string | null {
  if (!quotaBytes) return null;
  return `${((usedBytes / quotaBytes) * 100).toFixed(1)} %`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A time in the viewer's own time zone, as the charts' axes show it. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Hours and minutes in the viewer's time zone ("14:02"). */
export const formatClock = (at: number | string) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** A moment today as its clock time, an earlier one with its date. */
export function formatSince(iso: string, now = new Date()): string {
  return new Date(iso).toDateString() === now.toDateString() ? formatClock(iso) : formatTime(iso);
}

/** "Updated just now", "Updated 40 seconds ago", "Updated 3 minutes ago". */
export function formatUpdatedAgo(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 10) return 'Updated just now';
  if (seconds < 60) return `Updated ${String(seconds)} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${String(minutes)} minute${minutes === 1 ? '' : 's'} ago`;
  return `Updated at ${formatClock(at)}`;
}

const METRIC_LABEL: Record<string, string> = {
  errorRate: 'Error rate',
  queueDepth: 'Queue depth',
  webhookFailures: 'Webhook failures',
};

const OP_WORD: Record<string, string> = {
  '>': 'above',
  '>=': 'at or above',
  '<': 'below',
  '<=': 'at or below',
};

/** Up to one decimal (two under 1), without a trailing ".0": 5, 7.3, 0.25. */
const decimal = (n: number) => String(Number(n.toFixed(Math.abs(n) < 1 ? 2 : 1)));

export const metricLabel = (metric: string) => METRIC_LABEL[metric] ?? metric;

/**
 * A figure of an alert rule's metric in its unit: the error rate (measured 0..1) as a
 * percentage, the queue in jobs, webhook failures as a count.
 */
export function metricFigure(metric: string, value: number): string {
  if (metric === 'errorRate') return `${decimal(value * 100)} %`;
  if (metric === 'queueDepth') return `${formatCount(value)} job${value === 1 ? '' : 's'}`;
  return formatCount(value);
}

/** "above 5 % over 5m": the rule's threshold in the metric's unit. */
export const thresholdText = (alert: {
  metric: string;
  op: string;
  value: number;
  window: string;
}) =>
  `${OP_WORD[alert.op] ?? alert.op} ${metricFigure(alert.metric, alert.value)} over ${alert.window}`;
