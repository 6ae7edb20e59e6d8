/**
 * What one tenant event can reach, in one statement: whether the tenant's webhooks and its
 * Slack may send (the super admin's switch and the plan, each on until said otherwise) and
 * whether there is anything to send to (an enabled endpoint subscribed to the event's category,
 * an enabled Slack channel). Most tenants have neither, and every message, file and task event
 * passes here, so the common answer costs one round trip a fetch and no transaction
 * (bench/README.md, "Messages").
 */
import type { Queryable } from '@portico/kit';

export interface IntegrationTargets {
  webhooks: boolean;
  slack: boolean;
}

/**
 * For the events of one fetch, in one statement: the answer for each (tenant, category)
 * asked, keyed `${tenantId} ${category}`.
 */
export async function integrationTargetsOf(
  db: Queryable,
  asked: readonly { tenantId: string; category: string }[],
): Promise<Map<string, IntegrationTargets>> {
  const pairs = [...new Map(asked.map((a) => [`${a.tenantId} ${a.category}`, a])).values()];
  const { rows } = await db.query<IntegrationTargets & { n: string }>(
    `SELECT a.n,
            COALESCE((SELECT enabled FROM tenant_integrations i
                       WHERE i.tenant_id = a.tenant_id AND key = 'webhooks'), true)
            AND COALESCE((SELECT webhooks FROM tenant_entitlements e WHERE e.tenant_id = a.tenant_id), true)
            AND EXISTS (SELECT 1 FROM webhook_endpoints w
                         WHERE w.tenant_id = a.tenant_id AND enabled
                           AND events && ARRAY['all', a.category]::text[])
              AS webhooks,
            COALESCE((SELECT enabled FROM tenant_integrations i
                       WHERE i.tenant_id = a.tenant_id AND key = 'slack'), true)
            AND COALESCE((SELECT slack FROM tenant_entitlements e WHERE e.tenant_id = a.tenant_id), true)
            AND EXISTS (SELECT 1 FROM slack_integrations s WHERE s.tenant_id = a.tenant_id AND enabled)
              AS slack
       FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS a(tenant_id, category, n)`,
    [pairs.map((p) => p.tenantId), pairs.map((p) => p.category)],
    { prepareAs: 'notifications.integration_targets_of' },
  );
  return new Map(
    rows.map((r) => {
      const pair = pairs[Number(r.n) - 1]!;
      return [`${pair.tenantId} ${pair.category}`, { webhooks: r.webhooks, slack: r.slack }];
    }),
  );
}
