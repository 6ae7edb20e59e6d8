/**
 * The user drawer's activity (docs/product.md §2 variant B): the member's entries of this
 * tenant's audit log, newest first — what they did (sign-ins, uploads, submissions) and what
 * was done to them (invited, role changed, suspended). Admins only; the server keeps it to
 * the tenant's own rows.
 */
import { EmptyState, Icon, QueryState, useApiQuery, useKitIntl } from '@portico/frontend-kit';
import { defineMessages, useIntl, type Intl } from '../../i18n';

const LABELS = defineMessages({
  'auth.sign_in_success': { id: 'users.activity.signedIn' },
  'auth.tenant_sign_in': { id: 'users.activity.signedIn' },
  'auth.sign_in_failed': { id: 'users.activity.signInFailed' },
  'membership.invited': { id: 'users.activity.invited' },
  'membership.accepted': { id: 'users.activity.joined' },
  'membership.created_pending': { id: 'users.activity.createdByAdmin' },
  'membership.activated': { id: 'users.activity.activated' },
  'membership.role_changed': { id: 'users.activity.roleChanged' },
  'membership.suspended': { id: 'users.activity.suspended' },
  'membership.reactivated': { id: 'users.activity.reactivated' },
  'membership.removed': { id: 'users.activity.removed' },
  'file.uploaded': { id: 'users.activity.uploaded' },
  'file.deleted': { id: 'users.activity.deleted' },
  'file.opened': { id: 'users.activity.opened' },
  'form.submitted': { id: 'users.activity.submitted' },
});

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
export function activityLabel(
  intl: Intl,
  action: string,
  details?: Record<string, unknown>,
): string {
  const file = named(details, 'file_name');
  if (action === 'file.uploaded' && file)
    return intl.formatMessage({ id: 'users.activity.uploadedFile' }, { name: file });
  if (action === 'file.deleted' && file)
    return intl.formatMessage({ id: 'users.activity.deletedFile' }, { name: file });
  const form = named(details, 'form_title');
  if (action === 'form.submitted' && form)
    return intl.formatMessage({ id: 'users.activity.submittedForm' }, { name: form });
  const known = (LABELS as Record<string, { id: string }>)[action];
  if (known) return intl.formatMessage(known);
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function UserActivity({ userId }: { userId: string }) {
  const intl = useIntl();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const activity = useApiQuery('/api/users/{id}/activity', { params: { path: { id: userId } } });
  return (
    <section aria-labelledby="user-activity-title">
      <h3 id="user-activity-title">{intl.formatMessage({ id: 'users.activity.title' })}</h3>
      <QueryState
        query={activity}
        loadingLabel={intl.formatMessage({ id: 'users.activity.loading' })}
        error={intl.formatMessage({ id: 'users.activity.failed' })}
        isEmpty={(answer) => answer.activity.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'users.activity.empty' })}
            icon={<Icon name="users" />}
          />
        }
      >
        {(answer) => (
          <ol className="item-list">
            {answer.activity.map((entry) => (
              <li key={entry.id}>
                <span>{activityLabel(intl, entry.action, entry.details)}</span>
                <time
                  className="item-list__meta"
                  dateTime={entry.created_at}
                  title={intl.formatDateTime(entry.created_at)}
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
