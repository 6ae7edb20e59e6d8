// Original file: portico/messaging/v1/messaging.proto


export interface AddParticipantsRequest {
  'conversation_id'?: (string);
  'user_ids'?: (string)[];
}

export interface AddParticipantsRequest__Output {
  'conversation_id': (string);
  'user_ids': (string)[];
}
