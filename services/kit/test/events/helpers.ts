/**
 * Small tools the event tests share: unique names so tests never see each other's topics or
 * groups, events to publish, a quiet logger, and bounded polling.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger } from '../../src/logger';
import type { IncomingEvent, OutgoingEvent } from '../../src/events';

export const quietLogger = createLogger('kit-events-test', 'silent');

/**
 * Consumer settings for the mock broker. A new group joins after the mock's fixed 3 s initial
 * rebalance delay; a rebalance of a group that already had members waits up to the session
 * timeout minus 1 s (librdkafka's mock ignores group.initial.rebalance.delay and has no
 * setting for it), so a short session keeps member changes quick.
 */
export const TEST_CONSUMER = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  maxWaitTimeMs: 500,
};

export function harnessBrokers(): string {
  const brokers = process.env.PORTICO_TEST_KAFKA_BROKERS;
  if (!brokers) {
    throw new Error(
      'PORTICO_TEST_KAFKA_BROKERS is not set: run this test in the integration project',
    );
  }
  return brokers;
}

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;
export const uniqueTopic = (entity: string) =>
  `portico.test.${entity}-${randomBytes(5).toString('hex')}.v1`;

export function outgoingEvent(
  topic: string,
  overrides: Partial<OutgoingEvent> = {},
): OutgoingEvent {
  const tenantId = overrides.tenantId ?? randomUUID();
  return {
    id: randomUUID(),
    topic,
    key: tenantId,
    type: 'portico.events.v1.TestHappened',
    tenantId,
    occurredAt: new Date('2026-11-20T10:30:00.000Z'),
    payload: new TextEncoder().encode('payload'),
    headers: {},
    ...overrides,
  };
}

export const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Collects what a handler received, for assertions. */
export function recorder() {
  const received: IncomingEvent[] = [];
  return {
    received,
    handler: async (event: IncomingEvent) => {
      received.push(event);
    },
    ids: () => received.map((event) => event.id),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
