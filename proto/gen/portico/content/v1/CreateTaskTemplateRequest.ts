// Original file: portico/content/v1/content.proto

import type { TaskTemplateItem as _portico_content_v1_TaskTemplateItem, TaskTemplateItem__Output as _portico_content_v1_TaskTemplateItem__Output } from '../../../portico/content/v1/TaskTemplateItem';

export interface CreateTaskTemplateRequest {
  'name'?: (string);
  'role_key'?: (string);
  'items'?: (_portico_content_v1_TaskTemplateItem)[];
}

export interface CreateTaskTemplateRequest__Output {
  'name': (string);
  'role_key': (string);
  'items': (_portico_content_v1_TaskTemplateItem__Output)[];
}
