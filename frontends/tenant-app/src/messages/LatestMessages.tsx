import { Link } from 'react-router';
import { Badge, EmptyState, QueryState, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { INBOX, preview, shortTime } from './types';

const LATEST = 5;

/** The member dashboard's Messages tab: the latest conversations, each opening its thread. */
export function LatestMessages() {
  const intl = useIntl();
  const inbox = useApiQuery(INBOX, { params: { query: { limit: LATEST } } });
  return (
    <QueryState
      query={inbox}
      loadingLabel={intl.formatMessage({ id: 'messages.latest.loading' })}
      error={intl.formatMessage({ id: 'messages.latest.failed' })}
      isEmpty={(answer) => answer.conversations.length === 0}
      empty={
        <EmptyState title={intl.formatMessage({ id: 'messages.none' })}>
          <Link to="/messages">{intl.formatMessage({ id: 'messages.latest.write' })}</Link>
        </EmptyState>
      }
    >
      {(answer) => (
        <>
          <ul className="item-list" aria-label={intl.formatMessage({ id: 'messages.latest.list' })}>
            {answer.conversations.map((conversation) => (
              <li key={conversation.id}>
                <Link to={`/messages?conversation=${conversation.id}`}>
                  {conversation.subject || intl.formatMessage({ id: 'messages.conversation' })}
                </Link>
                <span className="item-list__meta">
                  {intl.formatMessage(
                    { id: 'messages.latest.meta' },
                    {
                      preview: preview(intl, conversation.last_message),
                      time: shortTime(intl, conversation.last_message_at),
                    },
                  )}
                </span>
                {conversation.unread_count > 0 && (
                  <Badge tone="blue">
                    {intl.formatMessage(
                      { id: 'messages.unread' },
                      { count: conversation.unread_count },
                    )}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
          <Link to="/messages">{intl.formatMessage({ id: 'messages.latest.all' })}</Link>
        </>
      )}
    </QueryState>
  );
}
