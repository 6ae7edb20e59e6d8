// Original file: portico/events/v1/messaging_events.proto


export interface ParticipantsAdded {
  'user_ids'?: (string)[];
  'added_by'?: (string);
}

export interface ParticipantsAdded__Output {
  'user_ids': (string)[];
  'added_by': (string);
}
