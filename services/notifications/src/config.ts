import { loadServiceConfig } from '@portico/kit';

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig('notifications', {}, env);
