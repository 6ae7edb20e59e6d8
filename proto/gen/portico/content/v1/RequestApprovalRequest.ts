// Original file: portico/content/v1/content.proto


export interface RequestApprovalRequest {
  'file_id'?: (string);
  'version_id'?: (string);
  'approver_ids'?: (string)[];
  'message'?: (string);
}

export interface RequestApprovalRequest__Output {
  'file_id': (string);
  'version_id': (string);
  'approver_ids': (string)[];
  'message': (string);
}
