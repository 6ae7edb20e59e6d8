// Original file: portico/content/v1/content.proto

import type { TaskTemplateItem as _portico_content_v1_TaskTemplateItem, TaskTemplateItem__Output as _portico_content_v1_TaskTemplateItem__Output } from '../../../portico/content/v1/TaskTemplateItem';

export interface TaskTemplate {
  'id'?: (string);
  'name'?: (string);
  'role_key'?: (string);
  'items'?: (_portico_content_v1_TaskTemplateItem)[];
  'created_by'?: (string);
  'created_at'?: (string);
}

export interface TaskTemplate__Output {
  'id': (string);
  'name': (string);
  'role_key': (string);
  'items': (_portico_content_v1_TaskTemplateItem__Output)[];
  'created_by': (string);
  'created_at': (string);
}
