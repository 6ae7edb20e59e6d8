/**
 * What a tenant's webhook may subscribe to: every event, or one family of them. The gateway
 * validates subscriptions with it and notifications routes events by it.
 */
export const WEBHOOK_EVENT_KINDS = [
  'all',
  'forms',
  'files',
  'tasks',
  'payments',
  'messages',
] as const;

export const WEBHOOK_EVENTS_MESSAGE =
  'Please choose the events: all, forms, files, tasks, payments or messages';
