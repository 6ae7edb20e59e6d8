/**
 * One consumer-group membership on Kafka. Messages are handled in order per partition with
 * offsets resolved by hand (`eachBatchAutoResolve: false`): an offset is resolved, and so
 * committed, only after its handler succeeded. A failing handler is retried in place while
 * the member keeps heart-beating, so the group does not rebalance away from it.
 *
 * kafkajs restarts a consumer that crashed on a retriable error (a broker outage) by itself;
 * after a non-retriable crash we build a new consumer, so a service never goes on running
 * with a consumer that silently stopped. While stopping, kafkajs is told not to restart.
 */
import type { Consumer, EachBatchPayload, IHeaders, Kafka, KafkaMessage } from 'kafkajs';
import { backoffDelay, describeError } from './backoff';
import { deliverBatchUntilHandled, deliverUntilHandled, type EventLogger } from './delivery';
import { missingPositions, takePositions } from './kafka-positions';
import { eventFromMessage, MalformedEventError } from './headers';
import type { IncomingEvent, RetryPolicy, SubscribeOptions, Subscription } from './types';

export interface KafkaConsumerSettings {
  sessionTimeoutMs: number;
  heartbeatIntervalMs: number;
  /** Longest a fetch waits for new messages; also bounds how long stopping takes. */
  maxWaitTimeMs: number;
  /** Partitions handled at the same time; a partition stuck on a failing event blocks only itself. */
  partitionsConsumedConcurrently: number;
  /** How long `subscribe` waits for the group to assign partitions and fetch. */
  joinTimeoutMs: number;
  handlerRetry: RetryPolicy;
}

const RESTART_RETRY: RetryPolicy = { initialDelayMs: 1000, maxDelayMs: 30_000 };
/** Events handed to a batch handler at once: one transaction's worth. */
const MOST_TOGETHER = 500;

function headerText(value: IHeaders[string]): string | undefined {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  if (last === undefined) return undefined;
  return typeof last === 'string' ? last : last.toString('utf8');
}

function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const decoded = headerText(value);
    if (decoded !== undefined) text[name] = decoded;
  }
  return text;
}

export class KafkaSubscription implements Subscription {
  private readonly stopping = new AbortController();
  private consumer: Consumer | undefined;
  private restarts = 0;
  /** Those waiting for a consumer of this subscription to be live (untilLive). */
  private readonly liveWaiters = new Set<() => void>();
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly options: SubscribeOptions,
    private readonly settings: KafkaConsumerSettings,
    private readonly logger: EventLogger,
  ) {}

  /**
   * Resolves once the group has assigned this member its partitions and fetched from them,
   * through whichever consumer gets there: one that crashes before it joined is replaced
   * (scheduleRestart) and the wait goes on with its successor, within one join timeout.
   */
  async start(): Promise<void> {
    const live = this.untilLive();
    try {
      await this.run(this.newConsumer());
      await live;
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    clearTimeout(this.restartTimer);
    await this.consumer?.disconnect();
  }

  private newConsumer(): Consumer {
    const consumer = this.kafka.consumer({
      groupId: this.options.groupId,
      sessionTimeout: this.settings.sessionTimeoutMs,
      heartbeatInterval: this.settings.heartbeatIntervalMs,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? this.settings.maxWaitTimeMs,
      retry: { restartOnFailure: async () => !this.stopping.signal.aborted },
    });
    this.consumer = consumer;
    return consumer;
  }

  /** Connects and runs a consumer; `untilLive` tells when it joined and fetched. */
  private async run(consumer: Consumer): Promise<void> {
    const { topics, fromBeginning } = this.options;
    const unwatch = this.watchFirstFetch(consumer);
    consumer.on(consumer.events.CRASH, ({ payload }) => this.onCrash(consumer, payload));
    try {
      await consumer.connect();
      await this.placeOnFirstJoin(consumer);
      await consumer.subscribe({ topics, fromBeginning: fromBeginning ?? false });
      await consumer.run({
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: this.settings.partitionsConsumedConcurrently,
        eachBatch: (payload) => this.handleBatch(payload),
      });
    } catch (error) {
      unwatch();
      throw error;
    }
  }

  /**
   * Gives the group a committed position on every partition it will read, at this member's
   * first join (kafka-positions.ts), so no later join places a partition at its end and skips
   * what was published while the group was away. Where the group's positions cannot be read
   * (a broker that refuses the admin requests), kafkajs places partitions as before.
   */
  private async placeOnFirstJoin(consumer: Consumer): Promise<void> {
    const { groupId, topics, fromBeginning } = this.options;
    try {
      const missing = await missingPositions(this.kafka, groupId, topics, fromBeginning ?? false);
      if (missing.size === 0) return;
      const stop = consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
        stop();
        takePositions(consumer, missing, payload.memberAssignment);
      });
    } catch (error) {
      this.logger.warn(
        { groupId, topics, err: describeError(error) },
        'could not read the consumer group positions; partitions it has none on start where kafkajs places them',
      );
    }
  }

  /**
   * Offsets of a new member are resolved on its first fetch, so only after that fetch is it
   * certain that an event published now will reach this subscription. A member the group
   * assigned no partition (more replicas than partitions) has nothing to fetch: it is live
   * once it joined. Answers a function that stops watching.
   */
  private watchFirstFetch(consumer: Consumer): () => void {
    let joined = false;
    const unwatch = () => {
      removeJoin();
      removeFetch();
    };
    const live = () => {
      unwatch();
      this.restarts = 0;
      for (const waiter of [...this.liveWaiters]) waiter();
    };
    const removeJoin = consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      joined = true;
      if (Object.values(payload.memberAssignment).flat().length === 0) live();
    });
    const removeFetch = consumer.on(consumer.events.FETCH, () => {
      if (joined) live();
    });
    return unwatch;
  }

  /**
   * Resolves when the next consumer of this subscription is live (watchFirstFetch); rejects
   * after the join timeout or when the subscription stops first.
   */
  private untilLive(): Promise<void> {
    const { groupId } = this.options;
    const { joinTimeoutMs } = this.settings;
    const signal = this.stopping.signal;
    const waiting = new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        this.liveWaiters.delete(onLive);
        signal.removeEventListener('abort', onStop);
        if (error) reject(error);
        else resolve();
      };
      const onLive = () => finish();
      const onStop = () => finish(new Error(`subscription of ${groupId} stopped before it joined`));
      const timer = setTimeout(
        () =>
          finish(new Error(`consumer group ${groupId} did not join within ${joinTimeoutMs} ms`)),
        joinTimeoutMs,
      );
      this.liveWaiters.add(onLive);
      if (signal.aborted) onStop();
      else signal.addEventListener('abort', onStop, { once: true });
    });
    // Whoever awaits it sees the failure; a wait nobody reaches any more is not an unhandled one.
    waiting.catch(() => undefined);
    return waiting;
  }

  private async handleBatch({
    batch,
    resolveOffset,
    heartbeat,
    isRunning,
    isStale,
  }: EachBatchPayload) {
    const together = this.options.handler.batch;
    if (together) {
      await this.handleTogether(together, { batch, resolveOffset, heartbeat, isRunning, isStale });
      return;
    }
    for (const message of batch.messages) {
      if (!isRunning() || isStale() || this.stopping.signal.aborted) return;
      const handled = await this.handleMessage(batch.topic, batch.partition, message, heartbeat);
      // Not handled means we are stopping: leave the offset unresolved so it is delivered again.
      if (!handled) return;
      resolveOffset(message.offset);
      await heartbeat();
    }
  }

  /**
   * The fetched events of one partition handed to the handler's `batch`, at most
   * `MOST_TOGETHER` at a time, each chunk's offsets resolved once it succeeded.
   */
  private async handleTogether(
    together: (events: IncomingEvent[]) => Promise<void>,
    {
      batch,
      resolveOffset,
      heartbeat,
      isRunning,
      isStale,
    }: Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale'>,
  ) {
    const messages = batch.messages;
    for (let start = 0; start < messages.length; start += MOST_TOGETHER) {
      if (!isRunning() || isStale() || this.stopping.signal.aborted) return;
      const chunk = messages.slice(start, start + MOST_TOGETHER);
      const events = chunk.flatMap((message) => {
        const event = this.eventOf(batch.topic, batch.partition, message);
        return event ? [event] : [];
      });
      const handled = await deliverBatchUntilHandled(events, together, {
        groupId: this.options.groupId,
        retry: this.settings.handlerRetry,
        logger: this.logger,
        signal: this.stopping.signal,
        keepAlive: heartbeat,
      });
      if (!handled) return;
      resolveOffset((chunk[chunk.length - 1] as KafkaMessage).offset);
      await heartbeat();
    }
  }

  /** The event a message carries, or undefined (logged) for one without an event id. */
  private eventOf(topic: string, partition: number, message: KafkaMessage) {
    try {
      return eventFromMessage({
        topic,
        partition,
        offset: message.offset,
        key: message.key?.toString('utf8') ?? null,
        value: message.value,
        headers: textHeaders(message.headers),
      });
    } catch (error) {
      if (!(error instanceof MalformedEventError)) throw error;
      this.logger.error(
        {
          topic,
          partition,
          offset: message.offset,
          groupId: this.options.groupId,
          err: error.message,
        },
        'skipping malformed event',
      );
      return undefined;
    }
  }

  private async handleMessage(
    topic: string,
    partition: number,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<boolean> {
    const event = this.eventOf(topic, partition, message);
    // Retrying can never fix a message without an event id; skipping it is the only way on.
    if (!event) return true;
    return deliverUntilHandled(event, {
      groupId: this.options.groupId,
      handler: this.options.handler,
      retry: this.settings.handlerRetry,
      logger: this.logger,
      signal: this.stopping.signal,
      keepAlive: heartbeat,
    });
  }

  private onCrash(consumer: Consumer, crash: { error: Error; restart: boolean }): void {
    if (this.stopping.signal.aborted) {
      // kafkajs may have armed its restart timer just before we stopped; stopping again clears it.
      if (crash.restart) setImmediate(() => void consumer.stop().catch(() => undefined));
      return;
    }
    if (!crash.restart) this.scheduleRestart(crash.error);
  }

  private scheduleRestart(cause: unknown): void {
    this.restarts += 1;
    const delayMs = backoffDelay(this.restarts, RESTART_RETRY);
    this.logger.error(
      { groupId: this.options.groupId, err: describeError(cause), restartInMs: delayMs },
      'event consumer stopped on a non-retriable error; starting a new one',
    );
    // One successor at a time: a restart already waiting is replaced by this one.
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(async () => {
      if (this.stopping.signal.aborted) return;
      const live = this.untilLive();
      const consumer = this.newConsumer();
      try {
        await this.run(consumer);
        await live;
      } catch (error) {
        // A crash of this consumer has already scheduled its successor.
        if (this.consumer !== consumer || this.stopping.signal.aborted) return;
        await consumer.disconnect().catch(() => undefined);
        this.scheduleRestart(error);
      }
    }, delayMs);
  }
}
