// Original file: portico/events/v1/platform_events.proto

import type { PlatformSettingsChanged as _portico_events_v1_PlatformSettingsChanged, PlatformSettingsChanged__Output as _portico_events_v1_PlatformSettingsChanged__Output } from '../../../portico/events/v1/PlatformSettingsChanged';
import type { CachePurgeRequested as _portico_events_v1_CachePurgeRequested, CachePurgeRequested__Output as _portico_events_v1_CachePurgeRequested__Output } from '../../../portico/events/v1/CachePurgeRequested';
import type { SearchReindexRequested as _portico_events_v1_SearchReindexRequested, SearchReindexRequested__Output as _portico_events_v1_SearchReindexRequested__Output } from '../../../portico/events/v1/SearchReindexRequested';
import type { FeatureFlagChanged as _portico_events_v1_FeatureFlagChanged, FeatureFlagChanged__Output as _portico_events_v1_FeatureFlagChanged__Output } from '../../../portico/events/v1/FeatureFlagChanged';

export interface PlatformEvent {
  'actor_user_id'?: (string);
  'settings_changed'?: (_portico_events_v1_PlatformSettingsChanged | null);
  'cache_purge_requested'?: (_portico_events_v1_CachePurgeRequested | null);
  'search_reindex_requested'?: (_portico_events_v1_SearchReindexRequested | null);
  'feature_flag_changed'?: (_portico_events_v1_FeatureFlagChanged | null);
  'kind'?: "settings_changed"|"cache_purge_requested"|"search_reindex_requested"|"feature_flag_changed";
}

export interface PlatformEvent__Output {
  'actor_user_id': (string);
  'settings_changed'?: (_portico_events_v1_PlatformSettingsChanged__Output | null);
  'cache_purge_requested'?: (_portico_events_v1_CachePurgeRequested__Output | null);
  'search_reindex_requested'?: (_portico_events_v1_SearchReindexRequested__Output | null);
  'feature_flag_changed'?: (_portico_events_v1_FeatureFlagChanged__Output | null);
  'kind'?: "settings_changed"|"cache_purge_requested"|"search_reindex_requested"|"feature_flag_changed";
}
