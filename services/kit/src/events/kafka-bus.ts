/**
 * The event bus on Kafka (kafkajs). Publishing uses an idempotent producer (acks from all
 * in-sync replicas, one request in flight), so a retried send never writes an event twice
 * or out of order. Consuming is one consumer group per consuming service (see
 * `KafkaSubscription`). Connections are made on first use and re-made after a failure, so a
 * service may start while Kafka is still coming up: the outbox keeps its events meanwhile.
 */
import { Kafka, type Admin, type Message, type Producer } from 'kafkajs';
import type { EventLogger } from './delivery';
import { messageHeaders } from './headers';
import { kafkaLogCreator, kafkaLogLevel } from './kafka-log';
import type { KafkaSecurity } from './kafka-security';
import { describeError } from './backoff';
import { KafkaSubscription, type KafkaConsumerSettings } from './kafka-subscription';
import { fixKafkajsIdleLoop } from './kafkajs-idle-fix';
import {
  DEFAULT_HANDLER_RETRY,
  type EventBus,
  type OutgoingEvent,
  type SubscribeOptions,
  type Subscription,
} from './types';

fixKafkajsIdleLoop();

export interface KafkaEventBusOptions {
  /** `host:port` list, comma-separated as in KAFKA_BROKERS, or already split. */
  brokers: string | string[];
  /** Names this process to the brokers, e.g. the service name. */
  clientId: string;
  logger: EventLogger & { level?: string };
  consumer?: Partial<KafkaConsumerSettings>;
  /** How long `ping` waits for the cluster to answer (readiness). */
  pingTimeoutMs?: number;
  /** TLS and SASL for managed brokers (see kafka-security.ts); plain when absent. */
  security?: KafkaSecurity;
}

const DEFAULT_CONSUMER: KafkaConsumerSettings = {
  sessionTimeoutMs: 30_000,
  heartbeatIntervalMs: 3_000,
  maxWaitTimeMs: 1_000,
  partitionsConsumedConcurrently: 4,
  joinTimeoutMs: 60_000,
  handlerRetry: DEFAULT_HANDLER_RETRY,
};

/**
 * Connecting and sending give up after about five seconds of failing. The outbox relay then
 * backs off and sends the batch again, instead of holding its database transaction open while
 * Kafka is down; a consumer restarts itself (kafkajs does so on retriable errors).
 */
const CLIENT_RETRY = { retries: 5, initialRetryTime: 200, maxRetryTime: 2_000 };

export function parseBrokers(brokers: string | string[]): string[] {
  const list = (Array.isArray(brokers) ? brokers : brokers.split(','))
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('no Kafka brokers given (KAFKA_BROKERS is empty)');
  return list;
}

/** Connects once on first use; a failed connection is attempted again by the next caller. */
function lazyConnection<T extends { connect(): Promise<void>; disconnect(): Promise<void> }>(
  client: T,
) {
  let connecting: Promise<T> | undefined;
  return {
    get: (): Promise<T> => {
      connecting ??= client.connect().then(
        () => client,
        (error: unknown) => {
          connecting = undefined;
          throw error;
        },
      );
      return connecting;
    },
    /** Waits for a connection attempt in progress, then closes whatever it opened. */
    close: async (): Promise<void> => {
      await connecting?.catch(() => undefined);
      connecting = undefined;
      await client.disconnect();
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly producer: ReturnType<typeof lazyConnection<Producer>>;
  private readonly admin: ReturnType<typeof lazyConnection<Admin>>;
  private readonly subscriptions = new Set<Subscription>();
  private readonly consumerSettings: KafkaConsumerSettings;
  private readonly logger: EventLogger;
  private readonly pingTimeoutMs: number;

  constructor(options: KafkaEventBusOptions) {
    this.logger = options.logger;
    this.consumerSettings = { ...DEFAULT_CONSUMER, ...options.consumer };
    this.pingTimeoutMs = options.pingTimeoutMs ?? 3_000;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: parseBrokers(options.brokers),
      logLevel: kafkaLogLevel(options.logger.level),
      logCreator: kafkaLogCreator(options.logger),
      retry: CLIENT_RETRY,
      ...options.security,
    });
    this.producer = lazyConnection(
      this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, retry: CLIENT_RETRY }),
    );
    this.admin = lazyConnection(this.kafka.admin({ retry: { retries: 1, initialRetryTime: 200 } }));
  }

  async publish(events: OutgoingEvent[]): Promise<void> {
    if (events.length === 0) return;
    // One entry per topic, in first-seen order, each keeping its events' order.
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const messages = byTopic.get(event.topic) ?? [];
      messages.push({
        key: event.key,
        value: Buffer.from(
          event.payload.buffer,
          event.payload.byteOffset,
          event.payload.byteLength,
        ),
        headers: messageHeaders(event),
        timestamp: String(event.occurredAt.getTime()),
      });
      byTopic.set(event.topic, messages);
    }
    const producer = await this.producer.get();
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const subscription = new KafkaSubscription(
      this.kafka,
      options,
      this.consumerSettings,
      this.logger,
    );
    await subscription.start();
    const handle: Subscription = {
      stop: async () => {
        if (!this.subscriptions.delete(handle)) return;
        await subscription.stop();
        if (options.ephemeral) await this.deleteGroup(options.groupId);
      },
    };
    this.subscriptions.add(handle);
    return handle;
  }

  /** Deletes a group no member is left in; a refusal is logged, never thrown (shutdown goes on). */
  private async deleteGroup(groupId: string): Promise<void> {
    try {
      const admin = await this.admin.get();
      await admin.deleteGroups([groupId]);
      this.logger.info({ groupId }, 'consumer group deleted');
    } catch (error) {
      this.logger.warn(
        { groupId, err: describeError(error) },
        'consumer group not deleted; the broker drops it once its offsets expire',
      );
    }
  }

  async ping(): Promise<void> {
    await withTimeout(
      this.admin.get().then((admin) => admin.describeCluster()),
      this.pingTimeoutMs,
      `Kafka did not answer within ${this.pingTimeoutMs} ms`,
    );
  }

  /** Sum over the topics' partitions of the newest offset minus the group's committed one. */
  async consumerLag(groupId: string, topics: string[]): Promise<number> {
    const admin = await this.admin.get();
    const committed = await admin.fetchOffsets({ groupId, topics });
    let lag = 0;
    for (const { topic, partitions } of committed) {
      const ends = await admin.fetchTopicOffsets(topic);
      for (const end of ends) {
        const position = partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
        // A group that never committed has the whole retained partition ahead of it.
        const from = Number(position) >= 0 ? Number(position) : Number(end.low);
        lag += Math.max(Number(end.high) - from, 0);
      }
    }
    return lag;
  }

  async close(): Promise<void> {
    // Each handle stops its consumer (and deletes an ephemeral group) before the admin closes.
    const subscriptions = [...this.subscriptions];
    await Promise.allSettled(subscriptions.map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    await Promise.allSettled([this.producer.close(), this.admin.close()]);
  }
}
