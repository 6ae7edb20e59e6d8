// Original file: portico/events/v1/platform_events.proto


export interface CachePurgeRequested {
}

export interface CachePurgeRequested__Output {
}
