/**
 * Alert rules (docs/product.md §2 Notifications Rules, §3 rule): a metric (errorRate, queueDepth,
 * webhookFailures) compared with a value over a window, evaluated on a schedule. A rule fires
 * when a breach begins and stays quiet while it lasts; once the metric recovers the rule is
 * armed again, so the next breach fires once more.
 */
import type { Database } from '@portico/kit';
import {
  enabledRules,
  flipVerdict,
  recordObservation,
  type Metric,
  type Op,
  type RuleRow,
  type RuleWindow,
} from '../store/alertRules';

export type { Metric, Op, RuleRow, RuleWindow };

/** The metric's current figure over a window (the metrics service, the queue, the log). */
export type MetricReader = (metric: Metric, window: RuleWindow) => Promise<number | null>;
/** Sends a rule's actions (email super admins, Slack). */
export type RuleNotifier = (rule: RuleRow, observed: number) => Promise<void>;

const COMPARE: Record<Op, (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

/** Whether the observed figure breaches the rule's threshold. */
export const breaches = (rule: Pick<RuleRow, 'op' | 'value'>, observed: number): boolean =>
  COMPARE[rule.op](observed, rule.value);

/** One evaluation of every enabled rule; answers the ids of the rules that fired. */
export async function evaluateRules(
  db: Database,
  read: MetricReader,
  notify: RuleNotifier,
  now = new Date(),
): Promise<string[]> {
  const fired: string[] = [];
  for (const rule of await enabledRules(db)) {
    const observed = await read(rule.metric, rule.time_window);
    // No data is no verdict: a missing figure neither fires nor re-arms a rule.
    if (observed === null) continue;
    const breach = breaches(rule, observed);
    if (breach === rule.breaching) {
      // Kept with the rule so Active Alerts can say what was measured, not only the threshold.
      await recordObservation(db, rule.id, observed, now);
      continue;
    }
    // The state flips guarded by the old state, so two evaluators that see the same breach
    // fire it once; the figure that flipped it is stored with it.
    const flipped = await flipVerdict(db, {
      id: rule.id,
      breach,
      was: rule.breaching,
      observed,
      at: now,
    });
    if (flipped && breach) {
      await notify(rule, observed);
      fired.push(rule.id);
    }
  }
  return fired;
}
