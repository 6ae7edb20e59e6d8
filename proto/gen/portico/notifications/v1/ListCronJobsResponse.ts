// Original file: portico/notifications/v1/notifications.proto

import type { CronJob as _portico_notifications_v1_CronJob, CronJob__Output as _portico_notifications_v1_CronJob__Output } from '../../../portico/notifications/v1/CronJob';

export interface ListCronJobsResponse {
  'cron'?: (_portico_notifications_v1_CronJob)[];
}

export interface ListCronJobsResponse__Output {
  'cron': (_portico_notifications_v1_CronJob__Output)[];
}
