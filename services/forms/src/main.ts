// Forms: form schemas, publishing and assignment, server-validated responses, CSV export.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { tenancyMembers } from './clients/tenancy';
import { loadFormsConfig } from './config';
import { contentFileOwnership } from './domain/fileOwnership';
import type { FormDeps } from './domain/formActions';
import { formsHandlers } from './grpc/handlers';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: {
    bus?: EventBus;
    fileOwnedBy?: FormDeps['fileOwnedBy'];
    membersOf?: FormDeps['membersOf'];
  } = {},
): Promise<ServiceRuntime> {
  const config = loadFormsConfig(env);
  const runtime = await createServiceRuntime('forms', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  runtime.grpc.addService(
    loadServiceDefinition('forms').definition,
    formsHandlers({
      db: runtime.db,
      fileOwnedBy: shared.fileOwnedBy ?? contentFileOwnership(config.CONTENT_ADDR),
      membersOf: shared.membersOf ?? tenancyMembers(config.TENANCY_ADDR),
    }),
  );
  return runtime;
}

if (require.main === module) runMain(() => createService());
