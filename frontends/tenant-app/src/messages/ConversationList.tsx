import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  SelectField,
  SkeletonList,
  errorMessage,
  useApiQuery,
} from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';
import { Headline } from './MessageBody';
import { INBOX, preview, shortTime, type Conversation } from './types';

type Filter = 'all' | 'mine' | 'unassigned';
type Status = 'open' | 'closed';

const FILTERS = defineMessages({
  all: { id: 'messages.filter.all' },
  mine: { id: 'messages.filter.mine' },
  unassigned: { id: 'messages.filter.unassigned' },
});

/**
 * What an empty list says: "No conversations yet." under a filter told the team there were
 * none at all while All showed some.
 */
const EMPTY = defineMessages({
  all: { id: 'messages.list.empty' },
  mine: { id: 'messages.list.emptyMine' },
  unassigned: { id: 'messages.list.emptyUnassigned' },
  closed: { id: 'messages.list.emptyClosed' },
});

/**
 * The inbox: the team filters by mine, unassigned, open and closed; everyone searches their
 * messages (best match first, the matched words marked) and opens a conversation.
 */
export function ConversationList({
  staff,
  selected,
  onSelect,
}: {
  staff: boolean;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('all');
  const [status, setStatus] = useState<Status>('open');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const inbox = useApiQuery(INBOX, {
    params: { query: { status, ...(staff ? { filter } : {}) } },
  });
  const hits = useApiQuery(
    '/api/messages/search',
    { params: { query: { q: query } } },
    { enabled: query !== '' },
  );

  return (
    <section className="conversation-list" aria-label={intl.formatMessage({ id: 'messages.list' })}>
      <form
        className="conversation-list__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label className="pt-visually-hidden" htmlFor="message-search">
          {intl.formatMessage({ id: 'messages.search.label' })}
        </label>
        <input
          id="message-search"
          className="pt-input"
          type="search"
          placeholder={intl.formatMessage({ id: 'messages.search.label' })}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setQuery('');
          }}
        />
        <Button type="submit" variant="secondary" size="sm">
          {intl.formatMessage({ id: 'messages.search.submit' })}
        </Button>
      </form>
      {query ? (
        <SearchResults
          query={query}
          hits={hits}
          onSelect={onSelect}
          onClear={() => {
            setTyped('');
            setQuery('');
          }}
        />
      ) : (
        <>
          <div className="conversation-list__filters">
            {staff && (
              <SelectField
                label={intl.formatMessage({ id: 'messages.filter.show' })}
                value={filter}
                options={(Object.keys(FILTERS) as Filter[]).map((value) => ({
                  value,
                  label: intl.formatMessage(FILTERS[value]),
                }))}
                onChange={(event) => setFilter(event.target.value as Filter)}
              />
            )}
            <div
              className="segmented"
              role="group"
              aria-label={intl.formatMessage({ id: 'messages.status' })}
            >
              {(['open', 'closed'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={status === value}
                  onClick={() => setStatus(value)}
                >
                  {intl.formatMessage({
                    id: value === 'open' ? 'messages.status.open' : 'messages.status.closed',
                  })}
                </button>
              ))}
            </div>
          </div>
          {inbox.status === 'pending' ? (
            <SkeletonList label={intl.formatMessage({ id: 'messages.list.loading' })} />
          ) : inbox.status === 'error' ? (
            <Alert tone="error">
              {errorMessage(inbox.error, intl.formatMessage({ id: 'messages.list.failed' }))}
            </Alert>
          ) : inbox.data.conversations.length === 0 ? (
            <EmptyState
              title={intl.formatMessage(EMPTY[status === 'closed' ? 'closed' : filter])}
              icon={<Icon name="message" />}
            />
          ) : (
            <ul className="conversation-items">
              {inbox.data.conversations.map((conversation) => (
                <ConversationItem
                  key={conversation.id}
                  conversation={conversation}
                  current={conversation.id === selected}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ConversationItem({
  conversation,
  current,
  onSelect,
}: {
  conversation: Conversation;
  current: boolean;
  onSelect: (id: string) => void;
}) {
  const intl = useIntl();
  const people = conversation.participants.map((p) => p.name).join(', ');
  const unread = conversation.unread_count;
  return (
    <li>
      <button
        type="button"
        className={current ? 'conversation-item conversation-item--current' : 'conversation-item'}
        aria-current={current ? 'true' : undefined}
        onClick={() => onSelect(conversation.id)}
      >
        <span className="conversation-item__top">
          <span className={unread > 0 ? 'conversation-item__subject--unread' : undefined}>
            {conversation.subject || people || intl.formatMessage({ id: 'messages.conversation' })}
          </span>
          <time dateTime={conversation.last_message_at}>
            {shortTime(intl, conversation.last_message_at)}
          </time>
        </span>
        <span className="conversation-item__preview">
          {preview(intl, conversation.last_message)}
        </span>
        <span className="conversation-item__people">{people}</span>
        {unread > 0 && (
          <Badge tone="blue">
            {intl.formatMessage({ id: 'messages.unread' }, { count: unread })}
          </Badge>
        )}
      </button>
    </li>
  );
}

function SearchResults({
  query,
  hits,
  onSelect,
  onClear,
}: {
  query: string;
  hits: ReturnType<typeof useApiQuery<'/api/messages/search'>>;
  onSelect: (id: string) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="search-results">
      <div className="search-results__header">
        <h3>{intl.formatMessage({ id: 'messages.search.results' }, { query })}</h3>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {intl.formatMessage({ id: 'messages.search.clear' })}
        </Button>
      </div>
      {hits.status === 'pending' ? (
        <SkeletonList label={intl.formatMessage({ id: 'messages.search.loading' })} />
      ) : hits.status === 'error' ? (
        <Alert tone="error">
          {errorMessage(hits.error, intl.formatMessage({ id: 'messages.search.failed' }))}
        </Alert>
      ) : hits.data.hits.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'messages.search.none' })} />
      ) : (
        <ul className="conversation-items">
          {hits.data.hits.map((hit) => (
            <li key={hit.message.id}>
              <button
                type="button"
                className="conversation-item"
                onClick={() => onSelect(hit.message.conversation_id)}
              >
                <span className="conversation-item__top">
                  <span>
                    {hit.conversation_subject ||
                      intl.formatMessage({ id: 'messages.conversation' })}
                  </span>
                  <time dateTime={hit.message.created_at}>
                    {shortTime(intl, hit.message.created_at)}
                  </time>
                </span>
                <span className="conversation-item__preview">
                  <Headline html={hit.headline} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
