// Original file: portico/events/v1/content_events.proto


export interface ApprovalDecided {
  'approval_id'?: (string);
  'version_id'?: (string);
  'sha256'?: (string);
  'approver_id'?: (string);
  'decision'?: (string);
  'comment'?: (string);
  'status'?: (string);
  'title'?: (string);
}

export interface ApprovalDecided__Output {
  'approval_id': (string);
  'version_id': (string);
  'sha256': (string);
  'approver_id': (string);
  'decision': (string);
  'comment': (string);
  'status': (string);
  'title': (string);
}
