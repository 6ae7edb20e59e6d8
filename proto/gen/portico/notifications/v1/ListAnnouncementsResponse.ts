// Original file: portico/notifications/v1/notifications.proto

import type { Announcement as _portico_notifications_v1_Announcement, Announcement__Output as _portico_notifications_v1_Announcement__Output } from '../../../portico/notifications/v1/Announcement';

export interface ListAnnouncementsResponse {
  'announcements'?: (_portico_notifications_v1_Announcement)[];
}

export interface ListAnnouncementsResponse__Output {
  'announcements': (_portico_notifications_v1_Announcement__Output)[];
}
