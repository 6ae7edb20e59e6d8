/** The super-admin calls of TenancyService (the platform console): decode, call, encode. */
import { unary, unauthenticated, type CallContext, type Database } from '@portico/kit';
import type { tenancyV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import {
  createPlatformInvitation,
  getTenant,
  listTenantMembers,
  listTenants,
  listUsersWorkspaces,
  setTenantStatus,
  type PlatformActor,
} from '../domain/platformTenants';

function actorOf(ctx: CallContext): PlatformActor {
  if (!ctx.userId) throw unauthenticated();
  return {
    actorId: ctx.userId,
    impersonatorId: ctx.impersonatorId,
    isSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
  };
}

type PlatformMethods = Pick<
  tenancyV1.TenancyServiceHandlers,
  | 'ListPlatformTenants'
  | 'GetPlatformTenant'
  | 'SetTenantStatus'
  | 'ListPlatformTenantMembers'
  | 'ListPlatformUserWorkspaces'
  | 'CreatePlatformInvitation'
>;

export function platformHandlers(db: Database): PlatformMethods {
  return {
    ListPlatformTenants: unary(async (req: tenancyV1.ListPlatformTenantsRequest__Output, ctx) =>
      listTenants(db, actorOf(ctx), {
        q: req.q,
        tier: req.tier,
        status: req.status,
        hasCustomDomain: req.has_custom_domain,
        page: req.page,
        pageSize: req.page_size,
      }),
    ),
    GetPlatformTenant: unary(async (req: tenancyV1.GetPlatformTenantRequest__Output, ctx) =>
      getTenant(db, actorOf(ctx), req.tenant_id),
    ),
    SetTenantStatus: unary(async (req: tenancyV1.SetTenantStatusRequest__Output, ctx) =>
      setTenantStatus(db, actorOf(ctx), {
        tenantId: req.tenant_id,
        status: req.status,
        reason: req.reason,
      }),
    ),
    ListPlatformTenantMembers: unary(
      async (req: tenancyV1.ListPlatformTenantMembersRequest__Output, ctx) =>
        listTenantMembers(db, actorOf(ctx), req.tenant_id),
    ),
    ListPlatformUserWorkspaces: unary(
      async (req: tenancyV1.ListPlatformUserWorkspacesRequest__Output, ctx) =>
        listUsersWorkspaces(db, actorOf(ctx), req.user_ids),
    ),
    CreatePlatformInvitation: unary(
      async (req: tenancyV1.CreatePlatformInvitationRequest__Output, ctx) =>
        createPlatformInvitation(db, actorOf(ctx), {
          tenantId: req.tenant_id,
          email: req.email,
          role: req.role,
          signupBaseUrl: req.signup_base_url,
          newTenant: req.new_tenant
            ? {
                name: req.new_tenant.name,
                slug: req.new_tenant.slug,
                tier: req.new_tenant.tier,
                seatsTotal: req.new_tenant.seats_total,
              }
            : undefined,
          bypassBilling: req.bypass_billing,
        }),
    ),
  };
}
