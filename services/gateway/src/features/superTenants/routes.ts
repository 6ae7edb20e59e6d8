/**
 * The platform console's Tenants & Users (docs/product.md §2 Tenants & Domains, Super User
 * Management; §3 super tenant list item, tenant user, invitation request; §7 super calls):
 * every tenant with filters and pages, one tenant's drawer, suspension, a tenant's users and
 * the console's invitations. Super admins only; tenancy checks again.
 */
import { z } from 'zod';
import type { tenancyV1 } from '@portico/proto';
import { TENANT_TIERS, AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { EMAIL_MAX, MessageSchema, text, TEXT_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { sendResetLink, signupUrl } from '../../shared/links';

const TAG = 'Super';
const PAGE_SIZE_MAX = 100;

export const SUPER_TENANT_MESSAGES = {
  tenantRequired: 'Please choose a tenant',
  tenantName: 'Tenant name is required',
  email: 'Please enter a valid email address',
  tier: 'Tier must be starter, pro or advanced',
  role: 'Role must be owner, admin or member',
  status: 'Status must be active or suspended',
  seats: 'Seats must be a whole number of at least 1',
} as const;

const SuperTenantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    domain: z.string().describe('The verified custom domain; empty when none'),
    tier: z.string().describe('starter, pro or advanced'),
    status: z.string().describe('active, suspended or trial'),
    seats_used: z.number().int().describe('Active owners and admins'),
    seats_total: z.number().int(),
    members_count: z.number().int().describe('Active and pending members of every role'),
    created_at: z.string(),
  })
  .meta({ id: 'SuperTenant' });

const toTenant = (t: tenancyV1.PlatformTenant__Output): z.input<typeof SuperTenantSchema> => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  domain: t.domain,
  tier: t.tier,
  status: t.status,
  seats_used: t.seats_used,
  seats_total: t.seats_total,
  members_count: t.members_count,
  created_at: t.created_at,
});

const tenantParams = z.object({ id: z.uuid({ error: 'Tenant not found' }) });
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

const TenantUserSchema = z
  .object({
    id: z.string().describe('The user id; for an invitation not yet accepted, the invitation id'),
    name: z.string(),
    email: z.string(),
    role: z.string().describe('owner, admin or member'),
    status: z.string().describe('active, pending or suspended'),
    last_login_at: z.string().describe('Empty until the first sign-in'),
  })
  .meta({ id: 'SuperTenantUser' });

export const superTenantRoutes = [
  route({
    method: 'GET',
    path: '/api/super/tenants',
    summary:
      'Every tenant of the platform: search (name, slug, domain), tier, status, custom domain, pages',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({
      q: text().optional(),
      tier: z.enum(TENANT_TIERS, { error: SUPER_TENANT_MESSAGES.tier }).optional(),
      status: z.enum(['active', 'suspended', 'trial']).optional(),
      has_custom_domain: flag,
      page: z.coerce.number().int().min(1).max(100_000).optional(),
      page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
    }),
    response: z.object({
      items: z.array(SuperTenantSchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
    handler: async ({ query, req, deps }) => {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? 25;
      const answer = await deps.services.tenancy.ListPlatformTenants(
        {
          q: query.q ?? '',
          tier: query.tier ?? '',
          status: query.status ?? '',
          has_custom_domain: query.has_custom_domain ?? false,
          page,
          page_size: pageSize,
        },
        callContext(req),
      );
      return { items: answer.items.map(toTenant), total: answer.total, page, page_size: pageSize };
    },
  }),

  route({
    method: 'GET',
    path: '/api/super/tenants/:id',
    summary: 'One tenant for the drawer: the list item, its domains, branding',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: tenantParams,
    response: z.object({
      tenant: SuperTenantSchema,
      domains: z.array(
        z.object({
          id: z.string(),
          domain: z.string(),
          status: z.string(),
          ssl_status: z.string(),
          verified_at: z.string(),
          created_at: z.string(),
        }),
      ),
      branding: z.object({
        support_email: z.string(),
        logo_url: z.string(),
        favicon_url: z.string(),
        brand_color: z.string(),
      }),
    }),
    handler: async ({ params, req, deps }) => {
      const d = await deps.services.tenancy.GetPlatformTenant(
        { tenant_id: params.id },
        callContext(req),
      );
      return {
        tenant: toTenant(d.tenant!),
        domains: d.domains.map((x) => ({
          id: x.id,
          domain: x.domain,
          status: x.status,
          ssl_status: x.ssl_status,
          verified_at: x.verified_at,
          created_at: x.created_at,
        })),
        branding: {
          support_email: d.support_email,
          logo_url: d.logo_url,
          favicon_url: d.favicon_url,
          brand_color: d.brand_color,
        },
      };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/super/tenants/:id/status',
    summary:
      'Suspend a tenant (its members are refused from the next request) or reactivate it (audited)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: tenantParams,
    body: z
      .object({
        status: z.enum(['active', 'suspended'], { error: SUPER_TENANT_MESSAGES.status }),
        reason: text(500).optional(),
      })
      .strict(),
    response: z.object({ tenant: SuperTenantSchema }),
    handler: async ({ params, body, req, deps }) => {
      const tenant = await deps.services.tenancy.SetTenantStatus(
        { tenant_id: params.id, status: body.status, reason: body.reason ?? '' },
        callContext(req),
      );
      return { tenant: toTenant(tenant) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/super/tenant-users',
    summary: 'The users of one tenant, with open invitations as pending users',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    query: z.object({ id: z.uuid({ error: 'Tenant not found' }) }),
    response: z.object({ items: z.array(TenantUserSchema) }),
    handler: async ({ query, req, deps }) => {
      const ctx = callContext(req);
      const { members, invitations } = await deps.services.tenancy.ListPlatformTenantMembers(
        { tenant_id: query.id },
        ctx,
      );
      const { users } = members.length
        ? await deps.services.identity.GetUsers({ user_ids: members.map((m) => m.user_id) }, ctx)
        : { users: [] };
      const byId = new Map(users.map((u) => [u.id, u]));
      return {
        items: [
          ...members.map((m) => {
            const user = byId.get(m.user_id);
            return {
              id: m.user_id,
              name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
              email: user?.email ?? '',
              role: m.role,
              status: m.status,
              last_login_at: user?.last_sign_in_at ?? '',
            };
          }),
          ...invitations.map((i) => ({
            id: i.id,
            name: '',
            email: i.email,
            role: i.role,
            status: 'pending',
            last_login_at: '',
          })),
        ],
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/super/invitations',
    summary:
      'Invite someone to an existing tenant (email, role, tenant_id), or create a tenant and invite its first owner (tenant, admin, bypass_billing); audited',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    status: 201,
    body: z.union([
      z
        .object({
          email: text(EMAIL_MAX).pipe(z.email({ error: SUPER_TENANT_MESSAGES.email })),
          role: z.enum(['owner', 'admin', 'member'], { error: SUPER_TENANT_MESSAGES.role }),
          tenant_id: z.uuid({ error: SUPER_TENANT_MESSAGES.tenantRequired }),
        })
        .strict(),
      z
        .object({
          tenant: z
            .object({
              name: text(TEXT_MAX).trim().min(1, { error: SUPER_TENANT_MESSAGES.tenantName }),
              slug: text(63).optional().describe('Derived from the name; a sent one must agree'),
              tier: z.enum(TENANT_TIERS, { error: SUPER_TENANT_MESSAGES.tier }),
              seats_total: z
                .number({ error: SUPER_TENANT_MESSAGES.seats })
                .int({ error: SUPER_TENANT_MESSAGES.seats })
                .min(1, { error: SUPER_TENANT_MESSAGES.seats })
                .max(10_000)
                .optional()
                .describe('Default 3'),
            })
            .strict(),
          admin: z
            .object({
              email: text(EMAIL_MAX).pipe(z.email({ error: SUPER_TENANT_MESSAGES.email })),
            })
            .strict(),
          bypass_billing: z.boolean().optional(),
        })
        .strict(),
    ]),
    response: z.object({
      emailSent: z
        .boolean()
        .describe('The invitation email is queued (sent by notifications from the outbox)'),
      emailError: z.string(),
      signup_url: z.string(),
      invitation: z.object({
        id: z.string(),
        tenant_id: z.string(),
        tenant_name: z.string(),
        email: z.string(),
        role: z.string(),
        expires_at: z.string(),
      }),
    }),
    handler: async ({ body, req, deps }) => {
      const invitation = await deps.services.tenancy.CreatePlatformInvitation(
        'tenant' in body
          ? {
              tenant_id: '',
              email: body.admin.email,
              role: 'owner',
              signup_base_url: signupUrl(deps),
              new_tenant: {
                name: body.tenant.name,
                slug: body.tenant.slug ?? '',
                tier: body.tenant.tier,
                seats_total: body.tenant.seats_total ?? 3,
              },
              bypass_billing: body.bypass_billing ?? false,
            }
          : {
              tenant_id: body.tenant_id,
              email: body.email,
              role: body.role,
              signup_base_url: signupUrl(deps),
              bypass_billing: false,
            },
        callContext(req),
      );
      return {
        emailSent: true,
        emailError: '',
        signup_url: invitation.signup_url,
        invitation: {
          id: invitation.id,
          tenant_id: invitation.tenant_id,
          tenant_name: invitation.tenant_name,
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expires_at,
        },
      };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/super/users/:id/status',
    summary:
      'Disable an account (no sign-in, every session ended at once) or enable it again (audited)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid({ error: 'User not found' }) }),
    body: z
      .object({
        status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }),
        reason: text(500).optional(),
      })
      .strict(),
    response: z.object({
      user: z.object({ id: z.string(), email: z.string(), status: z.string() }),
    }),
    handler: async ({ params, body, req, deps }) => {
      const user = await deps.services.identity.SetUserDisabled(
        { user_id: params.id, disabled: body.status === 'disabled', reason: body.reason ?? '' },
        callContext(req),
      );
      return {
        user: { id: user.id, email: user.email, status: user.disabled ? 'disabled' : 'active' },
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/super/users/:id/password-reset',
    summary: 'Send any user of the platform a password reset link (audited by identity)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid({ error: 'User not found' }) }),
    response: MessageSchema,
    handler: ({ params, req, deps }) => sendResetLink(deps, params.id, callContext(req)),
  }),
];
