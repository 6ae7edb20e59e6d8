/**
 * App Health's PromQL and the arithmetic around it: windows, a step that keeps every range
 * query under Prometheus's 11,000-point limit, and the queries over the gateway's own
 * http_requests_total and http_request_duration_seconds (the requests users make).
 */
import { invalid } from '@portico/kit';

export const WINDOWS = { '1h': 3_600, '24h': 86_400, '7d': 604_800, '30d': 2_592_000 } as const;
export type Window = keyof typeof WINDOWS;

/** The windows an alert rule judges (notifications' rules): short ones App Health lacks. */
export const RULE_WINDOWS = { '5m': 300, '15m': 900, '1h': 3_600 } as const;
export type RuleWindow = keyof typeof RULE_WINDOWS;

export function parseRuleWindow(value: string | undefined): RuleWindow {
  if (!value || !(value in RULE_WINDOWS)) throw invalid('window must be 5m, 15m or 1h');
  return value as RuleWindow;
}

/** Prometheus refuses a range query of more than 11,000 points per series. */
export const MAX_POINTS = 11_000;
/** A chart needs no more than a few hundred points; fewer also keeps queries cheap. */
const TARGET_POINTS = 240;
const MIN_STEP_SECONDS = 15;

export function parseWindow(value: string | undefined): Window {
  const window = value || '24h';
  if (!(window in WINDOWS)) throw invalid('window must be 1h, 24h, 7d or 30d');
  return window as Window;
}

/** Seconds between points for a range, never giving more than MAX_POINTS. */
export function stepFor(rangeSeconds: number): number {
  const step = Math.max(MIN_STEP_SECONDS, Math.ceil(rangeSeconds / TARGET_POINTS));
  return Math.max(step, Math.ceil(rangeSeconds / (MAX_POINTS - 1)));
}

const GATEWAY = 'service="gateway"';
/** Failures users notice: answers 5xx. A 4xx is the caller's mistake, not the platform's. */
const ERRORS = `${GATEWAY},status=~"5.."`;

export const promql = {
  requests: (range: string) => `sum(increase(http_requests_total{${GATEWAY}}[${range}]))`,
  errors: (range: string) => `sum(increase(http_requests_total{${ERRORS}}[${range}]))`,
  latency: (quantile: number, range: string) =>
    `histogram_quantile(${quantile}, sum by (le) (rate(http_request_duration_seconds_bucket{${GATEWAY}}[${range}])))`,
  /** Requests and 5xx answers per route over the window, for the Endpoint Error Explorer. */
  requestsByRoute: (range: string) =>
    `sum by (method, route) (increase(http_requests_total{${GATEWAY}}[${range}]))`,
  errorsByRoute: (range: string) =>
    `sum by (method, route) (increase(http_requests_total{${ERRORS}}[${range}]))`,
  /** Messages posted in the portal or the API over the window (messaging's counter). */
  messagesPosted: (range: string) => `sum(increase(messaging_messages_posted_total[${range}]))`,
  /** Replies by email over the window, by outcome (posted, or why refused). */
  inboundMail: (range: string) =>
    `sum by (outcome) (increase(messaging_inbound_mail_total[${range}]))`,
  /** Live streams open now on every gateway replica. */
  liveStreams: () => `sum(live_streams_open{${GATEWAY}})`,
  /** Share of scrapes where the gateway answered: what "up" means from outside. */
  uptime: (range: string) => `avg_over_time(up{${GATEWAY}}[${range}])`,
};

/** A PromQL range selector at least as long as the step (and never under a minute). */
export const rangeFor = (stepSeconds: number) => `${Math.max(60, stepSeconds)}s`;

/** Prometheus writes NaN for an empty ratio or quantile: that is "no data", not zero. */
export const finiteOrNull = (value: number): number | null =>
  Number.isFinite(value) ? value : null;
