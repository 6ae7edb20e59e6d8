// Original file: portico/content/v1/content.proto

import type { Approval as _portico_content_v1_Approval, Approval__Output as _portico_content_v1_Approval__Output } from '../../../portico/content/v1/Approval';

export interface ListApprovalsResponse {
  'approvals'?: (_portico_content_v1_Approval)[];
}

export interface ListApprovalsResponse__Output {
  'approvals': (_portico_content_v1_Approval__Output)[];
}
