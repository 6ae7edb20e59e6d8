/**
 * No silent fallbacks in production (issue 24 item 3, issue 30 item 5): a production process
 * without real Stripe keys, S3 settings or an SMTP server refuses to start with a message
 * naming the variable, unless the local stand-in is chosen by name; outside production the
 * local defaults of `make up` stay. Billing's sandbox signs with a random secret per
 * installation, kept in the data folder, never the value once written in the source. Failed
 * before the fix: each production config loaded and fell back silently, and the sandbox secret
 * was `whsec_portico_sandbox_local_only`.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBillingConfig, sandboxWebhookSecret } from '../../services/billing/src/config';
import { loadContentConfig } from '../../services/content/src/config';
import { loadNotificationsConfig } from '../../services/notifications/src/config';

const PRODUCTION = { NODE_ENV: 'production' };
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-fallbacks-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('in production', () => {
  it('billing without a Stripe key refuses to start, naming STRIPE_SECRET_KEY and the opt-in', () => {
    expect(() => loadBillingConfig(PRODUCTION)).toThrow(
      /STRIPE_SECRET_KEY: required in production.*BILLING_PROVIDER=sandbox/,
    );
    expect(loadBillingConfig({ ...PRODUCTION, BILLING_PROVIDER: 'sandbox' }).BILLING_PROVIDER).toBe(
      'sandbox',
    );
    expect(
      loadBillingConfig({
        ...PRODUCTION,
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).BILLING_PROVIDER,
    ).toBe('stripe');
  });

  it('content without S3 settings refuses to start, naming S3_ENDPOINT and the opt-in', () => {
    expect(() => loadContentConfig(PRODUCTION)).toThrow(
      /S3_ENDPOINT: required in production.*FILE_STORAGE=local/,
    );
    expect(loadContentConfig({ ...PRODUCTION, FILE_STORAGE: 'local' }).FILE_STORAGE).toBe('local');
    expect(
      loadContentConfig({ ...PRODUCTION, S3_ENDPOINT: 'https://s3.example' }).S3_ENDPOINT,
    ).toBe('https://s3.example');
  });

  it('notifications without SMTP_URL refuses to start, naming SMTP_URL and the opt-in', () => {
    expect(() => loadNotificationsConfig(PRODUCTION)).toThrow(
      /SMTP_URL: required in production.*MAIL_DELIVERY=local/,
    );
    expect(loadNotificationsConfig({ ...PRODUCTION, MAIL_DELIVERY: 'local' }).SMTP_URL).toBe(
      'smtp://127.0.0.1:1025',
    );
    expect(
      loadNotificationsConfig({ ...PRODUCTION, SMTP_URL: 'smtps://mail.example:465' }).SMTP_URL,
    ).toBe('smtps://mail.example:465');
  });
});

it('outside production the local defaults of make up stay', () => {
  expect(loadBillingConfig({}).BILLING_PROVIDER).toBe('sandbox');
  expect(loadContentConfig({}).S3_ENDPOINT).toBeUndefined();
  expect(loadNotificationsConfig({}).SMTP_URL).toBe('smtp://127.0.0.1:1025');
});

it('a choice that contradicts itself is refused too', () => {
  expect(() => loadBillingConfig({ BILLING_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  expect(() => loadContentConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_ENDPOINT/);
});

describe('the billing sandbox’s webhook secret', () => {
  it('is random per installation, kept beside the data for its owner only, and stable', () => {
    const one = dataDir();
    const first = sandboxWebhookSecret(loadBillingConfig({ DATA_DIR: one }));
    expect(first).not.toBe('whsec_portico_sandbox_local_only');
    expect(first).toMatch(/^whsec_.{40,}$/);
    const file = path.join(one, 'billing-sandbox-webhook-secret');
    expect(`whsec_${readFileSync(file, 'utf8').trim()}`).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(sandboxWebhookSecret(loadBillingConfig({ DATA_DIR: one }))).toBe(first);
    expect(sandboxWebhookSecret(loadBillingConfig({ DATA_DIR: dataDir() }))).not.toBe(first);
  });

  it('is the configured one when SANDBOX_WEBHOOK_SECRET is set', () => {
    const secret = 'whsec_configured_for_this_cluster';
    expect(
      sandboxWebhookSecret(
        loadBillingConfig({ DATA_DIR: dataDir(), SANDBOX_WEBHOOK_SECRET: secret }),
      ),
    ).toBe(secret);
  });
});
