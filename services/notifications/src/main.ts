// Notifications: announcements, rules, outgoing webhooks, email, jobs and cron schedules.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadNotificationsConfig } from './config';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadNotificationsConfig(env);
  return createServiceRuntime('notifications', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
}

if (require.main === module) runMain(() => createService());
