/**
 * The tenant's people (CRM users, docs/product.md §2 variant B): list with search, role and status
 * filters, sort and pages; recent users and the dashboard's counts; one member's role, status
 * and removal; bulk role change and bulk removal (tenancy runs each in one transaction). The
 * CSV export and import are in csv.ts and import.ts.
 */
import { z } from 'zod';
import { forbidden } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, TOKEN_MAX } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageOf,
  SORT_FIELDS,
  STATUS_FILTERS,
  filterAndSort,
} from './directory';
import { csvRoutes } from './csv';
import { tenantDirectory, tenantPeople } from '../../shared/tenantDirectory';
import { UserRowSchema } from './schemas';

const TAG = 'Users';
/** The guard's own refusal text, for the refusals this module decides itself. */
const NOT_ALLOWED = 'You do not have permission to do this.';
/** Dashboard: a client is active when they signed in within this window. */
const ACTIVE_WINDOW_MS = 30 * 24 * 3600 * 1000;
const RECENT = 5;

const pageSize = z
  .enum(PAGE_SIZES.map(String) as [string, ...string[]], {
    error: `Page size must be one of ${PAGE_SIZES.join(', ')}`,
  })
  .transform(Number);

const idParams = z.object({ id: text(TOKEN_MAX) });
const userIds = z.array(text(TOKEN_MAX)).min(1).max(100);

export const userRoutes = [
  route({
    method: 'GET',
    path: '/api/users',
    summary:
      'With x-tenant-id, for the tenant’s admins (and super admins): the tenant’s users and the people invited who have not joined yet (status invited), searched, filtered, sorted and paged. Without it, for super admins only (the console): search every user by email (`query`)',
    tag: TAG,
    // Two audiences by scope, so the rule is in the handler: an admin rule would make the guard
    // demand a tenant, and a super admin in super scope sends none.
    allow: 'authenticated',
    query: z.object({
      query: text().optional().describe('Super admins without x-tenant-id: search by email'),
      search: text().optional().describe('Name, email or role, any part, any case'),
      role: text(500).optional().describe('Role keys, comma separated'),
      status: z.enum(STATUS_FILTERS).optional(),
      sort: z.enum(SORT_FIELDS).optional().describe('Default created_at, newest first'),
      order: z.enum(['asc', 'desc']).optional(),
      page: z.coerce.number().int().min(1).max(100_000).optional(),
      page_size: pageSize.optional().describe(`Default ${DEFAULT_PAGE_SIZE}`),
    }),
    response: z.object({
      users: z.array(UserRowSchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
    handler: async ({ query, req, deps }) => {
      const auth = requireAuth(req);
      const tenantScoped = Boolean(req.tenant?.tenantId && req.header('x-tenant-id'));
      if (!tenantScoped && !auth.isSuperAdmin) throw forbidden(NOT_ALLOWED, 'role');
      if (tenantScoped && !auth.isSuperAdmin && req.tenant?.role !== 'admin')
        throw forbidden(NOT_ALLOWED, 'role');
      if (!tenantScoped) {
        const { users } = await deps.services.identity.SearchUsers(
          { query: query.query ?? query.search ?? '', limit: 20 },
          callContext(req),
        );
        // Where each person belongs, by each tenant's own role labels (tenancy's platform read).
        const { workspaces } =
          users.length > 0
            ? await deps.services.tenancy.ListPlatformUserWorkspaces(
                { user_ids: users.map((u) => u.id) },
                callContext(req),
              )
            : { workspaces: [] };
        const rows = users.map((u) => ({
          id: u.id,
          email: u.email,
          name: `${u.first_name} ${u.last_name}`.trim(),
          first_name: u.first_name,
          last_name: u.last_name,
          role: u.is_super_admin ? 'super_admin' : 'user',
          role_label: u.is_super_admin ? 'Super Admin' : 'User',
          tenant_role: '',
          status: u.disabled ? 'disabled' : 'active',
          created_at: u.created_at,
          last_active: u.last_sign_in_at,
          profile_color: u.profile_color,
          email_confirmed: u.email_verified === true,
          workspaces: workspaces
            .filter((w) => w.user_id === u.id)
            .map((w) => ({
              tenant_id: w.tenant_id,
              tenant_name: w.tenant_name,
              role_label: w.role_label,
              status: w.status,
            })),
        }));
        return { users: rows, total: rows.length, page: 1, page_size: rows.length };
      }
      return pageOf(await tenantPeople(deps, req), {
        search: query.search,
        roles: query.role
          ?.split(',')
          .map((r) => r.trim())
          .filter(Boolean),
        status: query.status,
        sort: query.sort,
        order: query.order,
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),

  route({
    method: 'GET',
    path: '/api/users/recent',
    summary: 'The newest users, and the dashboard’s Total Clients and Active Clients',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({
      users: z.array(UserRowSchema),
      total_clients: z.number().int().describe('Members who are not admins'),
      active_clients: z.number().int().describe('Of those, signed in within 30 days'),
    }),
    handler: async ({ req, deps }) => {
      const everyone = await tenantDirectory(deps, req);
      const clients = everyone.filter((u) => u.role !== 'admin' && u.status !== 'suspended');
      const since = Date.now() - ACTIVE_WINDOW_MS;
      return {
        users: filterAndSort(everyone, {}).slice(0, RECENT),
        total_clients: clients.length,
        active_clients: clients.filter((u) => u.last_active && Date.parse(u.last_active) >= since)
          .length,
      };
    },
  }),

  route({
    method: 'PATCH',
    path: '/api/users/:id',
    summary: 'Change a member’s role, or suspend / reactivate them',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: idParams,
    body: z
      .object({
        role: text(64).optional(),
        status: z
          .enum(['active', 'suspended'], { error: 'Status must be active or suspended' })
          .optional(),
      })
      .strict(),
    response: z.object({
      id: z.string(),
      role: z.string(),
      role_label: z.string(),
      status: z.string(),
    }),
    handler: async ({ params, body, req, deps }) => {
      const ctx = callContext(req);
      let membership = await deps.services.tenancy.GetMembership({ user_id: params.id }, ctx);
      if (body.role !== undefined) {
        membership = await deps.services.tenancy.ChangeMemberRole(
          { user_id: params.id, role: body.role },
          ctx,
        );
      }
      if (body.status !== undefined) {
        membership = await deps.services.tenancy.SetMembershipStatus(
          { user_id: params.id, status: body.status },
          ctx,
        );
      }
      const config = await deps.services.tenancy.GetTenantConfig({}, ctx);
      return {
        id: params.id,
        role: membership.role_key,
        role_label: config.role_labels[membership.role_key] ?? membership.role_key,
        status: membership.status,
      };
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Remove a member from the tenant; deleteFiles=true deletes their files too',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: idParams,
    query: z.object({ deleteFiles: z.enum(['true', 'false']).optional() }),
    response: z.object({ message: z.string() }),
    handler: async ({ params, query, req, deps }) => {
      await deps.services.tenancy.RemoveMember(
        { user_id: params.id, delete_files: query.deleteFiles === 'true' },
        callContext(req),
      );
      return { message: 'User deleted' };
    },
  }),

  route({
    method: 'POST',
    path: '/api/users/bulk-role',
    summary: 'Give several members one role, all or none',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z.object({ user_ids: userIds, role: text(64) }).strict(),
    response: z.object({ changed: z.number().int(), role_label: z.string() }),
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      const { changed } = await deps.services.tenancy.BulkChangeRole(
        { user_ids: body.user_ids, role: body.role },
        ctx,
      );
      const config = await deps.services.tenancy.GetTenantConfig({}, ctx);
      return { changed, role_label: config.role_labels[body.role] ?? body.role };
    },
  }),

  route({
    method: 'POST',
    path: '/api/users/bulk-delete',
    summary: 'Remove several members, all or none',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z.object({ user_ids: userIds, delete_files: z.boolean().optional() }).strict(),
    response: z.object({ changed: z.number().int() }),
    handler: async ({ body, req, deps }) => {
      const { changed } = await deps.services.tenancy.BulkRemoveMembers(
        { user_ids: body.user_ids, delete_files: body.delete_files === true },
        callContext(req),
      );
      return { changed };
    },
  }),

  ...csvRoutes,
];
