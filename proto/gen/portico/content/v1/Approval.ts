// Original file: portico/content/v1/content.proto

import type { ApprovalDecision as _portico_content_v1_ApprovalDecision, ApprovalDecision__Output as _portico_content_v1_ApprovalDecision__Output } from '../../../portico/content/v1/ApprovalDecision';

export interface Approval {
  'id'?: (string);
  'file_id'?: (string);
  'file_title'?: (string);
  'version_id'?: (string);
  'version_number'?: (number);
  'sha256'?: (string);
  'requested_by'?: (string);
  'message'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'closed_at'?: (string);
  'decisions'?: (_portico_content_v1_ApprovalDecision)[];
}

export interface Approval__Output {
  'id': (string);
  'file_id': (string);
  'file_title': (string);
  'version_id': (string);
  'version_number': (number);
  'sha256': (string);
  'requested_by': (string);
  'message': (string);
  'status': (string);
  'created_at': (string);
  'closed_at': (string);
  'decisions': (_portico_content_v1_ApprovalDecision__Output)[];
}
