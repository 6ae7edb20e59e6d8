/**
 * Announcements (docs/product.md §2 Notifications, §3 announcement; docs/product.md §4 banners, §7
 * /api/notifications/active): a super admin composes a title and message for all tenants, the
 * tenants of one plan or chosen tenants, shown from its start to its end (24 h after the
 * start unless given). A tenant sees the announcements whose window holds now and whose
 * audience includes it.
 */
import { randomUUID } from 'node:crypto';
import {
  invalid,
  precondition,
  type CallContext,
  type Database,
  type Queryable,
} from '@portico/kit';
import { isPlanKey } from '@portico/rules';
import type { JobQueue } from '@portico/kit';
import type { AdminEmails } from '../clients/admins';
import type { TenancyClient } from '../clients/tenancy';
import {
  activeAnnouncements,
  insertAnnouncement,
  listAnnouncements,
  type AnnouncementRow,
  type NewAnnouncement,
} from '../store/announcements';
import {
  audienceTenants,
  EMAIL_ADMINS_UNAVAILABLE,
  emailCounts,
  queueAnnouncementEmails,
  type AudienceTenant,
} from './announcementEmails';

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Please enter a title',
  message: 'Please enter a message',
  plan: 'Please choose a plan: starter, pro, advanced or custom',
  tenants: 'Please choose at least one tenant',
  window: 'The end must be after the start',
} as const;

export const DEFAULT_WINDOW_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Audience = AnnouncementRow['audience'];

export interface AnnouncementInput {
  title: string;
  message: string;
  audience: Audience;
  plan?: string;
  tenantIds?: string[];
  startsAt?: Date;
  endsAt?: Date;
  createdBy: string;
  /** Also email the admins of the audience's tenants (announcementEmails.ts). */
  emailAdmins?: boolean;
}

/** Scheduled, active or ended, as the history shows it. */
export const statusOf = (row: AnnouncementRow, now: Date) =>
  now < row.starts_at ? 'scheduled' : now < row.ends_at ? 'active' : 'ended';

/** The input checked and completed (trimmed, default window); throws the product's messages. */
export function prepareAnnouncement(input: AnnouncementInput, now = new Date()): NewAnnouncement {
  const title = input.title.trim();
  const message = input.message.trim();
  if (!title) throw invalid(ANNOUNCEMENT_MESSAGES.title, 'title');
  if (!message) throw invalid(ANNOUNCEMENT_MESSAGES.message, 'message');
  if (input.audience === 'plan' && !isPlanKey(input.plan))
    throw invalid(ANNOUNCEMENT_MESSAGES.plan, 'plan');
  const tenantIds = input.audience === 'tenants' ? (input.tenantIds ?? []) : [];
  if (input.audience === 'tenants' && (!tenantIds.length || !tenantIds.every((t) => UUID.test(t))))
    throw invalid(ANNOUNCEMENT_MESSAGES.tenants, 'tenants');
  const startsAt = input.startsAt ?? now;
  const endsAt = input.endsAt ?? new Date(startsAt.getTime() + DEFAULT_WINDOW_MS);
  if (endsAt <= startsAt) throw invalid(ANNOUNCEMENT_MESSAGES.window, 'window');
  return {
    id: randomUUID(),
    title,
    message,
    audience: input.audience,
    plan: input.audience === 'plan' ? (input.plan ?? null) : null,
    tenantIds,
    startsAt,
    endsAt,
    createdBy: input.createdBy,
    emailAdmins: input.emailAdmins ?? false,
  };
}

export async function createAnnouncement(
  db: Queryable,
  input: AnnouncementInput,
  now = new Date(),
): Promise<AnnouncementRow> {
  return insertAnnouncement(db, prepareAnnouncement(input, now));
}

export interface AnnouncementDeps {
  db: Database;
  /** The job queue and the two lookups an emailed announcement needs; without them it refuses. */
  queue?: JobQueue;
  tenancy?: TenancyClient;
  adminEmails?: AdminEmails;
}

/**
 * A super admin's announcement, with 'Also email tenant admins' one email job per tenant of
 * its audience, written in the same transaction.
 */
export async function announce(
  deps: AnnouncementDeps,
  input: AnnouncementInput,
  ctx: CallContext,
  now = new Date(),
): Promise<AnnouncementRow> {
  const prepared = prepareAnnouncement(input, now);
  // The audience is named before anything is written: if tenancy cannot say who it is,
  // the announcement is not made and the super admin sees why.
  let tenants: AudienceTenant[] = [];
  if (prepared.emailAdmins) {
    if (!deps.queue || !deps.adminEmails)
      throw precondition(EMAIL_ADMINS_UNAVAILABLE, 'email_unavailable');
    tenants = await audienceTenants(deps.tenancy, ctx, prepared);
  }
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertAnnouncement(tx, prepared);
    if (deps.queue)
      await queueAnnouncementEmails(
        tx,
        deps.queue,
        tenants.map((tenant) => ({
          announcementId: inserted.id,
          tenant,
          title: inserted.title,
          message: inserted.message,
          synthetic: Boolean(ctx.synthetic),
        })),
      );
    return inserted;
  });
  ctx.logger?.info(
    { announcement_id: row.id, audience: row.audience, emailed_tenants: tenants.length },
    'announcement queued',
  );
  return row;
}

/** The console's history, newest first, with each emailed announcement's sent and pending. */
export async function announcementHistory(db: Database, limit: number) {
  const rows = await listAnnouncements(db, limit);
  const counts = await emailCounts(
    db,
    rows.filter((r) => r.email_admins).map((r) => r.id),
  );
  return { rows, counts };
}

/** The banners a tenant's members see now. */
export const bannersFor = (db: Queryable, tenant: { id: string; plan: string }) =>
  activeAnnouncements(db, tenant);
