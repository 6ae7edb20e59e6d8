import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CachePurgeRequested as _portico_events_v1_CachePurgeRequested, CachePurgeRequested__Output as _portico_events_v1_CachePurgeRequested__Output } from './portico/events/v1/CachePurgeRequested';
import type { FeatureFlagChanged as _portico_events_v1_FeatureFlagChanged, FeatureFlagChanged__Output as _portico_events_v1_FeatureFlagChanged__Output } from './portico/events/v1/FeatureFlagChanged';
import type { PlatformEvent as _portico_events_v1_PlatformEvent, PlatformEvent__Output as _portico_events_v1_PlatformEvent__Output } from './portico/events/v1/PlatformEvent';
import type { PlatformSettingsChanged as _portico_events_v1_PlatformSettingsChanged, PlatformSettingsChanged__Output as _portico_events_v1_PlatformSettingsChanged__Output } from './portico/events/v1/PlatformSettingsChanged';
import type { SearchReindexRequested as _portico_events_v1_SearchReindexRequested, SearchReindexRequested__Output as _portico_events_v1_SearchReindexRequested__Output } from './portico/events/v1/SearchReindexRequested';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        CachePurgeRequested: MessageTypeDefinition<_portico_events_v1_CachePurgeRequested, _portico_events_v1_CachePurgeRequested__Output>
        FeatureFlagChanged: MessageTypeDefinition<_portico_events_v1_FeatureFlagChanged, _portico_events_v1_FeatureFlagChanged__Output>
        PlatformEvent: MessageTypeDefinition<_portico_events_v1_PlatformEvent, _portico_events_v1_PlatformEvent__Output>
        PlatformSettingsChanged: MessageTypeDefinition<_portico_events_v1_PlatformSettingsChanged, _portico_events_v1_PlatformSettingsChanged__Output>
        SearchReindexRequested: MessageTypeDefinition<_portico_events_v1_SearchReindexRequested, _portico_events_v1_SearchReindexRequested__Output>
      }
    }
  }
}

