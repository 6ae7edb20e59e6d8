/**
 * The user drawer's activity (spec part 1 §2 variant B): the member's entries of this
 * tenant's audit log, newest first — what they did (sign-ins, uploads, submissions) and what
 * was done to them (invited, role changed, suspended). Admins only; the server keeps it to
 * the tenant's own rows.
 */
import { EmptyState, Icon, QueryState, useApiQuery } from '@portico/frontend-kit';

const LABELS: Record<string, string> = {
  'auth.sign_in_success': 'Signed in',
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

/** A readable label for an action the list does not name: "file.shared" → "File shared". */
export function activityLabel(action: string): string {
  const known = LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function UserActivity({ userId }: { userId: string }) {
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
                <span>{activityLabel(entry.action)}</span>
                <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
