/**
 * The in-process event bus: what stands in for Kafka when KAFKA_BROKERS is unset and every
 * service runs in one local process. It keeps Kafka's semantics that services rely on:
 * - each topic is an append-only log (one partition, so one total order);
 * - each consumer group has its own committed position per topic and gets every event once
 *   per group, handled by one member of the group at a time;
 * - a handler failure is retried with backoff and the position only moves past an event once
 *   its handler succeeded (at-least-once); a member that stops hands over to the next one;
 * - a new group starts at the end of the log unless `fromBeginning` is set.
 * The log lives in memory only: events published but not yet handled are lost when the
 * process exits. That is acceptable locally; the outbox still protects what was never sent.
 */
import { deliverUntilHandled, type EventLogger } from './delivery';
import { eventFromMessage, MalformedEventError, messageHeaders } from './headers';
import {
  DEFAULT_HANDLER_RETRY,
  type EventBus,
  type EventHandler,
  type OutgoingEvent,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './types';

interface StoredMessage {
  key: string;
  value: Uint8Array;
  headers: Record<string, string>;
}

interface Member {
  groupId: string;
  handler: EventHandler;
  signal: AbortSignal;
}

export interface MemoryEventBusOptions {
  logger: EventLogger;
  handlerRetry?: RetryPolicy;
}

/** Wakes every waiting consumer loop when something they may wait for changed. */
class ChangeSignal {
  private waiters = new Set<() => void>();

  notify(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  wait(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        this.waiters.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      this.waiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

export class MemoryEventBus implements EventBus {
  private readonly logs = new Map<string, StoredMessage[]>();
  /** groupId → topic → the offset of the next event the group has not yet handled. */
  private readonly positions = new Map<string, Map<string, number>>();
  /** `${groupId}\u0000${topic}` → members in joining order; the first one consumes. */
  private readonly members = new Map<string, Member[]>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly changed = new ChangeSignal();
  private readonly logger: EventLogger;
  private readonly retry: RetryPolicy;
  private closed = false;

  constructor(options: MemoryEventBusOptions) {
    this.logger = options.logger;
    this.retry = options.handlerRetry ?? DEFAULT_HANDLER_RETRY;
  }

  async publish(events: OutgoingEvent[]): Promise<void> {
    this.assertOpen();
    for (const event of events) {
      this.log(event.topic).push({
        key: event.key,
        // A copy, as a broker would hold: later changes to the caller's buffer do not leak in.
        value: new Uint8Array(event.payload),
        headers: messageHeaders(event),
      });
    }
    this.changed.notify();
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    this.assertOpen();
    const stopping = new AbortController();
    const member: Member = {
      groupId: options.groupId,
      handler: options.handler,
      signal: stopping.signal,
    };
    const loops = options.topics.map((topic) => {
      const group = this.groupPositions(options.groupId);
      // A group seen for the first time starts where Kafka's "latest" would put it.
      if (!group.has(topic)) group.set(topic, options.fromBeginning ? 0 : this.log(topic).length);
      this.membersOf(options.groupId, topic).push(member);
      return this.consume(topic, member);
    });

    const subscription: Subscription = {
      stop: async () => {
        if (stopping.signal.aborted) return;
        stopping.abort();
        await Promise.all(loops);
        for (const topic of options.topics) {
          const members = this.membersOf(options.groupId, topic);
          members.splice(members.indexOf(member), 1);
        }
        // A process's own group goes with it, as the Kafka bus deletes it from the broker.
        const empty = options.topics.every((t) => this.membersOf(options.groupId, t).length === 0);
        if (options.ephemeral && empty) this.positions.delete(options.groupId);
        this.subscriptions.delete(subscription);
        // The next member of the group, if any, takes over from the committed position.
        this.changed.notify();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async consumerLag(groupId: string, topics: string[]): Promise<number> {
    const group = this.positions.get(groupId);
    return topics.reduce(
      (lag, topic) => lag + this.log(topic).length - (group?.get(topic) ?? 0),
      0,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }

  private async consume(topic: string, member: Member): Promise<void> {
    const log = this.log(topic);
    const group = this.groupPositions(member.groupId);
    while (!member.signal.aborted) {
      const offset = group.get(topic) ?? 0;
      const isConsumer = this.membersOf(member.groupId, topic)[0] === member;
      const message = log[offset];
      if (!isConsumer || !message) {
        await this.changed.wait(member.signal);
        continue;
      }
      if (await this.handle(topic, offset, message, member)) group.set(topic, offset + 1);
    }
  }

  /** True when the group may move past the message: handled, or never handleable. */
  private async handle(
    topic: string,
    offset: number,
    message: StoredMessage,
    member: Member,
  ): Promise<boolean> {
    try {
      const event = eventFromMessage({
        topic,
        partition: 0,
        offset: String(offset),
        key: message.key,
        value: new Uint8Array(message.value),
        headers: { ...message.headers },
      });
      return await deliverUntilHandled(event, {
        groupId: member.groupId,
        handler: member.handler,
        retry: this.retry,
        logger: this.logger,
        signal: member.signal,
      });
    } catch (error) {
      if (!(error instanceof MalformedEventError)) throw error;
      this.logger.error(
        { topic, offset, groupId: member.groupId, err: error.message },
        'skipping malformed event',
      );
      return true;
    }
  }

  private log(topic: string): StoredMessage[] {
    let log = this.logs.get(topic);
    if (!log) this.logs.set(topic, (log = []));
    return log;
  }

  private groupPositions(groupId: string): Map<string, number> {
    let group = this.positions.get(groupId);
    if (!group) this.positions.set(groupId, (group = new Map()));
    return group;
  }

  private membersOf(groupId: string, topic: string): Member[] {
    const key = `${groupId}\u0000${topic}`;
    let members = this.members.get(key);
    if (!members) this.members.set(key, (members = []));
    return members;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the in-process event bus is closed');
  }
}
