// Original file: portico/content/v1/content.proto


export interface DecideApprovalRequest {
  'id'?: (string);
  'decision'?: (string);
  'comment'?: (string);
  'sha256'?: (string);
}

export interface DecideApprovalRequest__Output {
  'id': (string);
  'decision': (string);
  'comment': (string);
  'sha256': (string);
}
