/**
 * Announcements by email, when the super admin ticks 'Also email tenant admins'. While the
 * super admin's call lasts, tenancy (on their behalf: the tenant list is theirs to read) names
 * the audience's tenants with their brand; the announcement and one job per tenant are then
 * written in one transaction. Each job, later and with no caller, asks tenancy's service-only
 * ListTenantAdmins and identity's GetUsers for that tenant's admins and queues one branded
 * email per admin through the durable email job (skipped, not sent, for synthetic traffic).
 * A failed lookup throws, so pg-boss retries the tenant's job; emails already queued are not
 * queued twice (the log is unique per tenant, template and address).
 */
import {
  precondition,
  type CallContext,
  type Database,
  type Logger,
  type Queryable,
} from '@portico/kit';
import type { TenancyClient } from '../clients/tenancy';
import type { Branding } from '../email/templates';
import { announcementEmailCounts } from '../store/announcements';
import { queueEmail } from './emailOutbox';
import type { JobQueue } from '@portico/kit';
import type { AdminEmails } from '../clients/admins';
import type { Audience } from './announcements';

export const ANNOUNCEMENT_EMAIL_QUEUE = 'announcement-email';
export const EMAIL_ADMINS_UNAVAILABLE = 'Emailing tenant admins is not available';

/** A tenant of the audience, with what its emails are branded with. */
export interface AudienceTenant {
  id: string;
  name: string;
  color: string;
}

export interface AnnouncementEmailJob {
  announcementId: string;
  tenant: AudienceTenant;
  title: string;
  message: string;
  synthetic: boolean;
}

const PAGE_SIZE = 100;
/** Tenant details asked at once: enough to be quick, few enough to spare tenancy. */
const CONCURRENCY = 8;

async function mapLimited<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      out[at] = await fn(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

/**
 * The tenants an announcement reaches, as the super admin may see them; suspended tenants are
 * left out (their members cannot sign in to read it). Throws what tenancy answered, so the
 * announcement is not made when its audience cannot be named.
 */
export async function audienceTenants(
  tenancy: TenancyClient | undefined,
  ctx: CallContext,
  audience: { audience: Audience; plan?: string | null; tenantIds?: string[] },
): Promise<AudienceTenant[]> {
  if (!tenancy) throw precondition(EMAIL_ADMINS_UNAVAILABLE, 'email_unavailable');
  let ids: string[];
  if (audience.audience === 'tenants') ids = [...new Set(audience.tenantIds ?? [])];
  else {
    ids = [];
    for (let page = 1; ; page += 1) {
      const answer = await tenancy.ListPlatformTenants(
        {
          tier: audience.audience === 'plan' ? (audience.plan ?? '') : '',
          page,
          page_size: PAGE_SIZE,
        },
        ctx,
      );
      ids.push(...answer.items.filter((t) => t.status !== 'suspended').map((t) => t.id));
      if (answer.items.length < PAGE_SIZE || page * PAGE_SIZE >= answer.total) break;
    }
  }
  const details = await mapLimited(ids, (id) => tenancy.GetPlatformTenant({ tenant_id: id }, ctx));
  return details
    .filter((d) => d.tenant && d.tenant.status !== 'suspended')
    .map((d) => ({ id: d.tenant!.id, name: d.tenant!.name, color: d.brand_color }));
}

/** Queues one job per tenant, inside the transaction that writes the announcement. */
export async function queueAnnouncementEmails(
  tx: Queryable,
  queue: JobQueue,
  jobs: AnnouncementEmailJob[],
): Promise<void> {
  for (const job of jobs) await queue.send<AnnouncementEmailJob>(ANNOUNCEMENT_EMAIL_QUEUE, job, tx);
}

export interface AnnouncementEmailDeps {
  db: Database;
  queue: JobQueue;
  logger: Logger;
  /** Tenancy's ListTenantAdmins then identity's GetUsers (clients/admins.ts). */
  adminEmails?: AdminEmails;
  /** The portal's address, for the email's one link. */
  publicUrl?: string;
}

/** One tenant's job: each active admin gets one email branded with the tenant. */
export async function emailTenantAdmins(
  deps: AnnouncementEmailDeps,
  job: AnnouncementEmailJob,
): Promise<number> {
  if (!deps.adminEmails) throw new Error(EMAIL_ADMINS_UNAVAILABLE);
  const emails = [...new Set((await deps.adminEmails(job.tenant.id)).map((e) => e.toLowerCase()))];
  const branding: Branding = { name: job.tenant.name, color: job.tenant.color };
  for (const to of emails)
    await queueEmail(deps, {
      eventId: `announcement:${job.announcementId}:${job.tenant.id}`,
      tenantId: job.tenant.id,
      to,
      template: 'announcement',
      data: {
        branding,
        tenantName: job.tenant.name,
        title: job.title,
        message: job.message,
        announcementId: job.announcementId,
        ...(deps.publicUrl ? { link: deps.publicUrl } : {}),
      },
      synthetic: job.synthetic,
    });
  deps.logger.info(
    { announcement_id: job.announcementId, tenant_id: job.tenant.id, admins: emails.length },
    'announcement emails queued',
  );
  return emails.length;
}

export async function startAnnouncementEmailWorker(deps: AnnouncementEmailDeps): Promise<void> {
  await deps.queue.createQueue(ANNOUNCEMENT_EMAIL_QUEUE, {
    retryLimit: 5,
    retryDelaySeconds: 30,
  });
  await deps.queue.work<AnnouncementEmailJob>(ANNOUNCEMENT_EMAIL_QUEUE, async (job) => {
    await emailTenantAdmins(deps, job.data);
  });
}

/**
 * Per announcement: emails sent, and what is still on its way: emails queued, sending or being
 * retried, plus each tenant whose admins are still being looked up (its job not yet done), so
 * a fresh announcement reads as pending rather than as nobody emailed.
 */
export const emailCounts = (db: Queryable, announcementIds: string[]) =>
  announcementEmailCounts(db, announcementIds, ANNOUNCEMENT_EMAIL_QUEUE);
