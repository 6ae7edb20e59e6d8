// Events: the transactional outbox, its relay, the event bus (Kafka or in-process) and
// idempotent consumers. Typed payload encoding lives in codec.ts, next to these.
export type {
  EventBus,
  EventHandler,
  IncomingEvent,
  OutgoingEvent,
  RetryPolicy,
  SubscribeOptions,
  Subscription,
} from './types';
export { batchHandler, DEFAULT_HANDLER_RETRY } from './types';
export {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  OCCURRED_AT_HEADER,
  TENANT_ID_HEADER,
  TRACEPARENT_HEADER,
} from './headers';
export type { EventLogger } from './delivery';
export { createEventBus, type CreateEventBusOptions } from './create-bus';
export {
  keepSubscribed,
  type KeepSubscribedOptions,
  type KeptSubscription,
} from './keep-subscribed';
export { KafkaEventBus, parseBrokers, type KafkaEventBusOptions } from './kafka-bus';
export { kafkaSecurity, type KafkaSecurity, type KafkaSecuritySettings } from './kafka-security';
export type { KafkaConsumerSettings } from './kafka-subscription';
export { MemoryEventBus, type MemoryEventBusOptions } from './memory-bus';
export {
  appendToOutbox,
  KIT_MIGRATIONS_DIR,
  OUTBOX_COLUMNS,
  outboxEntry,
  outboxParams,
  outboxRow,
  outboxValues,
  type NewEvent,
  type OutboxEntry,
  type OutboxRowValues,
} from './outbox';
export { OutboxRelay, RELAY_LOCK_KEY, wakeRelayOnCommit, type OutboxRelayOptions } from './relay';
export {
  auditEntry,
  describeEvent,
  eventEntry,
  publish,
  publishAudit,
  type AuditEntry,
  type PortalEvent,
  type PublishOptions,
} from './publish';
export {
  idempotentHandler,
  pruneProcessedEvents,
  type IdempotentHandlerOptions,
} from './idempotent';
export { decodeEvent, encodeEvent, EventCodecError } from './codec';
