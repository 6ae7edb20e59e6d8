import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  SkeletonList,
  errorMessage,
  useApi,
  useApiMutation,
  useApiQuery,
  useSessionUserId,
} from '@portico/frontend-kit';
import { useIntl, type Intl } from '../i18n';
import { Composer } from './Composer';
import { ConversationPanel } from './ConversationPanel';
import { MessageItem } from './MessageItem';
import { INBOX, THREAD, UNREAD, type ChatMessage, type Thread } from './types';

/**
 * "Seen by" at each person's read position, apart from the reader: a name stands under the
 * newest shown message that person has read and did not write (the seq of that message, each
 * name once): posting moves the sender's own position to their message, and "Seen by" its own
 * writer says nothing. A position older than every such message shows nowhere.
 */
export function seenByAt(
  intl: Intl,
  thread: Pick<Thread, 'people' | 'read_positions'>,
  messages: readonly Pick<ChatMessage, 'seq' | 'sender_id'>[],
  me: string | null,
): Map<number, string[]> {
  const names = new Map(thread.people.map((p) => [p.id, p.name]));
  const seen = new Map<number, string[]>();
  for (const position of thread.read_positions) {
    if (position.user_id === me) continue;
    const at = messages.findLast(
      (m) => m.seq <= position.last_read_seq && m.sender_id !== position.user_id,
    );
    if (!at) continue;
    const list = seen.get(at.seq) ?? [];
    list.push(names.get(position.user_id) ?? intl.formatMessage({ id: 'messages.someone' }));
    seen.set(at.seq, list);
  }
  return seen;
}

/**
 * One conversation: its messages (earlier pages on request), "Seen by" at each person's read position, the
 * composer, and the details panel (Escape closes it). Shown, it moves the reader's position to
 * the newest message, as new ones arrive too.
 */
export function ThreadView({
  id,
  staff,
  onBack,
}: {
  id: string;
  staff: boolean;
  onBack: () => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const me = useSessionUserId();
  const thread = useApiQuery(THREAD, { params: { path: { id } } });
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderLeft, setOlderLeft] = useState<boolean | null>(null);
  const [olderError, setOlderError] = useState<string | null>(null);
  const [panel, setPanel] = useState(false);
  // Closed by Escape or its Close button, the panel gives focus back to what opened it.
  const details = useRef<HTMLButtonElement>(null);
  const closePanel = () => {
    setPanel(false);
    details.current?.focus();
  };
  const [now, setNow] = useState(() => Date.now());
  const markRead = useApiMutation('post', '/api/conversations/{id}/read', {
    invalidates: [INBOX, UNREAD],
  });
  const end = useRef<HTMLDivElement>(null);
  const [log, setLog] = useState<HTMLDivElement | null>(null);
  // Whether the reader is at the newest message, so what changes below it keeps it in view.
  const atEnd = useRef(true);
  const lastSeq = thread.data?.conversation.last_seq ?? 0;
  const readSeq = thread.data?.conversation.last_read_seq ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (lastSeq > readSeq && document.visibilityState !== 'hidden')
      mutate({ params: { path: { id } }, body: { seq: lastSeq } });
  }, [id, lastSeq, readSeq, mutate]);

  useEffect(() => {
    setNow(Date.now());
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastSeq]);

  // Messages change height after they are first shown (their Markdown arrives with the parser,
  // loaded with the first thread; "Seen by" lines come and go): a reader at the end stays there.
  // Without this an opened thread stopped short of its newest message.
  useEffect(() => {
    if (!log) return undefined;
    const observer = new MutationObserver(() => {
      if (atEnd.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [log]);

  useEffect(() => {
    if (!panel) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanel(false);
      details.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  // On a phone the thread replaces the list, so the way back stays while it loads or fails.
  const back = (
    <Button variant="ghost" size="sm" className="thread__back" onClick={onBack}>
      {intl.formatMessage({ id: 'messages.thread.back' })}
    </Button>
  );
  if (thread.status === 'pending')
    return (
      <div className="thread">
        {back}
        <SkeletonList label={intl.formatMessage({ id: 'messages.thread.loading' })} />
      </div>
    );
  if (thread.status === 'error')
    return (
      <div className="thread">
        {back}
        <Alert tone="error">
          {errorMessage(thread.error, intl.formatMessage({ id: 'messages.thread.failed' }))}
        </Alert>
      </div>
    );

  const data = thread.data;
  const messages = [
    ...older.filter((m) => m.seq < (data.messages[0]?.seq ?? Infinity)),
    ...data.messages,
  ];
  const names = new Map(data.people.map((p) => [p.id, p.name]));
  const seenBy = seenByAt(intl, data, messages, me);
  const hasOlder = olderLeft ?? data.has_older;

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    try {
      const page = await api.get(THREAD, {
        params: { path: { id }, query: { before_seq: first.seq } },
      });
      setOlder((current) => [...page.messages, ...current]);
      setOlderLeft(page.has_older);
      setOlderError(null);
    } catch (failure) {
      setOlderError(
        errorMessage(failure, intl.formatMessage({ id: 'messages.thread.olderFailed' })),
      );
    }
  };

  return (
    <div className={panel ? 'thread thread--panel' : 'thread'}>
      <header className="thread__header">
        {back}
        <h2>{data.conversation.subject || intl.formatMessage({ id: 'messages.conversation' })}</h2>
        {data.conversation.status === 'closed' && (
          <Badge tone="gray">{intl.formatMessage({ id: 'messages.thread.closed' })}</Badge>
        )}
        <Button
          ref={details}
          variant="secondary"
          size="sm"
          aria-expanded={panel}
          onClick={() => setPanel((open) => !open)}
        >
          {intl.formatMessage({ id: 'messages.details' })}
        </Button>
      </header>
      <div className="thread__body">
        <div
          ref={setLog}
          className="thread__messages"
          onScroll={(event) => {
            const box = event.currentTarget;
            atEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
          }}
          role="log"
          aria-label={intl.formatMessage({ id: 'messages.title' })}
        >
          {hasOlder && (
            <Button variant="ghost" size="sm" onClick={() => void loadOlder()}>
              {intl.formatMessage({ id: 'messages.thread.older' })}
            </Button>
          )}
          {olderError && <Alert tone="error">{olderError}</Alert>}
          {messages.length === 0 && (
            <p className="thread__empty">{intl.formatMessage({ id: 'messages.none' })}</p>
          )}
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              senderName={
                names.get(message.sender_id) ?? intl.formatMessage({ id: 'messages.someone' })
              }
              seenBy={seenBy.get(message.seq) ?? []}
              now={now}
            />
          ))}
          <div ref={end} />
        </div>
        {panel && (
          <ConversationPanel conversation={data.conversation} staff={staff} onClose={closePanel} />
        )}
      </div>
      <Composer conversationId={id} />
    </div>
  );
}
