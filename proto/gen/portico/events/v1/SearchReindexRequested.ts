// Original file: portico/events/v1/platform_events.proto


export interface SearchReindexRequested {
}

export interface SearchReindexRequested__Output {
}
