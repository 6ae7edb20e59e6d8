/**
 * Everything this gateway replica reads from the bus, through one consumer group of its own
 * (`portico-gateway-<random>`, from the end of the log, deleted when the process stops): the
 * access cache's control events (access/events.ts), the other replicas' reports
 * (platform/peers.ts) and the live streams' messages and tasks (features/messaging/live.ts).
 * One group rather than one per reader: each group costs an idle replica a fetch a second and
 * a heartbeat every 3 s, kafkajs' work on which was most of the gateway's idle CPU
 * (bench/README.md, "Idle"). The group fetches at the live streams' short wait while this
 * replica holds one (liveSubscription.ts), which also brings the control events sooner then.
 *
 * A change of wait is a new group that overlaps the old one until it is live, so an event may
 * come twice: each is handled once here, by its id.
 */
import { randomBytes } from 'node:crypto';
import {
  keepSubscribed,
  type EventHandler,
  type IncomingEvent,
  type KeptSubscription,
  type Logger,
} from '@portico/kit';
import { LiveSubscription, type LiveWaits } from './features/messaging/liveSubscription';
import type { LiveHub } from './live/hub';

/** One reader of the replica's events: the topics it wants and what it does with each event. */
export interface ReplicaReader {
  topics: readonly string[];
  handle(event: IncomingEvent): void | Promise<void>;
  /** Runs each time a subscription carrying these topics receives events. */
  onLive?(): void;
}

/** How many recent event ids `onceEach` keeps: far more than one overlap delivers twice. */
const REMEMBERED = 1_000;

/**
 * Runs `handler` once per event id however often it is delivered; a delivery while the first
 * is still running waits for it. A failed run is forgotten, so a redelivery tries again.
 */
export function onceEach(handler: EventHandler, remember = REMEMBERED): EventHandler {
  const runs = new Map<string, Promise<void>>();
  return (event) => {
    const running = runs.get(event.id);
    if (running) return running;
    const run = handler(event);
    runs.set(event.id, run);
    run.catch(() => {
      if (runs.get(event.id) === run) runs.delete(event.id);
    });
    if (runs.size > remember) runs.delete(runs.keys().next().value as string);
    return run;
  };
}

export function followReplicaEvents(
  bus: Parameters<typeof keepSubscribed>[0],
  hub: LiveHub,
  readers: readonly ReplicaReader[],
  { logger, waits = {} }: { logger: Logger; waits?: LiveWaits },
): KeptSubscription {
  const byTopic = new Map<string, ReplicaReader[]>();
  for (const reader of readers) {
    for (const topic of reader.topics) byTopic.set(topic, [...(byTopic.get(topic) ?? []), reader]);
  }
  const handler = onceEach(async (event) => {
    for (const reader of byTopic.get(event.topic) ?? []) await reader.handle(event);
  });
  return new LiveSubscription(
    hub,
    (maxWaitTimeMs) =>
      keepSubscribed(
        bus,
        {
          groupId: `portico-gateway-${randomBytes(6).toString('hex')}`,
          // This replica's own group: deleted when it stops, so rollouts leave none behind.
          ephemeral: true,
          topics: [...byTopic.keys()],
          ...(maxWaitTimeMs === undefined ? {} : { maxWaitTimeMs }),
          handler,
        },
        {
          logger,
          what: 'replica events',
          onLive: () => {
            for (const reader of readers) reader.onLive?.();
          },
        },
      ),
    waits,
  );
}
