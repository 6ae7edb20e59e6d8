/**
 * The user drawer's activity (docs/product.md §2 variant B): the member's entries of this
 * tenant's audit log, newest first — what they did (sign-ins, uploads, submissions) and what
 * was done to them (invited, role changed, suspended). Admins only; the server keeps it to
 * the tenant's own rows.
 */
import { EmptyState, Icon, QueryState, useApiQuery, useKitIntl } from '@portico/frontend-kit';

const LABELS: Record<string, string> = {
  'auth.sign_in_success': 'Signed in',
  'auth.tenant_sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'membership.invited': 'Invited',
  'membership.accepted': 'Joined the workspace',
  'membership.created_pending': 'Account created by an admin',
  'membership.activated': 'Set a password and signed in',
  'membership.role_changed': 'Role changed',
  'membership.suspended': 'Suspended',
  'membership.reactivated': 'Reactivated',
  'membership.removed': 'Removed',
  'file.uploaded': 'Uploaded a file',
  'file.deleted': 'Deleted a file',
  'file.opened': 'Opened a file',
  'form.submitted': 'Submitted a form',
};

/** What an entry's details name, when they name it as text. */
const named = (details: Record<string, unknown> | undefined, key: string): string | null => {
  const value = details?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * A readable label: the file or form by name where the entry carries it ('Uploaded
 * report.pdf', 'Submitted Client intake'), else the action's label, else the action in words
 * ("file.shared" → "File shared").
 */
export function activityLabel(action: string, details?: Record<string, unknown>): string {
  const file = named(details, 'file_name');
  if (action === 'file.uploaded' && file) return `Uploaded ${file}`;
  if (action === 'file.deleted' && file) return `Deleted ${file}`;
  const form = named(details, 'form_title');
  if (action === 'form.submitted' && form) return `Submitted ${form}`;
  const known = LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const exactly = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function UserActivity({ userId }: { userId: string }) {
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const activity = useApiQuery('/api/users/{id}/activity', { params: { path: { id: userId } } });
  return (
    <section aria-labelledby="user-activity-title">
      <h3 id="user-activity-title">Activity</h3>
      <QueryState
        query={activity}
        loadingLabel="Loading activity"
        error="Failed to fetch activity"
        isEmpty={(answer) => answer.activity.length === 0}
        empty={<EmptyState title="No activity yet" icon={<Icon name="users" />} />}
      >
        {(answer) => (
          <ol className="item-list">
            {answer.activity.map((entry) => (
              <li key={entry.id}>
                <span>{activityLabel(entry.action, entry.details)}</span>
                <time
                  className="item-list__meta"
                  dateTime={entry.created_at}
                  title={exactly(entry.created_at)}
                >
                  {relativeTime(entry.created_at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
