// Original file: portico/notifications/v1/notifications.proto

import type { Job as _portico_notifications_v1_Job, Job__Output as _portico_notifications_v1_Job__Output } from '../../../portico/notifications/v1/Job';

export interface ListRecentJobsResponse {
  'jobs'?: (_portico_notifications_v1_Job)[];
}

export interface ListRecentJobsResponse__Output {
  'jobs': (_portico_notifications_v1_Job__Output)[];
}
