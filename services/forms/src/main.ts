// Forms: form schemas, publishing and assignment, server-validated responses, CSV export.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadFormsConfig } from './config';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadFormsConfig(env);
  return createServiceRuntime('forms', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
}

if (require.main === module) runMain(() => createService());
