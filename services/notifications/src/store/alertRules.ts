/**
 * Alert rules: a metric compared with a value over a window. `breaching` remembers the last
 * verdict, so a rule fires when a breach begins and again only after a recovery.
 */
import type { Queryable } from '@portico/kit';

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

export type ListedRule = RuleRow & { created_at: Date };

export async function insertRule(
  db: Queryable,
  rule: Pick<RuleRow, 'id' | 'metric' | 'op' | 'value' | 'time_window' | 'actions' | 'enabled'>,
): Promise<RuleRow> {
  const { rows } = await db.query<RuleRow>(
    `INSERT INTO alert_rules (id, metric, op, value, time_window, actions, enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [rule.id, rule.metric, rule.op, rule.value, rule.time_window, rule.actions, rule.enabled],
  );
  return rows[0]!;
}

export async function listRules(db: Queryable): Promise<ListedRule[]> {
  const { rows } = await db.query<ListedRule>(
    'SELECT * FROM alert_rules ORDER BY created_at DESC, id',
  );
  return rows;
}

/** Switching a rule off forgets its breach, so switching it on during one fires again. */
export async function updateRuleEnabled(
  db: Queryable,
  id: string,
  enabled: boolean,
): Promise<ListedRule | undefined> {
  const { rows } = await db.query<ListedRule>(
    `UPDATE alert_rules SET enabled = $2, breaching = CASE WHEN $2 THEN breaching ELSE false END
      WHERE id = $1 RETURNING *`,
    [id, enabled],
  );
  return rows[0];
}

/** Answers whether a rule was deleted. */
export async function deleteRule(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM alert_rules WHERE id = $1', [id]);
  return rowCount === 1;
}

export async function enabledRules(db: Queryable): Promise<RuleRow[]> {
  const { rows } = await db.query<RuleRow>('SELECT * FROM alert_rules WHERE enabled');
  return rows;
}

/** The figure measured when the verdict did not change, kept for Active Alerts. */
export async function recordObservation(
  db: Queryable,
  id: string,
  observed: number,
  at: Date,
): Promise<void> {
  await db.query('UPDATE alert_rules SET last_value = $2, last_evaluated_at = $3 WHERE id = $1', [
    id,
    observed,
    at,
  ]);
}

/**
 * Flips the rule's verdict in one statement guarded by the old one, so two evaluators that see
 * the same breach flip it once; answers whether this call did. The figure is stored with it.
 */
export async function flipVerdict(
  db: Queryable,
  change: { id: string; breach: boolean; was: boolean; observed: number; at: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE alert_rules SET breaching = $2,
            last_triggered_at = CASE WHEN $2 THEN $3 ELSE last_triggered_at END,
            last_value = $5, last_evaluated_at = $3
      WHERE id = $1 AND breaching = $4`,
    [change.id, change.breach, change.at, change.was, change.observed],
  );
  return rowCount === 1;
}
