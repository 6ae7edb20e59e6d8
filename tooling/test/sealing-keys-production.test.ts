/**
 * No production process stores secrets under a key nobody else holds: started as the images
 * start them (NODE_ENV=production), identity, tenancy and notifications refuse to start
 * without their sealing key, naming it, before they touch a database; given the key, start-up
 * gets past it (and stops at the next production requirement, the gateway's public key).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createService as createIdentity } from '@portico/identity';
import { createService as createNotifications } from '@portico/notifications';
import { createService as createTenancy } from '@portico/tenancy';

const SERVICES = [
  ['identity', createIdentity, 'SIGNING_KEY_ENCRYPTION_KEY'],
  ['tenancy', createTenancy, 'TENANCY_SECRETS_KEY'],
  ['notifications', createNotifications, 'INTEGRATIONS_ENCRYPTION_KEY'],
] as const;

const savedNodeEnv = process.env.NODE_ENV;
let dataDir: string;
beforeEach(() => {
  process.env.NODE_ENV = 'production';
  dataDir = mkdtempSync(path.join(tmpdir(), 'portico-production-'));
});
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  GRPC_PORT: '0',
  HTTP_PORT: '0',
  ...extra,
});

test.each(SERVICES)(
  '%s refuses to start in production without its sealing key, naming it',
  async (_name, createService, variable) => {
    await expect(createService(env())).rejects.toThrow(
      `${variable}: required in production (NODE_ENV=production)`,
    );
    // Refused before anything was written: no key file, no embedded database.
    expect(readdirSync(dataDir)).toEqual([]);
  },
);

test.each(SERVICES)(
  '%s gets past the sealing key in production once it is set',
  async (_name, createService, variable) => {
    await expect(createService(env({ [variable]: 'from the Secret' }))).rejects.toThrow(
      'INTERNAL_TOKEN_PUBLIC_KEY: required in production',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  },
);

test('each service loads in production before its configuration is read', () => {
  // The built packages, as the images run them: a sealer made at import time refused a
  // production process before main.ts could hand it the key from the Secret.
  const load = SERVICES.map(([name]) => `require('@portico/${name}');`).join(' ');
  expect(() =>
    execFileSync(process.execPath, ['-e', load], {
      env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
      stdio: 'pipe',
    }),
  ).not.toThrow();
});
