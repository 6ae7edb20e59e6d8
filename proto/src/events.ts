import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as protobuf from 'protobufjs';
import type { eventsV1 } from '../gen/index';
import { PROTO_DIR } from './paths';
import type { EventMessageName } from './topics';

/** What a producer may pass (input) and what a consumer gets back (output) per event message. */
export interface EventMessages {
  'portico.events.v1.UserEvent': { input: eventsV1.UserEvent; output: eventsV1.UserEvent__Output };
  'portico.events.v1.MembershipEvent': {
    input: eventsV1.MembershipEvent;
    output: eventsV1.MembershipEvent__Output;
  };
  'portico.events.v1.TenantEvent': {
    input: eventsV1.TenantEvent;
    output: eventsV1.TenantEvent__Output;
  };
  'portico.events.v1.FormResponseEvent': {
    input: eventsV1.FormResponseEvent;
    output: eventsV1.FormResponseEvent__Output;
  };
  'portico.events.v1.FileEvent': { input: eventsV1.FileEvent; output: eventsV1.FileEvent__Output };
  'portico.events.v1.EmbedEvent': {
    input: eventsV1.EmbedEvent;
    output: eventsV1.EmbedEvent__Output;
  };
  'portico.events.v1.TaskEvent': { input: eventsV1.TaskEvent; output: eventsV1.TaskEvent__Output };
  'portico.events.v1.SubscriptionEvent': {
    input: eventsV1.SubscriptionEvent;
    output: eventsV1.SubscriptionEvent__Output;
  };
  'portico.events.v1.ClientInvoiceEvent': {
    input: eventsV1.ClientInvoiceEvent;
    output: eventsV1.ClientInvoiceEvent__Output;
  };
  'portico.events.v1.MessageEvent': {
    input: eventsV1.MessageEvent;
    output: eventsV1.MessageEvent__Output;
  };
  'portico.events.v1.ConversationEvent': {
    input: eventsV1.ConversationEvent;
    output: eventsV1.ConversationEvent__Output;
  };
  'portico.events.v1.MessageEmailEvent': {
    input: eventsV1.MessageEmailEvent;
    output: eventsV1.MessageEmailEvent__Output;
  };
  'portico.events.v1.AuditEvent': {
    input: eventsV1.AuditEvent;
    output: eventsV1.AuditEvent__Output;
  };
  'portico.events.v1.PlatformEvent': {
    input: eventsV1.PlatformEvent;
    output: eventsV1.PlatformEvent__Output;
  };
  'portico.events.v1.GatewayPeerEvent': {
    input: eventsV1.GatewayPeerEvent;
    output: eventsV1.GatewayPeerEvent__Output;
  };
}

// A compile-time check that every topic's message has an entry above.
type Missing = Exclude<EventMessageName, keyof EventMessages>;
const everyTopicHasTypes: Missing extends never ? true : Missing = true;
void everyTopicHasTypes;

export const EVENTS_DIR = join(PROTO_DIR, 'portico', 'events', 'v1');

let eventRoot: protobuf.Root | undefined;

/**
 * A protobufjs Root holding every event message, loaded once. Field names keep their
 * snake_case, as in the generated types.
 */
export function loadEventTypes(): protobuf.Root {
  if (!eventRoot) {
    const files = readdirSync(EVENTS_DIR)
      .filter((name) => name.endsWith('.proto'))
      .sort()
      .map((name) => join(EVENTS_DIR, name));
    const root = new protobuf.Root();
    root.loadSync(files, { keepCase: true });
    root.resolveAll();
    eventRoot = root;
  }
  return eventRoot;
}
