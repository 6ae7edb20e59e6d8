// Original file: portico/content/v1/content.proto

import type { Task as _portico_content_v1_Task, Task__Output as _portico_content_v1_Task__Output } from '../../../portico/content/v1/Task';

export interface ListTasksResponse {
  'tasks'?: (_portico_content_v1_Task)[];
  'total'?: (number);
}

export interface ListTasksResponse__Output {
  'tasks': (_portico_content_v1_Task__Output)[];
  'total': (number);
}
