// Original file: portico/content/v1/content.proto


export interface ApprovalDecision {
  'approver_id'?: (string);
  'decision'?: (string);
  'comment'?: (string);
  'sha256'?: (string);
  'decided_at'?: (string);
}

export interface ApprovalDecision__Output {
  'approver_id': (string);
  'decision': (string);
  'comment': (string);
  'sha256': (string);
  'decided_at': (string);
}
