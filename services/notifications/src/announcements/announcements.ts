/**
 * Announcements (spec part 2 §2 Notifications, §3 announcement; part 1 §4 banners, §7
 * /api/notifications/active): a super admin composes a title and message for all tenants, the
 * tenants of one plan or chosen tenants, shown from its start to its end (24 h after the
 * start unless given). A tenant sees the announcements whose window holds now and whose
 * audience includes it.
 */
import { randomUUID } from 'node:crypto';
import { invalid, type Queryable } from '@portico/kit';
import { isPlanKey } from '@portico/rules';

export const ANNOUNCEMENT_MESSAGES = {
  title: 'Please enter a title',
  message: 'Please enter a message',
  plan: 'Please choose a plan: starter, pro, advanced or custom',
  tenants: 'Please choose at least one tenant',
  window: 'The end must be after the start',
} as const;

export const DEFAULT_WINDOW_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Audience = 'all' | 'plan' | 'tenants';

export interface AnnouncementInput {
  title: string;
  message: string;
  audience: Audience;
  plan?: string;
  tenantIds?: string[];
  startsAt?: Date;
  endsAt?: Date;
  createdBy: string;
  /** Also email the admins of the audience's tenants (announcements/email.ts). */
  emailAdmins?: boolean;
}

export interface AnnouncementRow {
  id: string;
  title: string;
  message: string;
  audience: Audience;
  plan: string | null;
  tenant_ids: string[];
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  created_at: Date;
  email_admins: boolean;
}

/** Scheduled, active or ended, as the history shows it. */
export const statusOf = (row: AnnouncementRow, now: Date) =>
  now < row.starts_at ? 'scheduled' : now < row.ends_at ? 'active' : 'ended';

/** The input checked and completed (trimmed, default window); throws the spec's messages. */
export function prepareAnnouncement(input: AnnouncementInput, now = new Date()) {
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

export type PreparedAnnouncement = ReturnType<typeof prepareAnnouncement>;

export async function insertAnnouncement(
  db: Queryable,
  a: PreparedAnnouncement,
): Promise<AnnouncementRow> {
  const { rows } = await db.query<AnnouncementRow>(
    `INSERT INTO announcements
       (id, title, message, audience, plan, tenant_ids, starts_at, ends_at, created_by, email_admins)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      a.id,
      a.title,
      a.message,
      a.audience,
      a.plan,
      a.tenantIds,
      a.startsAt,
      a.endsAt,
      a.createdBy,
      a.emailAdmins,
    ],
  );
  return rows[0]!;
}

export async function createAnnouncement(
  db: Queryable,
  input: AnnouncementInput,
  now = new Date(),
): Promise<AnnouncementRow> {
  return insertAnnouncement(db, prepareAnnouncement(input, now));
}

/** Newest first, for the super console's history. */
export async function listAnnouncements(db: Queryable, limit = 100): Promise<AnnouncementRow[]> {
  const { rows } = await db.query<AnnouncementRow>(
    'SELECT * FROM announcements ORDER BY created_at DESC, id LIMIT $1',
    [limit],
  );
  return rows;
}

/** What a tenant's members see now: inside the window and addressed to this tenant. */
export async function activeAnnouncements(
  db: Queryable,
  tenant: { id: string; plan: string },
  now = new Date(),
): Promise<AnnouncementRow[]> {
  const { rows } = await db.query<AnnouncementRow>(
    `SELECT * FROM announcements
      WHERE starts_at <= $1 AND ends_at > $1
        AND (audience = 'all'
             OR (audience = 'plan' AND plan = $3)
             OR (audience = 'tenants' AND $2::uuid = ANY (tenant_ids)))
      ORDER BY starts_at DESC, id`,
    [now, tenant.id, tenant.plan],
  );
  return rows;
}
