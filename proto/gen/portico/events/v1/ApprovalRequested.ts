// Original file: portico/events/v1/content_events.proto


export interface ApprovalRequested {
  'approval_id'?: (string);
  'version_id'?: (string);
  'version_number'?: (number);
  'sha256'?: (string);
  'requested_by'?: (string);
  'approver_ids'?: (string)[];
  'title'?: (string);
  'message'?: (string);
}

export interface ApprovalRequested__Output {
  'approval_id': (string);
  'version_id': (string);
  'version_number': (number);
  'sha256': (string);
  'requested_by': (string);
  'approver_ids': (string)[];
  'title': (string);
  'message': (string);
}
