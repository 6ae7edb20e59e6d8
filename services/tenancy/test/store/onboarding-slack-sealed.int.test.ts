/**
 * The onboarding Slack webhook URL is a credential: on real PostgreSQL, what the database holds
 * after the capabilities step is a sealed value (AES-256-GCM) that opens to the URL with the
 * service's key, the URL appears nowhere in the onboarding row or the outbox, a URL stored in
 * the clear before the upgrade is sealed at start-up, and a tampered value does not open.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import {
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../../src/domain/onboardingFlow';
import { isSealed, openSecret, sealStoredSlackWebhooks } from '../../src/domain/sealed';
import { tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const WEBHOOK = 'https://hooks.slack.com/services/T0001/B0001/very-secret-token';

async function onboardUpToCapabilities(): Promise<string> {
  const userId = randomUUID();
  await startOnboarding(db, userId, { companyName: 'Slack Co' });
  await savePlan(db, userId, { plan: 'pro', adminSeats: 1 });
  await saveBranding(db, userId, { subdomain: `slack-${userId.slice(0, 8)}` });
  return userId;
}

async function storedWebhook(userId: string): Promise<string | null> {
  const { rows } = await db.query<{ url: string | null }>(
    `SELECT capabilities->>'slackWebhook' AS url FROM onboarding WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.url ?? null;
}

async function placesHoldingThePlainUrl(): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM onboarding WHERE capabilities::text LIKE '%very-secret-token%')
          + (SELECT count(*) FROM outbox
              WHERE position(convert_to('very-secret-token', 'UTF8') IN payload) > 0) AS n`,
  );
  return Number(rows[0]?.n ?? 0);
}

it('stores the webhook sealed, opening to the URL with the service key, and nowhere in the clear', async () => {
  const userId = await onboardUpToCapabilities();
  const state = await saveCapabilities(db, userId, { slackWebhook: WEBHOOK });
  expect(JSON.stringify(state)).not.toContain('very-secret-token');

  const stored = await storedWebhook(userId);
  expect(stored).not.toBeNull();
  expect(isSealed(stored!)).toBe(true);
  expect(openSecret(stored!)).toBe(WEBHOOK);
  expect(await placesHoldingThePlainUrl()).toBe(0);
});

it('seals a webhook stored in the clear before the upgrade, at start-up', async () => {
  const userId = await onboardUpToCapabilities();
  await saveCapabilities(db, userId, {});
  await db.query(
    `UPDATE onboarding SET capabilities = jsonb_set(capabilities, '{slackWebhook}', to_jsonb($2::text))
      WHERE user_id = $1`,
    [userId, WEBHOOK],
  );
  expect(await placesHoldingThePlainUrl()).toBe(1);

  expect(await sealStoredSlackWebhooks(db)).toBeGreaterThanOrEqual(1);
  expect(await placesHoldingThePlainUrl()).toBe(0);
  expect(openSecret((await storedWebhook(userId))!)).toBe(WEBHOOK);
  // Run again (another replica starting): nothing left to seal, nothing sealed twice.
  expect(await sealStoredSlackWebhooks(db)).toBe(0);
  expect(openSecret((await storedWebhook(userId))!)).toBe(WEBHOOK);
});

it('refuses to open a sealed webhook whose bytes were changed', async () => {
  const userId = await onboardUpToCapabilities();
  await saveCapabilities(db, userId, { slackWebhook: WEBHOOK });
  const stored = (await storedWebhook(userId))!;
  const raw = Buffer.from(stored.slice('enc:v1:'.length), 'base64');
  raw[raw.length - 1] = raw[raw.length - 1]! ^ 0xff;
  expect(() => openSecret(`enc:v1:${raw.toString('base64')}`)).toThrow();
});

it('stores no webhook when none was given', async () => {
  const userId = await onboardUpToCapabilities();
  await saveCapabilities(db, userId, { slackWebhook: '' });
  expect(await storedWebhook(userId)).toBeNull();
});
