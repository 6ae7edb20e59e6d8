/**
 * Unread counts are the person's own: after an event reaches someone, their counts are asked of
 * messaging and sent as an `unread` event, at most once per `UNREAD_SPACING_MS` for each person
 * and tenant (one more at the end of it if events came meanwhile).
 */
import type { Logger } from '@portico/kit';
import type { ServiceClients } from '../clients';
import type { GatewayDeps } from '../deps';
import type { Posted } from './frames';
import type { Frame, LiveHub, LiveStream } from './hub';

/**
 * Shortest time between two asks of one person's counts. The first event after a quiet spell
 * asks at once; what follows within this time is answered by one more ask at its end, so a
 * busy shared inbox (a tenant's staff reached by every message) costs messaging a few asks a
 * second, not one per message (bench/README.md, "Messages").
 */
export const UNREAD_SPACING_MS = 500;

type UnreadCountsAnswer = Awaited<ReturnType<ServiceClients['messaging']['GetUnreadCounts']>>;

const unreadConversations = (counts: UnreadCountsAnswer): ReadonlySet<string> =>
  new Set(counts.conversations.filter((c) => c.unread_count > 0).map((c) => c.conversation_id));

const unreadFrame = (counts: UnreadCountsAnswer): Frame => ({
  event: 'unread',
  data: { type: 'unread', counts },
});

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
      const own = byPerson.get(key);
      if (own) own.push(stream);
      else byPerson.set(key, [stream]);
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

  /** `frame`: the counts' frame when several of the person's streams get it (serialised once). */
  private send(
    stream: LiveStream,
    counts: UnreadCountsAnswer,
    unreadIn = unreadConversations(counts),
    frame = unreadFrame(counts),
  ): void {
    this.unreadIn.set(stream, unreadIn);
    stream.send(frame);
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
        const unreadIn = unreadConversations(counts);
        const frame = unreadFrame(counts);
        for (const s of this.hub.readers(tenantId, [userId]))
          if (s.owner.userId === userId) this.send(s, counts, unreadIn, frame);
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
