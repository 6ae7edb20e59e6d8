// Original file: portico/notifications/v1/notifications.proto

import type { QueueDepthSample as _portico_notifications_v1_QueueDepthSample, QueueDepthSample__Output as _portico_notifications_v1_QueueDepthSample__Output } from '../../../portico/notifications/v1/QueueDepthSample';

export interface QueueDepthSamples {
  'samples'?: (_portico_notifications_v1_QueueDepthSample)[];
}

export interface QueueDepthSamples__Output {
  'samples': (_portico_notifications_v1_QueueDepthSample__Output)[];
}
