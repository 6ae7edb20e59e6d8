/** Announcements, banners and alert rules over gRPC: decode, check the caller, call, encode. */
import { invalid, unary, unauthenticated } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { createRule, deleteRule, listRules, setRuleEnabled } from '../domain/alertRules';
import {
  announce,
  announcementHistory,
  bannersFor,
  statusOf,
  type AnnouncementDeps,
  type Audience,
} from '../domain/announcements';
import type { RuleRow } from '../store/alertRules';
import type { AnnouncementRow } from '../store/announcements';
import { iso, requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

type Counts = { emailed: number; pending: number };

const toAnnouncement = (
  row: AnnouncementRow,
  now: Date,
  counts: Counts = { emailed: 0, pending: 0 },
): notificationsV1.Announcement => ({
  id: row.id,
  title: row.title,
  message: row.message,
  audience: row.audience,
  plan: row.plan ?? '',
  tenant_ids: row.tenant_ids,
  start_at: iso(row.starts_at),
  end_at: iso(row.ends_at),
  status: statusOf(row, now),
  created_by: row.created_by,
  created_at: iso(row.created_at),
  email_admins: row.email_admins,
  emailed: counts.emailed,
  email_pending: counts.pending,
});

const toRule = (row: RuleRow & { created_at?: Date }): notificationsV1.Rule => ({
  id: row.id,
  metric: row.metric,
  op: row.op,
  value: row.value,
  window: row.time_window,
  actions: row.actions,
  enabled: row.enabled,
  last_triggered_at: iso(row.last_triggered_at),
  created_at: iso(row.created_at),
  breaching: row.breaching,
  last_value: row.last_value ?? 0,
  last_evaluated_at: iso(row.last_evaluated_at),
});

function dateOf(text: string, field: string): Date | undefined {
  if (!text) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw invalid(`Please enter a valid ${field} date`, field);
  return at;
}

const AUDIENCES: readonly string[] = ['all', 'plan', 'tenants'];

export type AnnouncementHandlerDeps = AnnouncementDeps;

export function announcementHandlers(deps: AnnouncementHandlerDeps): Partial<Handlers> {
  const { db } = deps;
  return {
    Announce: unary(async (req: notificationsV1.AnnounceRequest__Output, ctx) => {
      const createdBy = requireSuperAdmin(ctx);
      if (!AUDIENCES.includes(req.audience))
        throw invalid('Please choose an audience: all, plan or tenants', 'audience');
      const now = new Date();
      const row = await announce(
        deps,
        {
          title: req.title,
          message: req.message,
          audience: req.audience as Audience,
          plan: req.plan,
          tenantIds: req.tenant_ids,
          startsAt: dateOf(req.start_at, 'start'),
          endsAt: dateOf(req.end_at, 'end'),
          createdBy,
          emailAdmins: req.email_admins,
        },
        ctx,
        now,
      );
      return toAnnouncement(row, now);
    }),
    ListAnnouncements: unary(async (req: notificationsV1.ListAnnouncementsRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      const now = new Date();
      const limit = req.limit > 0 ? Math.min(req.limit, 500) : 100;
      const { rows, counts } = await announcementHistory(db, limit);
      return { announcements: rows.map((r) => toAnnouncement(r, now, counts.get(r.id))) };
    }),
    ListActiveBanners: unary(async (req: notificationsV1.ListActiveBannersRequest__Output, ctx) => {
      if (!ctx.userId) throw unauthenticated();
      // No active tenant (a super admin outside any workspace): no tenant's banners apply.
      if (!ctx.tenantId) return { banners: [] };
      const rows = await bannersFor(db, { id: ctx.tenantId, plan: req.plan });
      return {
        banners: rows.map((r) => ({
          id: r.id,
          title: r.title,
          message: r.message,
          end_at: iso(r.ends_at),
        })),
      };
    }),
    ListRules: unary(async (_req: notificationsV1.ListRulesRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return { rules: (await listRules(db)).map(toRule) };
    }),
    CreateRule: unary(async (req: notificationsV1.CreateRuleRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toRule(
        await createRule(db, {
          metric: req.metric,
          op: req.op,
          value: req.value,
          window: req.window,
          actions: req.actions,
          enabled: req.enabled,
        }),
      );
    }),
    SetRuleEnabled: unary(async (req: notificationsV1.SetRuleEnabledRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      return toRule(await setRuleEnabled(db, req.id, req.enabled));
    }),
    DeleteRule: unary(async (req: notificationsV1.DeleteRuleRequest__Output, ctx) => {
      requireSuperAdmin(ctx);
      await deleteRule(db, req.id);
      return {};
    }),
  };
}
