/** Platform settings, feature flags and maintenance requests of TenancyService. */
import { unauthenticated, unary, type CallContext, type Database } from '@portico/kit';
import type { tenancyV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import {
  listFeatureFlags,
  readPlatformSettings,
  requestMaintenance,
  savePlatformSection,
  setFeatureFlag,
  type PlatformActor,
  type PlatformSettingsView,
} from '../domain/platformSettings';

function actorOf(ctx: CallContext): PlatformActor {
  if (!ctx.userId) throw unauthenticated();
  return {
    actorId: ctx.userId,
    impersonatorId: ctx.impersonatorId,
    isSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
  };
}

const toMessage = (view: PlatformSettingsView): tenancyV1.PlatformSettings => ({
  settings_json: JSON.stringify(view.settings),
  updated_at: view.updatedAt?.toISOString() ?? '',
});

type PlatformSettingsMethods = Pick<
  tenancyV1.TenancyServiceHandlers,
  | 'GetPlatformSettings'
  | 'UpdatePlatformSettings'
  | 'ListFeatureFlags'
  | 'SetFeatureFlag'
  | 'RequestMaintenance'
>;

export function platformSettingsHandlers(db: Database): PlatformSettingsMethods {
  return {
    // Open to any caller: the gateway enforces these settings on anonymous requests too.
    GetPlatformSettings: unary(async () => toMessage(await readPlatformSettings(db))),
    UpdatePlatformSettings: unary(
      async (req: tenancyV1.UpdatePlatformSettingsRequest__Output, ctx) => {
        let value: unknown;
        try {
          value = JSON.parse(req.value_json || 'null');
        } catch {
          value = null;
        }
        return toMessage(await savePlatformSection(db, actorOf(ctx), req.section, value));
      },
    ),
    // Super admins, or a service asking for itself (no caller named): the gateway enforces the
    // known flags on anonymous requests too, as it does the settings.
    ListFeatureFlags: unary(async (_req, ctx) => ({
      flags: (await listFeatureFlags(db, ctx.userId ? actorOf(ctx) : undefined)).map((f) => ({
        key: f.key,
        enabled: f.enabled,
        updated_at: f.updated_at.toISOString(),
      })),
    })),
    SetFeatureFlag: unary(async (req: tenancyV1.SetFeatureFlagRequest__Output, ctx) => {
      const f = await setFeatureFlag(db, actorOf(ctx), req.key, req.enabled);
      return { key: f.key, enabled: f.enabled, updated_at: f.updated_at.toISOString() };
    }),
    RequestMaintenance: unary(async (req: tenancyV1.RequestMaintenanceRequest__Output, ctx) => {
      const at = await requestMaintenance(db, actorOf(ctx), req.action);
      return { requested_at: at.toISOString() };
    }),
  };
}
