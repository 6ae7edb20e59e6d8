/**
 * Alert rules (spec part 2 §2 Notifications Rules, §3 rule): a metric (errorRate, queueDepth,
 * webhookFailures) compared with a value over a window, evaluated on a schedule. A rule fires
 * when a breach begins and stays quiet while it lasts; once the metric recovers the rule is
 * armed again, so the next breach fires once more.
 */
import type { Database } from '@portico/kit';

export type Metric = 'errorRate' | 'queueDepth' | 'webhookFailures';
export type Op = '>' | '>=' | '<' | '<=';
export type RuleWindow = '5m' | '15m' | '1h';

export interface RuleRow {
  id: string;
  metric: Metric;
  op: Op;
  value: number;
  time_window: RuleWindow;
  actions: string[];
  enabled: boolean;
  breaching: boolean;
  last_triggered_at: Date | null;
  /** The metric's figure at the last evaluation that had one, and when that was. */
  last_value: number | null;
  last_evaluated_at: Date | null;
}

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

/** One evaluation of every enabled rule; answers the ids of the rules that fired. */
export async function evaluateRules(
  db: Database,
  read: MetricReader,
  notify: RuleNotifier,
  now = new Date(),
): Promise<string[]> {
  const { rows } = await db.query<RuleRow>('SELECT * FROM alert_rules WHERE enabled');
  const fired: string[] = [];
  for (const rule of rows) {
    const observed = await read(rule.metric, rule.time_window);
    // No data is no verdict: a missing figure neither fires nor re-arms a rule.
    if (observed === null) continue;
    const breach = COMPARE[rule.op](observed, rule.value);
    if (breach === rule.breaching) {
      // Kept with the rule so Active Alerts can say what was measured, not only the threshold.
      await db.query(
        'UPDATE alert_rules SET last_value = $2, last_evaluated_at = $3 WHERE id = $1',
        [rule.id, observed, now],
      );
      continue;
    }
    // The state flips in one statement guarded by the old state, so two evaluators that
    // see the same breach fire it once; the figure that flipped it is stored with it.
    const { rowCount } = await db.query(
      `UPDATE alert_rules SET breaching = $2,
              last_triggered_at = CASE WHEN $2 THEN $3 ELSE last_triggered_at END,
              last_value = $5, last_evaluated_at = $3
        WHERE id = $1 AND breaching = $4`,
      [rule.id, breach, now, rule.breaching, observed],
    );
    if (rowCount === 1 && breach) {
      await notify(rule, observed);
      fired.push(rule.id);
    }
  }
  return fired;
}
