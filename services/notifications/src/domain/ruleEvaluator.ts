/**
 * The rule evaluation the `rules.evaluate` schedule runs each minute: reads each metric
 * (queue depth from the job table, webhook failures from the delivery log, the error rate
 * from the metrics service over the rule's own window), lets `evaluateRules` decide what fired, and sends the actions:
 * an email to the platform's alert addresses and a message to the global Slack webhook.
 */
import {
  createGrpcClient,
  type Database,
  type GrpcClient,
  type Logger,
  type Sealer,
} from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import type { Mailer } from '../email/mailer';
import { readCredential } from './globalIntegrations';
import { countFailedDeliveries, deliveryLogExists } from '../store/webhooks';
import { queueDepth } from './recentJobs';
import {
  evaluateRules,
  type MetricReader,
  type RuleNotifier,
  type RuleWindow,
} from './ruleEvaluation';

const WINDOW_INTERVAL = { '5m': '5 minutes', '15m': '15 minutes', '1h': '1 hour' } as const;

export interface EvaluationDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  /** What global credentials are sealed with (the Slack action reads its webhook). */
  sealer: Sealer;
  /** Who the email action writes to. */
  alertEmails: string[];
  /** The metrics service, for the error rate; without it rules on the error rate wait. */
  metricsAddr?: string;
  /** Posts the Slack message; fetch by default. */
  post?: (url: string, body: string) => Promise<void>;
}

/**
 * Reads the metrics for one evaluation. The error rate comes from the metrics service over the
 * rule's own window (5m, 15m or 1h), asked once per window per evaluation. While the metrics
 * service or its Prometheus cannot answer, rules on the error rate are skipped, neither fired
 * nor re-armed; `outage` remembers across evaluations that this was said, so a long outage
 * logs one warning (and one line when the figures are back), not one per rule per minute.
 */
export function metricReader(
  deps: EvaluationDeps,
  metrics?: MetricsClient,
  outage: { since?: Date } = {},
): MetricReader {
  const asked = new Map<RuleWindow, Promise<number | null>>();
  const errorRate = async (window: RuleWindow): Promise<number | null> => {
    if (!metrics) return null;
    try {
      // A call naming no caller: the evaluator is a background job, not a super admin.
      const answer = await metrics.GetErrorRate({ window }, {});
      if (outage.since) {
        deps.logger.info({ since: outage.since }, 'error rate available again; rules on it resume');
        delete outage.since;
      }
      return answer.error_rate < 0 ? null : answer.error_rate;
    } catch (error) {
      if (!outage.since) {
        outage.since = new Date();
        deps.logger.warn({ err: error }, 'error rate unavailable; rules on it wait');
      }
      return null;
    }
  };
  return async (metric, window) => {
    if (metric === 'queueDepth') return (await queueDepth(deps.db)).queued;
    if (metric === 'webhookFailures') {
      // The delivery log belongs to the tenant webhooks; before it exists there is no figure.
      if (!(await deliveryLogExists(deps.db))) return null;
      return countFailedDeliveries(deps.db, WINDOW_INTERVAL[window]);
    }
    if (!asked.has(window)) asked.set(window, errorRate(window));
    return asked.get(window)!;
  };
}

const describe = (rule: Parameters<RuleNotifier>[0], observed: number) =>
  `Alert: ${rule.metric} ${rule.op} ${String(rule.value)} over ${rule.time_window} (now ${String(observed)})`;

export function ruleNotifier(deps: EvaluationDeps): RuleNotifier {
  const post =
    deps.post ??
    (async (url: string, body: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Slack answered ${String(res.status)}`);
    });
  return async (rule, observed) => {
    const text = describe(rule, observed);
    if (rule.actions.includes('email'))
      for (const to of deps.alertEmails)
        await deps.mailer
          .send(to, {
            subject: text,
            text,
            html: `<p>${text.replace(/</g, '&lt;')}</p>`,
            locale: 'en',
          })
          .catch((error: unknown) => deps.logger.error({ err: error, to }, 'alert email failed'));
    if (rule.actions.includes('slack')) {
      const url = await readCredential(deps.db, deps.sealer, 'slack');
      if (url)
        await post(url, JSON.stringify({ text })).catch((error: unknown) =>
          deps.logger.error({ err: error }, 'alert Slack message failed'),
        );
    }
    deps.logger.warn({ rule_id: rule.id, observed }, text);
  };
}

type MetricsClient = GrpcClient<ServiceTypes['metrics']['client']>;

/**
 * The `rules.evaluate` work: one metrics client and one outage memory for the life of the
 * service; each call is one evaluation answering the ids of the rules that fired.
 */
export function ruleEvaluator(deps: EvaluationDeps): () => Promise<string[]> {
  const metrics = deps.metricsAddr
    ? createGrpcClient(loadServiceDefinition('metrics').Client, deps.metricsAddr, {
        deadlineMs: 5000,
      })
    : undefined;
  const outage: { since?: Date } = {};
  const notify = ruleNotifier(deps);
  return () => evaluateRules(deps.db, metricReader(deps, metrics, outage), notify);
}

/** One evaluation on its own (tests, one-off runs): the rules that fired. */
export const runRuleEvaluation = (deps: EvaluationDeps) => ruleEvaluator(deps)();
