import { Link } from 'react-router';
import { Badge, EmptyState, QueryState, useApiQuery } from '@portico/frontend-kit';
import { INBOX, preview, shortTime } from './types';

const LATEST = 5;

/** The member dashboard's Messages tab: the latest conversations, each opening its thread. */
export function LatestMessages() {
  const inbox = useApiQuery(INBOX, { params: { query: { limit: LATEST } } });
  return (
    <QueryState
      query={inbox}
      loadingLabel="Loading messages"
      error="Your messages could not be loaded."
      isEmpty={(answer) => answer.conversations.length === 0}
      empty={
        <EmptyState title="No messages yet.">
          <Link to="/messages">Write to your team</Link>
        </EmptyState>
      }
    >
      {(answer) => (
        <>
          <ul className="item-list" aria-label="Latest messages">
            {answer.conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link to={`/messages?conversation=${conversation.id}`}>
                  {conversation.subject || 'Conversation'}
                </Link>
                <span className="item-list__meta">
                  {preview(conversation.last_message)} · {shortTime(conversation.last_message_at)}
                </span>
                {conversation.unread_count > 0 && (
                  <Badge tone="blue">{`${conversation.unread_count} unread`}</Badge>
                )}
              </li>
            ))}
          </ul>
          <Link to="/messages">All messages</Link>
        </>
      )}
    </QueryState>
  );
}
