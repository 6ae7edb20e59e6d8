/** SQL for the onboarding Slack webhooks stored before they were sealed (domain/sealed.ts). */
import type { Queryable } from '@portico/kit';

export async function listPlainSlackWebhooks(
  db: Queryable,
): Promise<{ user_id: string; url: string }[]> {
  const { rows } = await db.query<{ user_id: string; url: string }>(
    `SELECT user_id, capabilities->>'slackWebhook' AS url FROM onboarding
      WHERE capabilities->>'slackWebhook' IS NOT NULL
        AND capabilities->>'slackWebhook' NOT LIKE 'enc:v1:%'`,
  );
  return rows;
}

/** Replaces one row's webhook only if it is still the plain value read. */
export async function replaceSlackWebhook(
  db: Queryable,
  userId: string,
  plain: string,
  sealed: string,
): Promise<void> {
  await db.query(
    `UPDATE onboarding SET capabilities = jsonb_set(capabilities, '{slackWebhook}', to_jsonb($3::text))
      WHERE user_id = $1 AND capabilities->>'slackWebhook' = $2`,
    [userId, plain, sealed],
  );
}
