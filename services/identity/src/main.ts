// Identity: users, credentials, sessions, resets, global roles, impersonation, signing keys.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  createServiceRuntime,
  internalVerifyingKey,
  runMain,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { loadIdentityConfig } from './config';
import { ensureSuperAdmin } from './domain/adminAccounts';
import { KeyRing } from './domain/keyRing';
import { limitHashing } from './domain/passwords';
import { platformSettingsCopy } from './domain/platformSettingsCopy';
import { cachedSessionLimits, SESSION_LIMITS_CACHE_MS } from './domain/sessionLimits';
import { tenancySettingsReader } from './clients/tenancy';
import { followPlatformSettings, PLATFORM_SETTINGS_TOPICS } from './events/platformSettings';
import { identityHandlers } from './grpc/handlers';
import {
  sealStoredKeys,
  sealStoredTotpSecrets,
  useSigningKeyEncryption,
} from './store/signingKeys';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadIdentityConfig(env);
  limitHashing(config.PASSWORD_HASH_CONCURRENCY);
  // First, so production refuses to start without the key before touching anything; a local
  // run keeps a generated key in DATA_DIR. Signing keys and TOTP secrets are always sealed.
  useSigningKeyEncryption(config.SIGNING_KEY_ENCRYPTION_KEY, config.DATA_DIR);
  const runtime = await createServiceRuntime('identity', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const sealed = {
    signingKeys: await sealStoredKeys(runtime.db),
    totpSecrets: await sealStoredTotpSecrets(runtime.db),
  };
  if (sealed.signingKeys + sealed.totpSecrets > 0)
    runtime.logger.info(sealed, 'secrets stored in the clear were sealed');
  const clock = () => new Date();
  const keys = new KeyRing(runtime.db, clock);
  await keys.signingKey();
  // Super Settings → Auth's session limits, from identity's copy of the platform settings;
  // tenancy is asked only at a refresh that finds no fresh copy, never here at start-up.
  const settingsCopy = platformSettingsCopy(runtime.db, {
    tenancy: config.TENANCY_ADDR ? tenancySettingsReader(config.TENANCY_ADDR) : undefined,
    staleAfterMs: SESSION_LIMITS_CACHE_MS,
    logger: runtime.logger,
  });
  const sessionLimits = cachedSessionLimits(
    runtime.db,
    SESSION_LIMITS_CACHE_MS,
    Date.now,
    settingsCopy,
  );
  runtime.consume(
    PLATFORM_SETTINGS_TOPICS,
    followPlatformSettings(runtime.db, () => sessionLimits.evict()),
  );
  const deps = { db: runtime.db, keys, clock, sessionLimits };
  if (config.SUPER_ADMIN_EMAIL && config.SUPER_ADMIN_PASSWORD) {
    const admin = await ensureSuperAdmin(
      deps,
      config.SUPER_ADMIN_EMAIL,
      config.SUPER_ADMIN_PASSWORD,
    );
    runtime.logger.info({ user_id: admin.id }, 'platform super admin present');
  }
  const operatorKey = config.OPERATOR_TOKEN_PUBLIC_KEY
    ? internalVerifyingKey(config.OPERATOR_TOKEN_PUBLIC_KEY)
    : undefined;
  runtime.grpc.addService(
    loadServiceDefinition('identity').definition,
    identityHandlers({ ...deps, operatorKey }),
  );
  return runtime;
}

if (require.main === module) runMain(() => createService());
