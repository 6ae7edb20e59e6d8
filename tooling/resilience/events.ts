/**
 * Events counted end to end, per topic: written (rows of every service's outbox, the
 * transactional record of each change), published (each event id as seen on the broker by a
 * consumer group of the rehearsal's own, so a relay that sent one twice shows), and applied by
 * each consumer, read from what that consumer records in its own transaction:
 * `processed_events` for the kit's idempotent handlers (services/kit/src/events/idempotent.ts)
 * and the effect itself where it is keyed by event id (the audit log's rows, the webhook
 * deliveries), plus what reached the webhook receiver outside.
 */
import pg from 'pg';
import {
  createEventBus,
  createLogger,
  SERVICE_NAMES,
  type ServiceName,
  type Subscription,
} from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { WebhookReceiver } from './receiver';

/** Outbox ids per service database: where a phase's events begin or end. */
export type OutboxMarks = Record<ServiceName, number>;

interface Consumer {
  name: string;
  topics: readonly string[];
  /** Only these kinds of event (the outbox's event_type) reach it; every kind when unset. */
  types?: readonly string[];
  /** How many of `ids` it applied (at most once each, by its records' keys). */
  applied(ids: string[]): Promise<number>;
}

export interface TopicCount {
  topic: string;
  written: number;
  published: number;
  /** Events the broker carried more than once (the relay's at-least-once). */
  publishedTwice: number;
  /** Webhooks the receiver got more than once (a retry after an answer that was lost). */
  receivedTwice: number;
  /** What each consumer applied, of the events of its kinds (`of`). */
  consumers: { name: string; applied: number; of: number }[];
}

export interface EventCount {
  topics: TopicCount[];
  /** Written events not yet applied by every consumer of their topic. */
  missing: number;
}

interface Written {
  id: string;
  /** The outbox's event_type: the member of the event's `oneof kind` that is set. */
  type: string;
}

const IGNORED_TOPICS = new Set<string>([TOPICS.gatewayPeers]);

export class EventLedger {
  private readonly pools: Record<ServiceName, pg.Pool>;
  private readonly seen = new Map<string, number>();
  private subscription: Subscription | undefined;
  private readonly bus;
  private readonly consumers: Consumer[];

  constructor(
    databaseUrls: Record<ServiceName, string>,
    brokers: string,
    private readonly receiver: WebhookReceiver,
  ) {
    this.pools = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        new pg.Pool({ connectionString: databaseUrls[name], max: 2 }),
      ]),
    ) as Record<ServiceName, pg.Pool>;
    for (const pool of Object.values(this.pools)) pool.on('error', () => undefined);
    this.bus = createEventBus({
      brokers,
      clientId: 'resilience-ledger',
      logger: createLogger('resilience-ledger', 'silent'),
    });
    this.consumers = this.consumerTable();
  }

  /** Starts counting every event id the broker carries, from the beginning of each topic. */
  async start(): Promise<void> {
    const topics = Object.values(TOPICS).filter((topic) => !IGNORED_TOPICS.has(topic));
    this.subscription = await this.bus.subscribe({
      groupId: `resilience-ledger-${Date.now()}`,
      topics,
      fromBeginning: true,
      handler: async (event) => {
        this.seen.set(event.id, (this.seen.get(event.id) ?? 0) + 1);
      },
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.bus.close();
    await Promise.all(Object.values(this.pools).map((pool) => pool.end()));
  }

  pool(name: ServiceName): pg.Pool {
    return this.pools[name];
  }

  /** The newest outbox row of each service now. */
  async marks(): Promise<OutboxMarks> {
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const { rows } = await this.pools[name].query<{ id: string | null }>(
          'SELECT max(id) AS id FROM outbox',
        );
        return [name, Number(rows[0]?.id ?? 0)] as const;
      }),
    );
    return Object.fromEntries(entries) as OutboxMarks;
  }

  /** Outbox rows written more than `seconds` ago and not yet published, over every service. */
  async unsentOlderThan(seconds: number): Promise<number> {
    let unsent = 0;
    for (const name of SERVICE_NAMES) {
      const { rows } = await this.pools[name].query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox
          WHERE sent_at IS NULL AND occurred_at < now() - make_interval(secs => $1)`,
        [seconds],
      );
      unsent += rows[0]?.n ?? 0;
    }
    return unsent;
  }

  /** Events written between two marks, by topic. */
  private async written(from: OutboxMarks, to: OutboxMarks): Promise<Map<string, Written[]>> {
    const byTopic = new Map<string, Written[]>();
    for (const name of SERVICE_NAMES) {
      const { rows } = await this.pools[name].query<{
        event_id: string;
        topic: string;
        event_type: string;
      }>('SELECT event_id, topic, event_type FROM outbox WHERE id > $1 AND id <= $2', [
        from[name],
        to[name],
      ]);
      for (const row of rows) {
        if (IGNORED_TOPICS.has(row.topic)) continue;
        byTopic.set(row.topic, [
          ...(byTopic.get(row.topic) ?? []),
          { id: row.event_id, type: row.event_type },
        ]);
      }
    }
    return byTopic;
  }

  async count(from: OutboxMarks, to: OutboxMarks): Promise<EventCount> {
    const written = await this.written(from, to);
    const topics: TopicCount[] = [];
    let missing = 0;
    for (const [topic, events] of [...written].sort(([a], [b]) => a.localeCompare(b))) {
      const ids = events.map((event) => event.id);
      const consumers = [];
      for (const consumer of this.consumers.filter((c) => c.topics.includes(topic))) {
        const reaching = events
          .filter((event) => !consumer.types || consumer.types.includes(event.type))
          .map((event) => event.id);
        const applied = await consumer.applied(reaching);
        missing += reaching.length - applied;
        consumers.push({ name: consumer.name, applied, of: reaching.length });
      }
      const published = ids.filter((id) => this.seen.has(id)).length;
      missing += ids.length - published;
      topics.push({
        topic,
        written: ids.length,
        published,
        publishedTwice: ids.filter((id) => (this.seen.get(id) ?? 0) > 1).length,
        receivedTwice: ids.filter((id) => (this.receiver.received.get(id) ?? 0) > 1).length,
        consumers,
      });
    }
    return { topics, missing };
  }

  /**
   * Waits until every event between the marks was published and applied by each consumer;
   * resolves with the last count and how long it took.
   */
  async drained(
    from: OutboxMarks,
    to: OutboxMarks,
    timeoutMs: number,
  ): Promise<{ count: EventCount; ms: number }> {
    const started = Date.now();
    for (;;) {
      const count = await this.count(from, to);
      if (count.missing === 0 || Date.now() - started > timeoutMs)
        return { count, ms: Date.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Who consumes what, and the record each keeps of what it applied (one row per event). */
  private consumerTable(): Consumer[] {
    const processed =
      (service: ServiceName, consumer: string) =>
      async (ids: string[]): Promise<number> => {
        const { rows } = await this.pools[service].query<{ n: number }>(
          `SELECT count(*)::int AS n FROM processed_events
            WHERE consumer = $1 AND event_id = ANY($2::text[])`,
          [consumer, ids],
        );
        return rows[0]?.n ?? 0;
      };
    // What the load writes that becomes a webhook: responses, uploads and new messages (a
    // message's read position moving is on the same topic and is no webhook).
    const webhookTopics = [TOPICS.formsResponse, TOPICS.contentFile, TOPICS.messagingMessage];
    const webhookTypes = ['submitted', 'uploaded', 'created'];
    return [
      {
        name: 'metrics.audit-log',
        topics: [TOPICS.audit],
        applied: processed('metrics', 'metrics.audit-log'),
      },
      {
        name: 'audit log rows',
        topics: [TOPICS.audit],
        applied: async (ids) => {
          const { rows } = await this.pools.metrics.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM audit_log WHERE id = ANY($1::uuid[])',
            [ids],
          );
          return rows[0]?.n ?? 0;
        },
      },
      {
        name: 'billing.tenant-created',
        topics: [TOPICS.tenancyTenant],
        applied: processed('billing', 'billing.tenant-created'),
      },
      {
        name: 'notifications.tenant-entitlements',
        topics: [TOPICS.tenancyTenant],
        applied: processed('notifications', 'notifications.tenant-entitlements'),
      },
      {
        name: 'content.member-departed',
        topics: [TOPICS.tenancyMembership, TOPICS.identityUser],
        applied: processed('content', 'content.member-departed'),
      },
      {
        // Messaging decides when an unread message becomes an email; each such event is one
        // row of notifications' email log (its event id is unique there).
        name: 'unread-message emails',
        topics: [TOPICS.messagingEmail],
        types: ['unread_messages'],
        applied: async (ids) => {
          const { rows } = await this.pools.notifications.query<{ n: number }>(
            'SELECT count(DISTINCT event_id)::int AS n FROM email_log WHERE event_id = ANY($1::text[])',
            [ids],
          );
          return rows[0]?.n ?? 0;
        },
      },
      {
        // One delivery per event for the workspace's one webhook (unique per endpoint and event).
        name: 'webhook deliveries',
        topics: webhookTopics,
        types: webhookTypes,
        applied: async (ids) => {
          const { rows } = await this.pools.notifications.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM webhook_deliveries
              WHERE replay_of IS NULL AND event_id = ANY($1::text[])`,
            [ids],
          );
          return rows[0]?.n ?? 0;
        },
      },
      {
        name: 'webhook receiver',
        topics: webhookTopics,
        types: webhookTypes,
        applied: async (ids) => ids.filter((id) => this.receiver.received.has(id)).length,
      },
    ];
  }
}
