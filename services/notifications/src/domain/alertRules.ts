/**
 * The Rules tab (docs/product.md §2 Notifications, §3 rule): create, list, switch on or off and
 * delete alert rules. A rule compares a metric with a value over a window; actions say who
 * hears when it fires (email to super admins, the global Slack webhook).
 */
import { randomUUID } from 'node:crypto';
import { invalid, notFound, type Queryable } from '@portico/kit';
import * as store from '../store/alertRules';
import type { ListedRule, Metric, Op, RuleRow, RuleWindow } from '../store/alertRules';

export const METRICS: readonly Metric[] = ['errorRate', 'queueDepth', 'webhookFailures'];
export const OPS: readonly Op[] = ['>', '<'];
export const WINDOWS: readonly RuleWindow[] = ['5m', '15m', '1h'];
export const ACTIONS = ['email', 'slack'] as const;

export const RULE_MESSAGES = {
  metric: 'Please choose a metric: errorRate, queueDepth or webhookFailures',
  op: 'Please choose > or <',
  value: 'Please enter a number',
  window: 'Please choose a window: 5m, 15m or 1h',
  actions: 'Actions may be email and slack',
  notFound: 'Rule not found',
} as const;

export interface RuleInput {
  metric: string;
  op: string;
  value: number;
  window: string;
  actions: string[];
  enabled: boolean;
}

export async function createRule(db: Queryable, input: RuleInput): Promise<RuleRow> {
  if (!METRICS.includes(input.metric as Metric)) throw invalid(RULE_MESSAGES.metric, 'metric');
  if (!OPS.includes(input.op as Op)) throw invalid(RULE_MESSAGES.op, 'op');
  if (!Number.isFinite(input.value)) throw invalid(RULE_MESSAGES.value, 'value');
  if (!WINDOWS.includes(input.window as RuleWindow)) throw invalid(RULE_MESSAGES.window, 'window');
  const actions = [...new Set(input.actions.length ? input.actions : ['email'])];
  if (!actions.every((a) => (ACTIONS as readonly string[]).includes(a)))
    throw invalid(RULE_MESSAGES.actions, 'actions');
  return store.insertRule(db, {
    id: randomUUID(),
    metric: input.metric as Metric,
    op: input.op as Op,
    value: input.value,
    time_window: input.window as RuleWindow,
    actions,
    enabled: input.enabled,
  });
}

/** The Rules tab's list, newest first. */
export const listRules = (db: Queryable): Promise<ListedRule[]> => store.listRules(db);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function setRuleEnabled(
  db: Queryable,
  id: string,
  enabled: boolean,
): Promise<ListedRule> {
  if (!UUID.test(id)) throw notFound(RULE_MESSAGES.notFound);
  // Switching a rule off forgets its breach, so switching it on during one fires again.
  const row = await store.updateRuleEnabled(db, id, enabled);
  if (!row) throw notFound(RULE_MESSAGES.notFound);
  return row;
}

export async function deleteRule(db: Queryable, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(RULE_MESSAGES.notFound);
  if (!(await store.deleteRule(db, id))) throw notFound(RULE_MESSAGES.notFound);
}
