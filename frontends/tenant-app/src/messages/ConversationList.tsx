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
import { Headline } from './MessageBody';
import { INBOX, preview, shortTime, type Conversation } from './types';

type Filter = 'all' | 'mine' | 'unassigned';
type Status = 'open' | 'closed';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All conversations' },
  { value: 'mine', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];

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
    <section className="conversation-list" aria-label="Conversations">
      <form
        className="conversation-list__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label className="pt-visually-hidden" htmlFor="message-search">
          Search messages
        </label>
        <input
          id="message-search"
          className="pt-input"
          type="search"
          placeholder="Search messages"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setQuery('');
          }}
        />
        <Button type="submit" variant="secondary" size="sm">
          Search
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
                label="Show"
                value={filter}
                options={FILTERS}
                onChange={(event) => setFilter(event.target.value as Filter)}
              />
            )}
            <div className="segmented" role="group" aria-label="Status">
              {(['open', 'closed'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={status === value}
                  onClick={() => setStatus(value)}
                >
                  {value === 'open' ? 'Open' : 'Closed'}
                </button>
              ))}
            </div>
          </div>
          {inbox.status === 'pending' ? (
            <SkeletonList label="Loading conversations" />
          ) : inbox.status === 'error' ? (
            <Alert tone="error">
              {errorMessage(inbox.error, 'Your conversations could not be loaded.')}
            </Alert>
          ) : inbox.data.conversations.length === 0 ? (
            <EmptyState
              title={status === 'open' ? 'No conversations yet.' : 'No closed conversations.'}
              icon={<Icon name="file" />}
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
            {conversation.subject || people || 'Conversation'}
          </span>
          <time dateTime={conversation.last_message_at}>
            {shortTime(conversation.last_message_at)}
          </time>
        </span>
        <span className="conversation-item__preview">{preview(conversation.last_message)}</span>
        <span className="conversation-item__people">{people}</span>
        {unread > 0 && <Badge tone="blue">{`${unread} unread`}</Badge>}
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
  return (
    <div className="search-results">
      <div className="search-results__header">
        <h3>Results for “{query}”</h3>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear search
        </Button>
      </div>
      {hits.status === 'pending' ? (
        <SkeletonList label="Searching" />
      ) : hits.status === 'error' ? (
        <Alert tone="error">{errorMessage(hits.error, 'The search could not be run.')}</Alert>
      ) : hits.data.hits.length === 0 ? (
        <EmptyState title="No messages match." />
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
                  <span>{hit.conversation_subject || 'Conversation'}</span>
                  <time dateTime={hit.message.created_at}>{shortTime(hit.message.created_at)}</time>
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
