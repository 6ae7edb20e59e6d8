/** Global integrations over gRPC (super admins only): credentials go in, masks come out. */
import { unary, type Database, type Sealer } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import {
  listGlobalIntegrations,
  setGlobalIntegration,
  type GlobalIntegrationView,
} from '../domain/globalIntegrations';
import { setTenantIntegration, tenantIntegrations } from '../domain/tenantIntegrations';
import { iso, requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

const toIntegration = (v: GlobalIntegrationView): notificationsV1.GlobalIntegration => ({
  key: v.key,
  description: v.description,
  masked: v.masked,
  configured: v.configured,
  last_used_at: iso(v.last_used_at),
  updated_at: iso(v.updated_at),
});

export function integrationHandlers(deps: { db: Database; sealer: Sealer }): Partial<Handlers> {
  const { db, sealer } = deps;
  return {
    ListGlobalIntegrations: unary(
      async (_req: notificationsV1.ListGlobalIntegrationsRequest__Output, ctx) => {
        requireSuperAdmin(ctx);
        return {
          integrations: (await listGlobalIntegrations(db, sealer)).map(toIntegration),
        };
      },
    ),
    ListTenantIntegrations: unary(
      async (req: notificationsV1.ListTenantIntegrationsRequest__Output, ctx) => {
        requireSuperAdmin(ctx);
        return { tenants: await tenantIntegrations(db, req.tenant_ids) };
      },
    ),
    // No user needed: the gateway asks before sign-in, and the answer is only on/off switches.
    GetTenantIntegrations: unary(
      async (req: notificationsV1.GetTenantIntegrationsRequest__Output) =>
        (await tenantIntegrations(db, [req.tenant_id]))[0] ?? {
          tenant_id: req.tenant_id,
          enabled: {},
        },
    ),
    SetTenantIntegration: unary(
      async (req: notificationsV1.SetTenantIntegrationRequest__Output, ctx) => {
        const actor = requireSuperAdmin(ctx);
        return setTenantIntegration(db, {
          tenantId: req.tenant_id,
          key: req.key,
          enabled: req.enabled,
          actor,
        });
      },
    ),
    SetGlobalIntegration: unary(
      async (req: notificationsV1.SetGlobalIntegrationRequest__Output, ctx) => {
        const actor = requireSuperAdmin(ctx);
        return toIntegration(await setGlobalIntegration(db, sealer, req.key, req.value, actor));
      },
    ),
  };
}
