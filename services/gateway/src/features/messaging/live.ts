/**
 * Messaging's events, live (issue 27 item 3), and tasks given or done (issue 28): every
 * gateway replica reads the message, conversation and task topics with the consumer group of its
 * own that carries all its events (replicaEvents.ts, from the end of the log), so each sees
 * every event and delivers it to the streams it holds: the tenant's staff and the
 * event's participants (live/hub.ts). What a stream missed while it was away comes from
 * messaging's stream log instead (stream.ts), which is why a replica may start at the end; task
 * lists are read again when a stream reopens.
 *
 * Unread counts are the person's own: after an event reaches someone, their counts are asked of
 * messaging and sent as an `unread` event, at most once per `UNREAD_SPACING_MS` for each person
 * and tenant (one more at the end of it if events came meanwhile).
 */
import { decodeEvent, type IncomingEvent, type Logger } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import type { ServiceClients } from '../../clients';
import type { GatewayDeps } from '../../deps';
import type { Frame, LiveHub, LiveStream } from '../../live/hub';
import type { ReplicaReader } from '../../replicaEvents';
import { catchUpAfter } from './catchUp';
import { toNotes } from './map';

export const LIVE_TOPICS = [
  TOPICS.messagingMessage,
  TOPICS.messagingConversation,
  TOPICS.contentTask,
];

const iso = (value: string) => value;

/** A message or conversation event as the stream's frame, with the participants it names. */
/** A message as posted: who posted it where (their own counts change only where they had unread). */
export interface Posted {
  senderId: string;
  conversationId: string;
}

export function frameOf(
  topic: string,
  payload: Uint8Array,
): { tenantId: string; participants: string[]; frame: Frame; posted?: Posted } | undefined {
  if (topic === TOPICS.messagingMessage) {
    const e = decodeEvent('portico.events.v1.MessageEvent', payload);
    const id = String(e.position ?? '0') === '0' ? undefined : String(e.position);
    const base = { tenantId: e.tenant_id, participants: e.participant_user_ids };
    if (e.created) {
      const c = e.created;
      return {
        ...base,
        posted: { senderId: c.sender_id, conversationId: e.conversation_id },
        frame: {
          id,
          event: 'message.created',
          data: {
            type: 'message.created',
            conversation_id: e.conversation_id,
            conversation_subject: c.conversation_subject,
            message: {
              id: c.message_id,
              conversation_id: e.conversation_id,
              seq: c.seq,
              sender_id: c.sender_id,
              sender_side: c.sender_side === 'team' ? 'team' : 'client',
              body: c.body,
              attachments: c.attachments.map((a) => ({
                file_id: a.file_id,
                message_id: c.message_id,
                file_name: a.file_name,
                content_type: a.content_type,
                size_bytes: Number(a.size_bytes),
              })),
              via: c.via === 'email' ? 'email' : 'portal',
              notes: toNotes(c.notes),
              created_at: iso(c.created_at),
              edited_at: '',
              deleted_at: '',
              editable_until: new Date(Date.parse(c.created_at) + 15 * 60_000).toISOString(),
            },
          },
        },
      };
    }
    if (e.edited)
      return {
        ...base,
        frame: {
          id,
          event: 'message.edited',
          data: {
            type: 'message.edited',
            conversation_id: e.conversation_id,
            message_id: e.edited.message_id,
            seq: e.edited.seq,
            body: e.edited.body,
            edited_at: e.edited.edited_at,
          },
        },
      };
    if (e.deleted)
      return {
        ...base,
        frame: {
          id,
          event: 'message.deleted',
          data: {
            type: 'message.deleted',
            conversation_id: e.conversation_id,
            message_id: e.deleted.message_id,
            seq: e.deleted.seq,
            deleted_at: e.deleted.deleted_at,
          },
        },
      };
    if (e.read)
      return {
        ...base,
        frame: {
          id,
          event: 'read',
          data: {
            type: 'read',
            position: {
              conversation_id: e.conversation_id,
              user_id: e.read.user_id,
              last_read_seq: e.read.last_read_seq,
              read_at: e.read.read_at,
            },
          },
        },
      };
    return undefined;
  }
  if (topic === TOPICS.contentTask) return taskFrame(payload);
  if (topic === TOPICS.messagingConversation) {
    const e: eventsV1.ConversationEvent__Output = decodeEvent(
      'portico.events.v1.ConversationEvent',
      payload,
    );
    const change = e.kind;
    if (!change) return undefined;
    const id = String(e.position ?? '0') === '0' ? undefined : String(e.position);
    return {
      tenantId: e.tenant_id,
      participants: e.participant_user_ids,
      frame: {
        id,
        event: 'conversation',
        data: {
          type: 'conversation',
          change,
          conversation_id: e.conversation_id,
          assignee_id: e.assignee_id,
          status: e.status,
        },
      },
    };
  }
  return undefined;
}

/**
 * A task given or done (issue 28): the staff's task lists and a person's own follow it live.
 * Not replayable (no position): a page reads its lists again when its stream reopens.
 */
function taskFrame(
  payload: Uint8Array,
): { tenantId: string; participants: string[]; frame: Frame } | undefined {
  const e = decodeEvent('portico.events.v1.TaskEvent', payload);
  const change = e.created ? 'created' : e.completed ? 'completed' : undefined;
  if (!change) return undefined;
  return {
    tenantId: e.tenant_id,
    participants: e.created ? e.created.assignee_ids : [e.completed?.user_id ?? ''],
    frame: { event: 'tasks', data: { type: 'tasks', change, task_id: e.task_id } },
  };
}

/**
 * Shortest time between two asks of one person's counts. The first event after a quiet spell
 * asks at once; what follows within this time is answered by one more ask at its end, so a
 * busy shared inbox (a tenant's staff reached by every message) costs messaging a few asks a
 * second, not one per message (bench/README.md, "Messages").
 */
export const UNREAD_SPACING_MS = 500;

type UnreadCountsAnswer = Awaited<ReturnType<ServiceClients['messaging']['GetUnreadCounts']>>;

/** Asks each reached person's unread counts at most once per spacing, and sends them to their streams. */
export class UnreadCounts {
  /** People asked within the spacing; `again`: an event came since, so ask once more. */
  private readonly recent = new Map<string, { again: boolean }>();

  constructor(
    private readonly hub: LiveHub,
    private readonly messaging: Pick<ServiceClients['messaging'], 'GetUnreadCounts'>,
    private readonly logger: Logger,
    private readonly spacingMs = UNREAD_SPACING_MS,
  ) {}

  /** The conversations each stream was last told its person has unread messages in. */
  private readonly unreadIn = new WeakMap<LiveStream, ReadonlySet<string>>();

  /**
   * Refresh for the owners of these streams (once per person and tenant). `posted`: the event
   * is a message its sender posted, which changes the sender's counts only where they had
   * unread messages (posting is reading); a sender whose every stream here was told of none in
   * that conversation, with no ask under way, is not asked again.
   */
  refresh(streams: Iterable<LiveStream>, posted?: Posted): void {
    const byPerson = new Map<string, LiveStream[]>();
    for (const stream of streams) {
      const key = `${stream.owner.tenantId}:${stream.owner.userId}`;
      byPerson.set(key, [...(byPerson.get(key) ?? []), stream]);
    }
    for (const [key, own] of byPerson) {
      const first = own[0]!;
      if (
        posted &&
        first.owner.userId === posted.senderId &&
        !this.recent.has(key) &&
        own.every((s) => this.unreadIn.get(s)?.has(posted.conversationId) === false)
      )
        continue;
      void this.ask(key, first);
    }
  }

  /** Sends one person's counts to the given stream only (a stream that just opened). */
  async sendTo(stream: LiveStream): Promise<void> {
    const counts = await this.messaging.GetUnreadCounts({}, stream.owner.context);
    this.send(stream, counts);
  }

  private send(stream: LiveStream, counts: UnreadCountsAnswer): void {
    this.unreadIn.set(
      stream,
      new Set(counts.conversations.filter((c) => c.unread_count > 0).map((c) => c.conversation_id)),
    );
    stream.send({ event: 'unread', data: { type: 'unread', counts } });
  }

  private async ask(key: string, stream: LiveStream): Promise<void> {
    const asked = this.recent.get(key);
    if (asked) {
      // One more at the end of the spacing: the ask before may have read the counts before this event.
      asked.again = true;
      return;
    }
    const state = { again: false };
    this.recent.set(key, state);
    try {
      for (let again = true; again;) {
        const startedAt = Date.now();
        state.again = false;
        const counts = await this.messaging.GetUnreadCounts({}, stream.owner.context);
        const { tenantId, userId } = stream.owner;
        for (const s of this.hub.readers(tenantId, [userId]))
          if (s.owner.userId === userId) this.send(s, counts);
        const rest = startedAt + this.spacingMs - Date.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest).unref());
        again = state.again;
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'unread counts for a live stream could not be read');
    } finally {
      this.recent.delete(key);
    }
  }
}

const UNREAD = new WeakMap<LiveHub, UnreadCounts>();

/** The process's one unread-counts asker, beside its hub. */
export function unreadCountsFor(deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>) {
  let unread = UNREAD.get(deps.live);
  if (!unread) {
    unread = new UnreadCounts(deps.live, deps.services.messaging, deps.logger);
    UNREAD.set(deps.live, unread);
  }
  return unread;
}

type Found = NonNullable<ReturnType<typeof frameOf>>;

/** Sends one event's frame to the streams it reaches here (the tenant's staff and its participants). */
function send(hub: LiveHub, unread: UnreadCounts, topic: string, found: Found): void {
  const reached = hub.readers(found.tenantId, found.participants);
  for (const stream of reached) stream.send(found.frame);
  // Only messages change what is unread.
  if (topic === TOPICS.contentTask) return;
  unread.refresh(reached, found.posted);
}

/** Delivers one event from the bus to the streams it reaches here, unless an answer already did. */
export function deliver(
  hub: LiveHub,
  unread: UnreadCounts,
  event: Pick<IncomingEvent, 'topic' | 'payload'>,
): void {
  const found = frameOf(event.topic, event.payload);
  if (!found) return;
  if (!found.frame.id) return send(hub, unread, event.topic, found);
  hub.order.fromBus(found.tenantId, BigInt(found.frame.id), () =>
    send(hub, unread, event.topic, found),
  );
}

/**
 * The events a change made through this replica wrote (messaging's answer, in position order),
 * delivered to the streams here at once instead of after the outbox relay, the broker and this
 * replica's consumer; other replicas get them from the bus as before. The same decoding and
 * readers as the bus's (tenant and audience), each in its turn: when it is the next position
 * this replica owes its streams, or once those before it came (live/logOrder.ts).
 */
export function deliverOwn(
  hub: LiveHub,
  unread: UnreadCounts,
  events: readonly { topic: string; payload: Uint8Array }[],
): void {
  if (!hub.following) return;
  for (const event of events) {
    const found = frameOf(event.topic, event.payload);
    if (!found?.frame.id) continue;
    hub.order.fromAnswer(found.tenantId, BigInt(found.frame.id), () =>
      send(hub, unread, event.topic, found),
    );
  }
}

/** A change's answer from messaging (a post, an edit, a deletion): its events go to the streams here now. */
export function deliverAnswer<
  T extends { live_events: readonly { topic: string; payload: Uint8Array }[] },
>(deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>, answer: T): T {
  deliverOwn(deps.live, unreadCountsFor(deps), answer.live_events);
  return answer;
}

/** A stream opened before this replica followed the events: what it missed, then live. */
async function lateCatchUp(
  deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>,
  stream: LiveStream,
): Promise<void> {
  stream.hold();
  try {
    const missed = await catchUpAfter(
      deps,
      stream.owner,
      stream.position.toString(),
      () => !stream.closed,
    );
    stream.release(missed.frames);
    deps.live.covers(stream, BigInt(missed.head), true);
  } catch (error) {
    deps.logger.warn({ err: error }, 'a live stream could not catch up; it starts again');
    stream.end('catch_up_failed');
  }
}

/** The live streams' reader of the replica's events (replicaEvents.ts). */
export function liveReader(deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>): ReplicaReader {
  const hub = deps.live;
  const unread = unreadCountsFor(deps);
  return {
    topics: LIVE_TOPICS,
    handle: (event) => deliver(hub, unread, event),
    // Streams opened before now may have missed events: they catch up from the log.
    onLive: () => hub.nowFollowing((stream) => void lateCatchUp(deps, stream)),
  };
}
