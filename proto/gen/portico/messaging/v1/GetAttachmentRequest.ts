// Original file: portico/messaging/v1/messaging.proto


export interface GetAttachmentRequest {
  'file_id'?: (string);
  'message_id'?: (string);
}

export interface GetAttachmentRequest__Output {
  'file_id': (string);
  'message_id': (string);
}
