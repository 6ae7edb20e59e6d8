/**
 * Reads what the services published on the test stack's Kafka-protocol broker, e.g. the reset
 * link identity sends to the notifications service, or audit entries.
 */
import { randomUUID } from 'node:crypto';
import {
  createEventBus,
  createLogger,
  decodeEvent,
  type IncomingEvent,
  type Subscription,
} from '@portico/kit';
import {
  TOPIC_MESSAGES,
  type EventMessageName,
  type EventMessages,
  type Topic,
} from '@portico/proto';

export interface TopicWatch<Name extends EventMessageName> {
  /** Resolves with the first event (already seen or still to come) that matches. */
  waitFor(
    match: (event: EventMessages[Name]['output'], raw: IncomingEvent) => boolean,
    timeoutMs?: number,
  ): Promise<EventMessages[Name]['output']>;
  /** Every event seen so far that matches (for "nothing of that kind arrived before X"). */
  matching(
    match: (event: EventMessages[Name]['output'], raw: IncomingEvent) => boolean,
  ): EventMessages[Name]['output'][];
  stop(): Promise<void>;
}

export async function watchTopic<T extends Topic>(
  topic: T,
  /** The test stack's broker (`TestStack.kafkaBrokers`). */
  brokers: string,
): Promise<TopicWatch<(typeof TOPIC_MESSAGES)[T]>> {
  type Name = (typeof TOPIC_MESSAGES)[T];
  const messageName = TOPIC_MESSAGES[topic] as Name;
  const bus = createEventBus({
    brokers,
    clientId: 'e2e-watch',
    logger: createLogger('e2e-watch', 'silent'),
  });
  const seen: { event: EventMessages[Name]['output']; raw: IncomingEvent }[] = [];
  const listeners = new Set<() => void>();
  const subscription: Subscription = await bus.subscribe({
    groupId: `e2e-watch-${randomUUID()}`,
    topics: [topic],
    fromBeginning: true,
    handler: async (raw) => {
      seen.push({
        event: decodeEvent(messageName, raw.payload) as EventMessages[Name]['output'],
        raw,
      });
      for (const listener of listeners) listener();
    },
  });
  return {
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = seen.find(({ event, raw }) => match(event, raw));
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found.event);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`no matching event on ${topic} within ${timeoutMs} ms (saw ${seen.length})`),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    matching(match) {
      return seen.filter(({ event, raw }) => match(event, raw)).map(({ event }) => event);
    },
    async stop() {
      await subscription.stop();
      await bus.close();
    },
  };
}
