// Original file: portico/events/v1/content_events.proto

import type { EmbedChanged as _portico_events_v1_EmbedChanged, EmbedChanged__Output as _portico_events_v1_EmbedChanged__Output } from '../../../portico/events/v1/EmbedChanged';

export interface EmbedEvent {
  'tenant_id'?: (string);
  'embed_id'?: (string);
  'origin'?: (string);
  'created'?: (_portico_events_v1_EmbedChanged | null);
  'updated'?: (_portico_events_v1_EmbedChanged | null);
  'deleted'?: (_portico_events_v1_EmbedChanged | null);
  'kind'?: "created"|"updated"|"deleted";
}

export interface EmbedEvent__Output {
  'tenant_id': (string);
  'embed_id': (string);
  'origin': (string);
  'created'?: (_portico_events_v1_EmbedChanged__Output | null);
  'updated'?: (_portico_events_v1_EmbedChanged__Output | null);
  'deleted'?: (_portico_events_v1_EmbedChanged__Output | null);
  'kind'?: "created"|"updated"|"deleted";
}
