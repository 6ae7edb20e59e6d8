import { useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Icon,
  NotAvailableYet,
  QueryState,
  type FeatureQuery,
} from '@portico/frontend-kit';
import { InviteModal } from './InviteModal';
import { displayName } from './model';
import './users.css';

/** The dashboard's counts come with the recent users (one read). */
export const totalClients = (answer: unknown) =>
  (answer as { total_clients?: number } | undefined)?.total_clients ?? 0;
export const activeClients = (answer: unknown) =>
  (answer as { active_clients?: number } | undefined)?.active_clients ?? 0;

/**
 * Recent Users (spec part 1 §2): the newest people, Active once they have signed in, else
 * Pending; Add User opens the invite.
 */
export function RecentUsers({ users }: { users: FeatureQuery<'/api/users/recent'> }) {
  const [inviting, setInviting] = useState(false);
  if (!users.declared) return <NotAvailableYet feature="The people of your portal" />;
  return (
    <>
      <QueryState
        query={users}
        loadingLabel="Loading users"
        error="Failed to fetch users"
        isEmpty={(answer) => answer.users.length === 0}
        empty={<EmptyState title="No users yet" icon={<Icon name="users" />} />}
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
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="orange">Pending</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Button size="sm" variant="secondary" onClick={() => setInviting(true)}>
        Add User
      </Button>
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
    </>
  );
}
