/**
 * The event bus contract every service codes against. Two implementations keep the same
 * semantics: Kafka (kafkajs) in a cluster, and an in-process bus when all services run in
 * one local process. Payloads are protobuf bytes; the `type` string names the message
 * (e.g. `portico.events.v1.MembershipInvited`), so this layer never depends on the protos.
 */

/** An event on its way out: what the outbox relay hands to `EventBus.publish`. */
export interface OutgoingEvent {
  /** A UUID that stays with the event through every redelivery (header `event-id`). */
  id: string;
  /** `portico.<service>.<entity>.v1` */
  topic: string;
  /** Partition key: the tenant id, so one tenant's events keep their order. */
  key: string;
  /** Header `event-type`: which protobuf message the payload is. */
  type: string;
  tenantId?: string;
  occurredAt: Date;
  payload: Uint8Array;
  /** Extra headers, e.g. `traceparent` captured when the event was written. */
  headers: Record<string, string>;
}

/** An event as a consumer receives it. */
export interface IncomingEvent extends OutgoingEvent {
  partition: number;
  /** The position in its partition, as a decimal string (Kafka offsets are 64-bit). */
  offset: string;
}

export type EventHandler = ((event: IncomingEvent) => Promise<void>) & {
  /**
   * Where given, the Kafka bus hands it the events of one fetch of one partition (one topic,
   * in order) instead of calling the handler once per event: a consumer can then apply them in
   * one transaction (bench/README.md, "Form submit"). It is retried whole until it succeeds, so
   * it must be idempotent per event as the handler is. Made by `batchHandler`.
   */
  batch?: (events: IncomingEvent[]) => Promise<void>;
};

/** A handler that takes the events of a fetch together; one event alone is a batch of one. */
export function batchHandler(batch: (events: IncomingEvent[]) => Promise<void>): EventHandler {
  return Object.assign((event: IncomingEvent) => batch([event]), { batch });
}

export interface SubscribeOptions {
  /** One consumer group per consuming service, e.g. `portico-notifications`. */
  groupId: string;
  topics: string[];
  /**
   * Where a new group starts: at the oldest event (true) or after the events already published
   * (false, the default). From then on the group continues from its position, and never skips
   * an event published after it began, whichever partition it lands on and however often the
   * group leaves and rejoins (a restart, a broker outage).
   */
  fromBeginning?: boolean;
  /**
   * A group of this process alone (the gateway's per-replica group): deleted from the broker
   * when the subscription stops, so a rollout leaves no group behind. A broker that does not
   * serve the deletion keeps it until its offsets expire (offsets.retention.minutes).
   */
  ephemeral?: boolean;
  /**
   * How long this subscription's empty fetch waits at the broker, where it differs from the
   * bus's own (KAFKA_FETCH_MAX_WAIT_MS). Kafka answers a waiting fetch as soon as an event
   * arrives; a broker that holds it for the whole wait (librdkafka's mock) delays every event
   * by up to this much. The in-process bus has no fetch and ignores it.
   */
  maxWaitTimeMs?: number;
  /**
   * Called once per event and group. A rejection is retried with backoff and the event is
   * not acknowledged until the handler succeeds, so handlers must be idempotent
   * (see `idempotentHandler`).
   */
  handler: EventHandler;
}

export interface Subscription {
  /** Lets the handler in progress finish, then stops receiving. */
  stop(): Promise<void>;
}

export interface EventBus {
  /** Resolves once every event is durably accepted (Kafka: acknowledged by all replicas). */
  publish(events: OutgoingEvent[]): Promise<void>;
  /** Resolves once the subscription receives events: new events from then on reach it. */
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Rejects when the bus cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Events on `topics` that `groupId` has not yet acknowledged (the consumer lag). */
  consumerLag?(groupId: string, topics: string[]): Promise<number>;
}

/** How long a failing handler waits before its next attempt: doubling from initial to max. */
export interface RetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_HANDLER_RETRY: RetryPolicy = { initialDelayMs: 200, maxDelayMs: 30_000 };
