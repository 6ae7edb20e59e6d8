/**
 * Announcements: platform-wide rows (no row-level security); a tenant's read filters by
 * audience and window in the query.
 */
import type { Queryable } from '@portico/kit';

export interface AnnouncementRow {
  id: string;
  title: string;
  message: string;
  audience: 'all' | 'plan' | 'tenants';
  plan: string | null;
  tenant_ids: string[];
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  created_at: Date;
  email_admins: boolean;
}

export interface NewAnnouncement {
  id: string;
  title: string;
  message: string;
  audience: AnnouncementRow['audience'];
  plan: string | null;
  tenantIds: string[];
  startsAt: Date;
  endsAt: Date;
  createdBy: string;
  emailAdmins: boolean;
}

export async function insertAnnouncement(
  db: Queryable,
  a: NewAnnouncement,
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

/**
 * Per announcement: emails sent, and what is still on its way: emails queued, sending or being
 * retried, plus each tenant whose job (`queue`) has not yet looked up its admins.
 */
export async function announcementEmailCounts(
  db: Queryable,
  announcementIds: string[],
  queue: string,
): Promise<Map<string, { emailed: number; pending: number }>> {
  if (announcementIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; emailed: string; pending: string }>(
    `SELECT id, sum(emailed) AS emailed, sum(pending) AS pending FROM (
       SELECT data ->> 'announcementId' AS id,
              count(*) FILTER (WHERE status = 'sent') AS emailed,
              count(*) FILTER (WHERE status IN ('queued', 'sending', 'retrying')) AS pending
         FROM email_log
        WHERE template = 'announcement' AND data ->> 'announcementId' = ANY ($1::text[])
        GROUP BY 1
       UNION ALL
       SELECT data ->> 'announcementId', 0, count(*)
         FROM pgboss.job
        WHERE name = $2 AND state IN ('created', 'retry', 'active')
          AND data ->> 'announcementId' = ANY ($1::text[])
        GROUP BY 1
     ) AS counts GROUP BY id`,
    [announcementIds, queue],
  );
  return new Map(
    rows.map((r) => [r.id, { emailed: Number(r.emailed), pending: Number(r.pending) }]),
  );
}
