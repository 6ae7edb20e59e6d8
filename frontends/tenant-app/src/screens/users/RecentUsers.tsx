import { useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  type ApiAnswer,
  type QueryLike,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { InviteModal } from './InviteModal';
import { displayName } from './model';
import './users.css';

type RecentUsersAnswer = ApiAnswer<'get', '/api/users/recent'>;

/** The dashboard's counts come with the recent users (one read). */
export const totalClients = (answer: RecentUsersAnswer) => answer.total_clients;
export const activeClients = (answer: RecentUsersAnswer) => answer.active_clients;

/**
 * Recent Users (docs/product.md §2): the newest people, Active once they have signed in, else
 * Pending; Add User opens the invite.
 */
export function RecentUsers({ users }: { users: QueryLike<RecentUsersAnswer> }) {
  const intl = useIntl();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <QueryState
        query={users}
        loadingLabel={intl.formatMessage({ id: 'users.loading' })}
        error={intl.formatMessage({ id: 'users.failed' })}
        isEmpty={(answer) => answer.users.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'users.empty' })}
            icon={<Icon name="users" />}
          />
        }
      >
        {(answer) => (
          <ul className="item-list">
            {answer.users.map((user) => (
              <li key={user.id}>
                <span className="users-name">
                  <Avatar
                    firstName={user.first_name}
                    lastName={user.last_name}
                    email={user.email}
                    color={user.profile_color}
                    size="sm"
                  />
                  {displayName(user)}
                </span>
                {user.last_active ? (
                  <Badge tone="green">{intl.formatMessage({ id: 'users.status.active' })}</Badge>
                ) : (
                  <Badge tone="orange">{intl.formatMessage({ id: 'users.status.pending' })}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button size="sm" variant="secondary" onClick={() => setInviting(true)}>
        {intl.formatMessage({ id: 'users.add' })}
      </Button>
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
    </>
  );
}
