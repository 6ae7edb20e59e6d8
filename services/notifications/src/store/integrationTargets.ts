/**
 * What one tenant event can reach, in one statement: whether the tenant's webhooks and its
 * Slack may send (the super admin's switch and the plan, each on until said otherwise) and
 * whether there is anything to send to (an enabled endpoint subscribed to the event's category,
 * an enabled Slack channel). Most tenants have neither, and every message, file and task event
 * passes here, so the common answer costs one round trip and no transaction
 * (bench/README.md, "Messages").
 */
import type { Queryable } from '@portico/kit';

export interface IntegrationTargets {
  webhooks: boolean;
  slack: boolean;
}

export async function integrationTargets(
  db: Queryable,
  tenantId: string,
  category: string,
): Promise<IntegrationTargets> {
  const { rows } = await db.query<IntegrationTargets>(
    `SELECT COALESCE((SELECT enabled FROM tenant_integrations
                       WHERE tenant_id = $1 AND key = 'webhooks'), true)
            AND COALESCE((SELECT webhooks FROM tenant_entitlements WHERE tenant_id = $1), true)
            AND EXISTS (SELECT 1 FROM webhook_endpoints
                         WHERE tenant_id = $1 AND enabled AND events && ARRAY['all', $2]::text[])
              AS webhooks,
            COALESCE((SELECT enabled FROM tenant_integrations
                       WHERE tenant_id = $1 AND key = 'slack'), true)
            AND COALESCE((SELECT slack FROM tenant_entitlements WHERE tenant_id = $1), true)
            AND EXISTS (SELECT 1 FROM slack_integrations WHERE tenant_id = $1 AND enabled)
              AS slack`,
    [tenantId, category],
    { prepareAs: 'notifications.integration_targets' },
  );
  return rows[0] ?? { webhooks: false, slack: false };
}
