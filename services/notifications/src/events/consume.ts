/**
 * Which events become which emails. Identity's user events carry the links (sign-up
 * confirmation, password reset, email change, account setup) and the welcome after a first
 * profile save; tenancy's invitation carries the invitation link, the tenant and the role key.
 * Content's FileUploaded with notify_user tells the recipient a file was shared with them, and
 * its TaskEvent.due reminds a task's assignee the day before and on the due day.
 * Each names the tenant it is about, or the person it goes to, so queueEmail can brand it and
 * write it in their language (domain/emailOutbox.ts `addressed`). Events marked synthetic
 * (load tests) are logged as skipped and send nothing.
 */
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { emailLogoUrl } from '../clients/emailAudience';
import type { PeopleOf } from '../clients/people';
import type { RoleMembers } from '../clients/roleMembers';
import type { EmailDeps, EmailToQueue } from '../domain/emailOutbox';
import { queueEmail } from '../domain/emailOutbox';

export const EMAIL_TOPICS = [
  TOPICS.identityUser,
  TOPICS.tenancyMembership,
  TOPICS.contentFile,
  TOPICS.contentTask,
];

/** The file page the notify-user email links to, in the file's workspace. */
export function fileLink(publicUrl: string | undefined, tenantId: string, fileId: string) {
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  const query = new URLSearchParams({ file: fileId, tenant_id: tenantId });
  return `${base}/my-files?${query.toString()}`;
}

type Planned = Omit<EmailToQueue, 'eventId'>;

export { emailLogoUrl };

export function emailsFor(event: IncomingEvent, publicUrl?: string): Planned[] {
  if (event.topic === TOPICS.identityUser) {
    const user = decodeEvent('portico.events.v1.UserEvent', event.payload);
    const synthetic = user.synthetic === true;
    const to = user.email;
    const userId = user.user_id || undefined;
    if (user.email_verification_requested && to) {
      const { verify_url, expires_at } = user.email_verification_requested;
      return [
        {
          to,
          template: 'signup_confirmation',
          userId,
          data: { link: verify_url, expiresAt: expires_at },
          synthetic,
        },
      ];
    }
    if (user.password_reset_requested) {
      const reset = user.password_reset_requested;
      return [
        {
          to: reset.email || to,
          template: 'password_reset',
          userId,
          data: { link: reset.reset_url, expiresAt: reset.expires_at },
          synthetic,
        },
      ];
    }
    if (user.email_change_requested && to) {
      const change = user.email_change_requested;
      return [
        {
          to: change.new_email,
          template: 'email_change_confirmation',
          userId,
          data: {
            link: change.confirm_url,
            expiresAt: change.expires_at,
            newEmail: change.new_email,
          },
          synthetic,
        },
        {
          to,
          userId,
          template: 'email_change_notice',
          data: { newEmail: change.new_email },
          synthetic,
        },
      ];
    }
    if (user.account_setup_requested && to) {
      const setup = user.account_setup_requested;
      return [
        {
          to,
          userId,
          tenantId: setup.tenant_id || undefined,
          template: 'account_setup',
          data: {
            link: setup.setup_url,
            expiresAt: setup.expires_at,
            tenantName: setup.tenant_name,
            branding: setup.tenant_name ? { name: setup.tenant_name, color: '' } : undefined,
          },
          synthetic,
        },
      ];
    }
    if (user.profile_saved?.first_time && to) {
      return [
        {
          to,
          template: 'welcome',
          userId,
          data: { firstName: user.profile_saved.first_name, link: publicUrl },
          synthetic,
        },
      ];
    }
    return [];
  }
  if (event.topic === TOPICS.tenancyMembership) {
    const membership = decodeEvent('portico.events.v1.MembershipEvent', event.payload);
    const invite = membership.invited;
    if (!invite?.email) return [];
    return [
      {
        to: invite.email,
        tenantId: membership.tenant_id || undefined,
        template: 'invitation',
        data: {
          link: invite.invite_url,
          expiresAt: invite.expires_at,
          tenantName: invite.tenant_name,
          role: invite.role,
          branding: invite.tenant_name
            ? {
                name: invite.tenant_name,
                color: '',
                logoUrl: emailLogoUrl(publicUrl, invite.tenant_logo_url ?? ''),
              }
            : undefined,
        },
        // The event's own flag (tenancy sets it from the caller's x-synthetic); the header
        // is kept for events published before the field existed.
        synthetic: membership.synthetic === true || event.headers['x-synthetic'] === '1',
      },
    ];
  }
  if (event.topic === TOPICS.contentFile) {
    const file = decodeEvent('portico.events.v1.FileEvent', event.payload);
    const uploaded = file.uploaded;
    if (!uploaded?.notify_user || !uploaded.recipient_email) return [];
    return [
      {
        to: uploaded.recipient_email,
        tenantId: file.tenant_id || undefined,
        template: 'file_shared',
        data: {
          link: fileLink(publicUrl, file.tenant_id, file.file_id),
          title: uploaded.title,
          message: uploaded.message,
        },
        synthetic: event.headers['x-synthetic'] === '1',
      },
    ];
  }
  return [];
}

/**
 * A file shared with a role (no one person) with "Email the recipient": one email to each
 * active member holding the role, but not to the admin who shared it.
 */
export async function roleShareEmails(
  event: IncomingEvent,
  members: RoleMembers | undefined,
  publicUrl?: string,
): Promise<Planned[]> {
  if (event.topic !== TOPICS.contentFile) return [];
  const file = decodeEvent('portico.events.v1.FileEvent', event.payload);
  const uploaded = file.uploaded;
  // Content files a share with no one person under its uploader (user_id = uploaded_by); a
  // file for someone else is theirs to be told of (the notify-user email above).
  if (!uploaded?.notify_user || uploaded.recipient_email) return [];
  if (uploaded.user_id && uploaded.user_id !== uploaded.uploaded_by) return [];
  const roles = uploaded.assigned_roles.filter(Boolean);
  if (!members || roles.length === 0 || !file.tenant_id) return [];
  const role = roles.includes('all') ? 'all' : roles.length === 1 ? roles[0] : undefined;
  return (await members(file.tenant_id, roles))
    .filter((member) => member.userId !== uploaded.uploaded_by)
    .map((member) => ({
      to: member.email,
      userId: member.userId,
      tenantId: file.tenant_id,
      template: 'file_shared' as const,
      data: {
        link: fileLink(publicUrl, file.tenant_id, file.file_id),
        title: uploaded.title,
        message: uploaded.message,
        role: role ?? member.roleKey,
      },
      synthetic: event.headers['x-synthetic'] === '1',
    }));
}

/**
 * A task due tomorrow or today (content's reminder run, TaskEvent.due): its assignee hears of
 * it, with a link to their tasks in the task's workspace; the role it was given to, if one, is
 * named by the tenant's label (queueEmail's audience).
 */
export async function taskReminderEmails(
  event: IncomingEvent,
  peopleOf: PeopleOf | undefined,
  publicUrl?: string,
): Promise<Planned[]> {
  if (event.topic !== TOPICS.contentTask || !peopleOf) return [];
  const decoded = decodeEvent('portico.events.v1.TaskEvent', event.payload);
  const due = decoded.due;
  if (!due?.user_id || !decoded.tenant_id) return [];
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  const link = `${base}/tasks?${new URLSearchParams({ tenant_id: decoded.tenant_id }).toString()}`;
  return (await peopleOf([due.user_id])).map((person) => ({
    to: person.email,
    userId: due.user_id,
    tenantId: decoded.tenant_id,
    template: 'task_due' as const,
    data: {
      firstName: person.firstName,
      title: due.title,
      dueOn: due.due_on,
      when: due.when === 'today' ? ('today' as const) : ('tomorrow' as const),
      ...(due.role ? { role: due.role } : {}),
      link,
    },
    synthetic: event.headers['x-synthetic'] === '1',
  }));
}

export function emailEventHandler(
  deps: Pick<EmailDeps, 'db' | 'queue' | 'audience'> & {
    roleMembers?: RoleMembers;
    peopleOf?: PeopleOf;
  },
  publicUrl?: string,
): (event: IncomingEvent) => Promise<void> {
  return async (event) => {
    const planned = [
      ...emailsFor(event, publicUrl),
      ...(await roleShareEmails(event, deps.roleMembers, publicUrl)),
      ...(await taskReminderEmails(event, deps.peopleOf, publicUrl)),
    ];
    for (const email of planned) {
      await queueEmail(deps, { ...email, eventId: event.id });
    }
  };
}
