/**
 * Picks the bus from configuration: Kafka when KAFKA_BROKERS is set, otherwise the in-process
 * bus (every service in one local process; services/kit/README.md).
 */
import type { EventLogger } from './delivery';
import { KafkaEventBus } from './kafka-bus';
import type { KafkaSecurity } from './kafka-security';
import { MemoryEventBus } from './memory-bus';
import type { EventBus } from './types';

export interface CreateEventBusOptions {
  /** KAFKA_BROKERS: comma-separated `host:port` list; unset or blank for the in-process bus. */
  brokers?: string;
  /** Names this process to the brokers, e.g. the service name. */
  clientId: string;
  logger: EventLogger & { level?: string };
  /** TLS and SASL for managed brokers. */
  security?: KafkaSecurity;
  /** KAFKA_FETCH_MAX_WAIT_MS: how long an idle fetch waits at the broker. */
  fetchMaxWaitMs?: number;
}

export function createEventBus(options: CreateEventBusOptions): EventBus {
  if (options.brokers?.trim()) {
    return new KafkaEventBus({
      brokers: options.brokers,
      clientId: options.clientId,
      logger: options.logger,
      ...(options.security ? { security: options.security } : {}),
      ...(options.fetchMaxWaitMs ? { consumer: { maxWaitTimeMs: options.fetchMaxWaitMs } } : {}),
    });
  }
  return new MemoryEventBus({ logger: options.logger });
}
