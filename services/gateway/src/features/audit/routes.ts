/**
 * The platform audit log (docs/product.md §2 Audit Logs, §7 GET /api/audit): super admins only,
 * newest first, read from the metrics service, which also checks the caller's role. The chain
 * check recomputes one tenant's hash chain so an edited or deleted row shows.
 */
import type { metricsV1 } from '@portico/proto';
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, TOKEN_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import type { GatewayDeps } from '../../deps';

/** The console shows the newest 200 (docs/product.md §9); the service caps any request at 1000. */
const AUDIT_LIMIT_DEFAULT = 100;

const PersonSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('First and last name; empty when they gave none'),
    email: z.string(),
  })
  .meta({ id: 'AuditPerson' });

const AuditEntrySchema = z.object({
  id: z.string(),
  actor_user_id: z.string().nullable().describe('null for system actions'),
  actor: PersonSchema.nullable().describe(
    'Who acted, by name and email (the id stays in actor_user_id); null for system actions, an account since deleted, and (in a member’s activity) someone outside the tenant',
  ),
  impersonator_user_id: z.string().nullable(),
  impersonator: PersonSchema.nullable().describe('The super admin acting as the actor, if any'),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  tenant_id: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

function parseDetails(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The drawer shows a member's latest 50. */
const USER_ACTIVITY_LIMIT = 50;

type Person = z.infer<typeof PersonSchema>;

/** The people behind the entries' ids, from identity (which owns names and addresses). */
async function peopleOf(
  deps: GatewayDeps,
  ctx: ReturnType<typeof callContext>,
  logs: readonly metricsV1.AuditEntry__Output[],
  /** Only these may be named (a tenant's members, for its admins); all when absent. */
  among?: ReadonlySet<string>,
): Promise<Map<string, Person>> {
  const ids = [
    ...new Set(logs.flatMap((log) => [log.actor_user_id, log.impersonator_user_id])),
  ].filter((id) => UUID.test(id) && (!among || among.has(id)));
  if (ids.length === 0) return new Map();
  const { users } = await deps.services.identity.GetUsers({ user_ids: ids }, ctx);
  return new Map(
    users.map((u) => [
      u.id,
      { id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email },
    ]),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toEntry(
  log: metricsV1.AuditEntry__Output,
  people: ReadonlyMap<string, Person> = new Map(),
): z.infer<typeof AuditEntrySchema> {
  return {
    id: log.id,
    actor_user_id: log.actor_user_id || null,
    actor: people.get(log.actor_user_id) ?? null,
    impersonator_user_id: log.impersonator_user_id || null,
    impersonator: people.get(log.impersonator_user_id) ?? null,
    action: log.action,
    entity_type: log.entity_type,
    entity_id: log.entity_id,
    tenant_id: log.tenant_id || null,
    reason: log.reason,
    details: parseDetails(log.details_json),
    created_at: log.created_at,
  };
}

export const auditRoutes = [
  route({
    method: 'GET',
    path: '/api/audit',
    summary: 'The platform audit log, newest first, each actor by name and email beside the id',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z
      .object({
        limit: z.coerce
          .number({ error: 'limit must be a number from 1 to 1000' })
          .int({ error: 'limit must be a number from 1 to 1000' })
          .min(1, { error: 'limit must be a number from 1 to 1000' })
          .max(1000, { error: 'limit must be a number from 1 to 1000' })
          .optional(),
        tenant_id: z.uuid({ error: 'tenant_id must be a uuid' }).optional(),
      })
      .strict(),
    response: z.object({ logs: z.array(AuditEntrySchema) }),
    handler: async ({ query, req, deps }) => {
      const ctx = callContext(req);
      const { logs } = await deps.services.metrics.ListAuditLogs(
        { limit: query.limit ?? AUDIT_LIMIT_DEFAULT, tenant_id: query.tenant_id ?? '' },
        ctx,
      );
      const people = await peopleOf(deps, ctx, logs);
      return { logs: logs.map((log) => toEntry(log, people)) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/audit/verify',
    summary: "Checks a tenant's audit hash chain (the platform's without tenant_id)",
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z
      .object({ tenant_id: z.uuid({ error: 'tenant_id must be a uuid' }).optional() })
      .strict(),
    response: z.object({
      ok: z.boolean(),
      checked: z.number().int(),
      broken_at_id: z.string().nullable(),
    }),
    handler: async ({ query, req, deps }) => {
      const check = await deps.services.metrics.VerifyAuditChain(
        { tenant_id: query.tenant_id ?? '' },
        callContext(req),
      );
      return { ok: check.ok, checked: check.checked, broken_at_id: check.broken_at_id || null };
    },
  }),

  route({
    method: 'GET',
    path: '/api/users/:id/activity',
    summary:
      "A member's activity in the tenant, newest first, from the audit log: what they did and what was done to them (the CRM user drawer)",
    tag: 'Users',
    allow: AUDIENCES.admins,
    params: z.object({ id: text(TOKEN_MAX) }),
    query: z
      .object({
        limit: z.coerce
          .number({ error: 'limit must be a number from 1 to 200' })
          .int({ error: 'limit must be a number from 1 to 200' })
          .min(1, { error: 'limit must be a number from 1 to 200' })
          .max(200, { error: 'limit must be a number from 1 to 200' })
          .optional(),
      })
      .strict(),
    response: z.object({ activity: z.array(AuditEntrySchema) }),
    handler: async ({ params, query, req, deps }) => {
      const ctx = callContext(req);
      // Someone of another tenant is "not found" here, as everywhere in the CRM.
      await deps.services.tenancy.GetMembership({ user_id: params.id }, ctx);
      const { logs } = await deps.services.metrics.ListTenantAuditLogs(
        { user_id: params.id, limit: query.limit ?? USER_ACTIVITY_LIMIT },
        ctx,
      );
      // A tenant's admins see their own members by name; anyone else stays an id.
      const { members } = await deps.services.tenancy.ListMembers({}, ctx);
      const people = await peopleOf(deps, ctx, logs, new Set(members.map((m) => m.user_id)));
      return { activity: logs.map((log) => toEntry(log, people)) };
    },
  }),
];
