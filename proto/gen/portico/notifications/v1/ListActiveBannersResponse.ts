// Original file: portico/notifications/v1/notifications.proto

import type { Banner as _portico_notifications_v1_Banner, Banner__Output as _portico_notifications_v1_Banner__Output } from '../../../portico/notifications/v1/Banner';

export interface ListActiveBannersResponse {
  'banners'?: (_portico_notifications_v1_Banner)[];
}

export interface ListActiveBannersResponse__Output {
  'banners': (_portico_notifications_v1_Banner__Output)[];
}
