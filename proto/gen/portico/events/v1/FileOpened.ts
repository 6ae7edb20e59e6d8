// Original file: portico/events/v1/content_events.proto


export interface FileOpened {
  'opened_by'?: (string);
  'opened_at'?: (string);
}

export interface FileOpened__Output {
  'opened_by': (string);
  'opened_at': (string);
}
