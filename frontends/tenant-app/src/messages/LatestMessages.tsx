import { Link } from 'react-router';
import { Badge, EmptyState, QueryState, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { INBOX, preview, shortTime } from './types';

const LATEST = 5;

/**
 * The member dashboard's Messages tab: the latest conversations in a card like the other tabs',
 * each its subject over its last message (stacked, so a phone keeps the subject on one line).
 */
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
        <section className="pt-card latest-messages" aria-labelledby="latest-messages">
          <h2 className="pt-card__title" id="latest-messages">
            {intl.formatMessage({ id: 'messages.latest.list' })}
          </h2>
          <ul className="item-list">
            {answer.conversations.map((conversation) => (
              <li key={conversation.id}>
                <span className="latest-messages__text">
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
          <Link className="panel-link" to="/messages">
            {intl.formatMessage({ id: 'messages.latest.all' })}
          </Link>
        </section>
      )}
    </QueryState>
  );
}
