// Original file: portico/content/v1/content.proto

import type { TaskAssignee as _portico_content_v1_TaskAssignee, TaskAssignee__Output as _portico_content_v1_TaskAssignee__Output } from '../../../portico/content/v1/TaskAssignee';

export interface Task {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'due_on'?: (string);
  'link_kind'?: (string);
  'link_id'?: (string);
  'roles'?: (string)[];
  'created_by'?: (string);
  'created_at'?: (string);
  'assignees'?: (_portico_content_v1_TaskAssignee)[];
}

export interface Task__Output {
  'id': (string);
  'title': (string);
  'description': (string);
  'due_on': (string);
  'link_kind': (string);
  'link_id': (string);
  'roles': (string)[];
  'created_by': (string);
  'created_at': (string);
  'assignees': (_portico_content_v1_TaskAssignee__Output)[];
}
