// Original file: portico/content/v1/content.proto

import type { TaskTemplate as _portico_content_v1_TaskTemplate, TaskTemplate__Output as _portico_content_v1_TaskTemplate__Output } from '../../../portico/content/v1/TaskTemplate';

export interface ListTaskTemplatesResponse {
  'templates'?: (_portico_content_v1_TaskTemplate)[];
}

export interface ListTaskTemplatesResponse__Output {
  'templates': (_portico_content_v1_TaskTemplate__Output)[];
}
