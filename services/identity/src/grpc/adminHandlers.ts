/**
 * What admins and operators do to other people's accounts over gRPC: search, create, account
 * setup, impersonation, super admin rights and disabling. The domain checks who may.
 */
import { operatorOnly, unary } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import * as admin from '../domain/adminAccounts';
import { startImpersonation, stopImpersonation } from '../domain/impersonation';
import { setUserDisabled } from '../domain/userStatus';
import { callerOf, requireOperator, type IdentityDeps } from './access';

type AdminMethods = Pick<
  identityV1.IdentityServiceHandlers,
  | 'SearchUsers'
  | 'AdminCreateUser'
  | 'RequestAccountSetup'
  | 'StartImpersonation'
  | 'StopImpersonation'
  | 'SetSuperAdmin'
  | 'SetUserDisabled'
>;

export function adminHandlers(deps: IdentityDeps): AdminMethods {
  const sessions = deps;
  return {
    SearchUsers: unary(async (req: identityV1.SearchUsersRequest__Output, ctx) => ({
      users: await admin.searchUsers(sessions, callerOf(ctx), req.query, req.limit),
    })),
    AdminCreateUser: unary(async (req: identityV1.AdminCreateUserRequest__Output, ctx) =>
      admin.adminCreateUser(sessions, callerOf(ctx), req),
    ),
    RequestAccountSetup: unary(async (req: identityV1.RequestAccountSetupRequest__Output, ctx) => {
      await admin.requestAccountSetup(
        sessions,
        { ...callerOf(ctx), synthetic: ctx.synthetic },
        {
          userId: req.user_id,
          setupBaseUrl: req.setup_base_url,
          tenantId: ctx.tenantId ?? '',
          tenantName: req.tenant_name,
        },
      );
      return {};
    }),
    StartImpersonation: unary(async (req: identityV1.StartImpersonationRequest__Output, ctx) =>
      startImpersonation(sessions, callerOf(ctx), {
        targetUserId: req.target_user_id,
        reason: req.reason,
      }),
    ),
    StopImpersonation: unary(async (req: identityV1.StopImpersonationRequest__Output, ctx) => {
      await stopImpersonation(sessions, callerOf(ctx), req.session_id);
      return {};
    }),
    // Operators' call (tooling/admin; the start-up bootstrap calls the domain directly),
    // vouched for by the admin command's key.
    SetSuperAdmin: operatorOnly(
      unary(async (req: identityV1.SetSuperAdminRequest__Output, ctx) => {
        requireOperator(deps, ctx, 'SetSuperAdmin');
        return admin.setSuperAdmin(sessions, {
          userId: req.user_id || undefined,
          email: req.email || undefined,
          granted: req.granted,
          actorUserId: ctx.userId,
        });
      }),
    ),
    SetUserDisabled: unary(async (req: identityV1.SetUserDisabledRequest__Output, ctx) =>
      setUserDisabled(sessions, callerOf(ctx), {
        userId: req.user_id,
        disabled: req.disabled,
        reason: req.reason,
      }),
    ),
  };
}
