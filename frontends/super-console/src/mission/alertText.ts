/**
 * Mission Control's words about its figures: how fresh they are, and each alert's metric and
 * threshold ("Error rate 7.3 % — above 5 % over 5m"), in the page's language.
 */
import { defineMessages, type Intl } from '../i18n';
import { formatClock, formatCount } from './format';

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
