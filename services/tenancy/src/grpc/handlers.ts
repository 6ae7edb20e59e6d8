/** TenancyService over gRPC: decode, call one domain function, encode. */
import {
  forbidden,
  invalid,
  namesCaller,
  serviceOnly,
  unary,
  unauthenticated,
  type CallContext,
  type Database,
} from '@portico/kit';
import type { tenancyV1 } from '@portico/proto';
import { SUPER_ADMIN_ROLE } from '@portico/rules';
import { membershipInTenant, resolveAccess } from '../domain/access';
import {
  acceptInvitation,
  createInvitation,
  createInvitations,
  peekInvitation,
} from '../domain/invitations';
import { activatePendingMemberships, addPendingMember } from '../domain/pendingMembers';
import {
  changeMemberRole,
  removeMember,
  setMembershipStatus,
  tenantAdminIds,
  type MemberChange,
} from '../domain/members';
import {
  checkSubdomain,
  onboardingStatus,
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../domain/onboardingFlow';
import {
  addDomain,
  checkDomainSsl,
  listTenantDomains,
  normaliseDomain,
  removeDomain,
  verifyDomain,
  type TxtLookup,
} from '../domain/domains';
import type { DomainRouting } from '../domain/domainRouting';
import type { SslChecks } from '../domain/sslChecks';
import type { SslProbe } from '../domain/tlsProbe';
import { recordTenantSignIn } from '../domain/tenantSignIns';
import { saveRoles, updateBrand } from '../domain/tenantSettings';
import { bulkChangeRole, bulkRemoveMembers, listMembers } from '../domain/memberList';
import { transferOwnership } from '../domain/ownership';
import {
  brandingForHost,
  brandingOfTenant,
  tenantConfig,
  tenantRoles,
} from '../domain/tenantConfig';
import { activeTenantMembers } from '../domain/memberDirectory';
import { apiKeyHandlers } from './apiKeyHandlers';
import { brandAssetHandlers } from './brandAssetHandlers';
import { platformHandlers } from './platformHandlers';
import { platformSettingsHandlers } from './platformSettingsHandlers';

export interface TenancyDeps {
  db: Database;
  /** The product's own domain; tenants are served on its subdomains. */
  productDomain: string;
  /** DNS TXT lookups for domain verification (domain/dnsLookup.ts). */
  txtLookup: TxtLookup;
  /** Certificate probes of verified domains (domain/tlsProbe.ts, domain/sslChecks.ts). */
  sslProbe: SslProbe;
  sslChecks: SslChecks;
  /** Verified domains' routing and certificates in the cluster, when tenancy manages them. */
  domainRouting?: DomainRouting;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function userOf(ctx: CallContext): string {
  if (!ctx.userId) throw unauthenticated();
  return ctx.userId;
}

function tenantOf(ctx: CallContext): string {
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return ctx.tenantId;
}

function memberChange(ctx: CallContext, userId: string): MemberChange {
  return {
    tenantId: tenantOf(ctx),
    actorId: userOf(ctx),
    impersonatorId: ctx.impersonatorId,
    actorIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
    userId,
  };
}

export function tenancyHandlers(deps: TenancyDeps): tenancyV1.TenancyServiceHandlers {
  const { db } = deps;
  return {
    GetAccess: unary(async (req: tenancyV1.GetAccessRequest__Output, ctx) => {
      // The user themself signed in (not a super admin acting as them): see pendingMembers.ts.
      if (!ctx.impersonatorId) await activatePendingMemberships(db, userOf(ctx));
      return resolveAccess(db, {
        userId: userOf(ctx),
        tenantId: req.tenant_id || undefined,
        isSuperAdmin: req.is_super_admin,
      });
    }),
    GetMembership: unary(async (req: tenancyV1.GetMembershipRequest__Output, ctx) =>
      membershipInTenant(db, tenantOf(ctx), req.user_id),
    ),
    GetTenantConfig: unary(async (_req, ctx) => {
      const config = await tenantConfig(db, tenantOf(ctx));
      return { ...config, features_json: JSON.stringify(config.features) };
    }),
    ListTenantRoles: unary(async (_req, ctx) => ({ roles: await tenantRoles(db, tenantOf(ctx)) })),
    GetBranding: unary(async (req: tenancyV1.GetBrandingRequest__Output) =>
      brandingForHost(db, req.host, deps.productDomain),
    ),
    StartOnboarding: unary(async (req: tenancyV1.StartOnboardingRequest__Output, ctx) =>
      startOnboarding(db, userOf(ctx), {
        companyName: req.company_name,
        source: req.source,
        sourceOther: req.source_other,
        title: req.title,
        plan: req.plan,
        invite: req.invite,
      }),
    ),
    GetOnboardingStatus: unary(async (_req, ctx) => onboardingStatus(db, userOf(ctx))),
    SaveOnboardingPlan: unary(async (req: tenancyV1.SaveOnboardingPlanRequest__Output, ctx) =>
      savePlan(db, userOf(ctx), { plan: req.plan, adminSeats: req.admin_seats || undefined }),
    ),
    SaveOnboardingBranding: unary(
      async (req: tenancyV1.SaveOnboardingBrandingRequest__Output, ctx) =>
        saveBranding(db, userOf(ctx), {
          brandColor: req.brand_color,
          logoUrl: req.logo_url,
          subdomain: req.subdomain,
          customDomain: req.custom_domain,
        }),
    ),
    SaveOnboardingCapabilities: unary(
      async (req: tenancyV1.SaveOnboardingCapabilitiesRequest__Output, ctx) =>
        saveCapabilities(db, userOf(ctx), {
          useEmbeds: req.use_embeds,
          useForms: req.use_forms,
          useFiles: req.use_files,
          slackWebhook: req.slack_webhook,
          emailFromName: req.email_from_name,
          emailFromAddress: req.email_from_address,
        }),
    ),
    CheckSubdomain: unary(async (req: tenancyV1.CheckSubdomainRequest__Output) => {
      const check = await checkSubdomain(db, req.subdomain);
      return {
        available: check.available,
        reason: 'reason' in check ? check.reason : '',
        subdomain: check.subdomain,
      };
    }),
    ProvisionWorkspace: unary(async (req: tenancyV1.ProvisionWorkspaceRequest__Output, ctx) =>
      provisionWorkspace(db, userOf(ctx), req.email, deps.productDomain),
    ),
    // The link leaves tenancy only for a caller that shows it (then it proves no address).
    CreateInvitation: unary(async (req: tenancyV1.CreateInvitationRequest__Output, ctx) =>
      withoutUnshownLink(
        req.show_link,
        await createInvitation(db, {
          tenantId: tenantOf(ctx),
          inviterId: userOf(ctx),
          impersonatorId: ctx.impersonatorId,
          inviterIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
          email: req.email,
          role: req.role,
          signupBaseUrl: req.signup_base_url,
          showLink: req.show_link,
          synthetic: ctx.synthetic,
        }),
      ),
    ),
    CreateInvitations: unary(async (req: tenancyV1.CreateInvitationsRequest__Output, ctx) => {
      const inviter = {
        tenantId: tenantOf(ctx),
        inviterId: userOf(ctx),
        impersonatorId: ctx.impersonatorId,
        inviterIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
        signupBaseUrl: req.invitations[0]?.signup_base_url ?? '',
        showLink: req.invitations.some((i) => i.show_link),
        synthetic: ctx.synthetic,
      };
      const list = req.invitations.map((i) => ({ email: i.email, role: i.role }));
      if (list.length === 0) return { invitations: [] };
      const created = await createInvitations(db, inviter, list);
      return { invitations: created.map((i) => withoutUnshownLink(inviter.showLink, i)) };
    }),
    AddPendingMember: unary(async (req: tenancyV1.AddPendingMemberRequest__Output, ctx) =>
      addPendingMember(db, {
        tenantId: tenantOf(ctx),
        actorId: userOf(ctx),
        impersonatorId: ctx.impersonatorId,
        actorIsSuperAdmin: ctx.roles.includes(SUPER_ADMIN_ROLE),
        userId: req.user_id,
        role: req.role,
        checkOnly: req.check_only,
      }),
    ),
    PeekInvitation: unary(async (req: tenancyV1.PeekInvitationRequest__Output) =>
      peekInvitation(db, req.token),
    ),
    AcceptInvitation: unary(async (req: tenancyV1.AcceptInvitationRequest__Output, ctx) =>
      acceptInvitation(db, { token: req.token, userId: userOf(ctx), email: req.email }),
    ),
    ChangeMemberRole: unary(async (req: tenancyV1.ChangeMemberRoleRequest__Output, ctx) =>
      changeMemberRole(db, { ...memberChange(ctx, req.user_id), role: req.role }),
    ),
    TransferOwnership: unary(async (req: tenancyV1.TransferOwnershipRequest__Output, ctx) => {
      const isSuperAdmin = ctx.roles.includes(SUPER_ADMIN_ROLE);
      return transferOwnership(db, {
        // The override names its tenant; an owner transfers the workspace they act in.
        tenantId: isSuperAdmin && req.tenant_id ? req.tenant_id : tenantOf(ctx),
        actorId: userOf(ctx),
        impersonatorId: ctx.impersonatorId,
        actorIsSuperAdmin: isSuperAdmin,
        newOwnerId: req.new_owner_user_id,
      });
    }),
    RemoveMember: unary(async (req: tenancyV1.RemoveMemberRequest__Output, ctx) => {
      await removeMember(db, { ...memberChange(ctx, req.user_id), deleteFiles: req.delete_files });
      return {};
    }),
    ListMembers: unary(async (_req, ctx) => ({
      members: await listMembers(db, memberChange(ctx, '')),
    })),
    BulkChangeRole: unary(async (req: tenancyV1.BulkChangeRoleRequest__Output, ctx) => ({
      changed: await bulkChangeRole(db, {
        ...memberChange(ctx, ''),
        userIds: req.user_ids,
        role: req.role,
      }),
    })),
    UpdateTenantConfig: unary(async (req: tenancyV1.UpdateTenantConfigRequest__Output, ctx) => {
      const config = await updateBrand(db, {
        ...memberChange(ctx, ''),
        name: req.name,
        supportEmail: req.support_email,
        logoUrl: req.logo_url,
        faviconUrl: req.favicon_url,
        brandColor: req.brand_color,
        defaultLocale: req.default_locale,
      });
      return { ...config, features_json: JSON.stringify(config.features) };
    }),
    SaveTenantRoles: unary(async (req: tenancyV1.SaveTenantRolesRequest__Output, ctx) => ({
      roles: await saveRoles(db, {
        ...memberChange(ctx, ''),
        roles: req.roles as Parameters<typeof saveRoles>[1]['roles'],
      }),
    })),
    ListDomains: unary(async (_req, ctx) => ({
      domains: await listTenantDomains(db, memberChange(ctx, '')),
    })),
    AddDomain: unary(async (req: tenancyV1.AddDomainRequest__Output, ctx) =>
      addDomain(db, {
        ...memberChange(ctx, ''),
        domain: req.domain,
        productDomain: deps.productDomain,
      }),
    ),
    RemoveDomain: unary(async (req: tenancyV1.RemoveDomainRequest__Output, ctx) => {
      await removeDomain(db, { ...memberChange(ctx, ''), domain: req.domain });
      // Its listener, route and certificate go too (and a later round repairs a failure).
      deps.domainRouting?.forget(normaliseDomain(req.domain) ?? req.domain);
      return {};
    }),
    VerifyDomain: unary(async (req: tenancyV1.VerifyDomainRequest__Output, ctx) => {
      const actor = memberChange(ctx, '');
      const domain = await verifyDomain(db, {
        ...actor,
        domain: req.domain,
        lookup: deps.txtLookup,
      });
      // Just verified: its routing and certificate are made (where tenancy manages them) and
      // its certificate is checked now, without holding up the answer.
      deps.domainRouting?.soon(domain.domain);
      if (!domain.ssl_checked_at) deps.sslChecks.soon(actor.tenantId, domain.domain);
      return domain;
    }),
    CheckDomainSsl: unary(async (req: tenancyV1.CheckDomainSslRequest__Output, ctx) =>
      checkDomainSsl(db, { ...memberChange(ctx, ''), domain: req.domain, probe: deps.sslProbe }),
    ),
    RecordTenantSignIn: unary(async (_req, ctx) => ({
      recorded: await recordTenantSignIn(db, {
        tenantId: tenantOf(ctx),
        userId: userOf(ctx),
        sessionId: ctx.sessionId ?? '',
        impersonatorId: ctx.impersonatorId,
      }),
    })),
    // Service-only: the kit takes the services' token alone (no gateway token, not even an
    // anonymous one); the check on caller metadata holds where no keys are configured.
    ListTenantAdmins: serviceOnly(
      unary(async (req: tenancyV1.ListTenantAdminsRequest__Output, ctx) => {
        // A service's own call (no user behind it); anything naming a caller came from a user.
        if (namesCaller(ctx)) {
          throw forbidden('Only services may list tenant admins', 'service_only');
        }
        if (!UUID.test(req.tenant_id)) throw invalid('Tenant not found', 'tenant_id');
        return {
          user_ids: await tenantAdminIds(db, req.tenant_id),
        };
      }),
    ),
    // Service-only as ListTenantAdmins: the tenant is named in the message, so no user may.
    ListTenantMembers: serviceOnly(
      unary(async (req: tenancyV1.ListTenantMembersRequest__Output, ctx) => {
        if (namesCaller(ctx)) {
          throw forbidden('Only services may list tenant members', 'service_only');
        }
        return {
          members: await activeTenantMembers(db, {
            tenantId: req.tenant_id,
            userIds: req.user_ids,
            roleKey: req.role_key,
          }),
        };
      }),
    ),
    GetTenantBranding: serviceOnly(
      unary(async (req: tenancyV1.GetTenantBrandingRequest__Output, ctx) => {
        if (namesCaller(ctx)) {
          throw forbidden("Only services may read a tenant's branding by id", 'service_only');
        }
        return brandingOfTenant(db, req.tenant_id);
      }),
    ),
    ...apiKeyHandlers(db),
    ...brandAssetHandlers(db),
    ...platformHandlers(db),
    ...platformSettingsHandlers(db),
    BulkRemoveMembers: unary(async (req: tenancyV1.BulkRemoveMembersRequest__Output, ctx) => ({
      changed: await bulkRemoveMembers(db, {
        ...memberChange(ctx, ''),
        userIds: req.user_ids,
        deleteFiles: req.delete_files,
      }),
    })),
    SetMembershipStatus: unary(async (req: tenancyV1.SetMembershipStatusRequest__Output, ctx) =>
      setMembershipStatus(db, { ...memberChange(ctx, req.user_id), status: req.status }),
    ),
  };
}

/** An invitation's answer: its link only for a caller that shows it to the inviter. */
function withoutUnshownLink<T extends { signup_url: string }>(shown: boolean, invitation: T): T {
  return shown ? invitation : { ...invitation, signup_url: '' };
}
