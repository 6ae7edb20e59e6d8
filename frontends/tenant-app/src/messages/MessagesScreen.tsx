/**
 * Messages (issue 27 item 5): the inbox beside the open thread, for the team (every conversation
 * of the workspace, filtered) and for clients (their own). On a phone one pane shows at a time:
 * the list, or the thread with a way back. Live through the stream (useMessagesLive).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIENCES, Button, EmptyState, inAudience, useActiveTenant } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { ConversationList } from './ConversationList';
import { NewConversation } from './NewConversation';
import { ThreadView } from './ThreadView';
import { useMessagesLive } from './useMessagesLive';
import './messages.css';

const OPEN = 'conversation';

export function MessagesScreen() {
  const { activeMembership, isSuperAdmin } = useActiveTenant();
  const role = activeMembership?.role_key || activeMembership?.role || '';
  const staff = isSuperAdmin || inAudience(AUDIENCES.team, [role]);
  const [params, setParams] = useSearchParams();
  const selected = params.get(OPEN);
  const [composing, setComposing] = useState(false);
  const intl = useIntl();
  useMessagesLive();

  const show = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN, id);
      else next.delete(OPEN);
      return next;
    });

  return (
    <div className="screen messages-screen">
      <ScreenHeader
        title={intl.formatMessage({ id: 'messages.title' })}
        actions={
          <Button onClick={() => setComposing(true)}>
            {intl.formatMessage({ id: 'messages.new' })}
          </Button>
        }
      />
      <div className={selected ? 'messages-layout messages-layout--thread' : 'messages-layout'}>
        <ConversationList staff={staff} selected={selected} onSelect={show} />
        <section
          className="messages-thread"
          aria-label={intl.formatMessage({ id: 'messages.conversation' })}
        >
          {selected ? (
            <ThreadView key={selected} id={selected} staff={staff} onBack={() => show(null)} />
          ) : (
            <EmptyState title={intl.formatMessage({ id: 'messages.choose' })} />
          )}
        </section>
      </div>
      {composing && (
        <NewConversation
          staff={staff}
          onClose={() => setComposing(false)}
          onStarted={(id) => {
            setComposing(false);
            show(id);
          }}
        />
      )}
    </div>
  );
}
