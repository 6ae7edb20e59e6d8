// Original file: portico/notifications/v1/notifications.proto

import type { Rule as _portico_notifications_v1_Rule, Rule__Output as _portico_notifications_v1_Rule__Output } from '../../../portico/notifications/v1/Rule';

export interface ListRulesResponse {
  'rules'?: (_portico_notifications_v1_Rule)[];
}

export interface ListRulesResponse__Output {
  'rules': (_portico_notifications_v1_Rule__Output)[];
}
