/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and
 * base64 key bytes; each delivery carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`, a space-separated list of `v1,<base64 HMAC-SHA256 of id.timestamp.body>`.
 * While a secret is being rotated both the new and the previous secret sign, so a receiver
 * holding either verifies every delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A fresh endpoint secret, shown to the admin once. */
export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('a webhook secret starts with whsec_');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one delivery, signed by every given secret (newest first). */
export function signDelivery(input: {
  id: string;
  timestamp: Date;
  body: string;
  secrets: readonly string[];
}): SignedHeaders {
  const seconds = Math.floor(input.timestamp.getTime() / 1000).toString();
  const content = `${input.id}.${seconds}.${input.body}`;
  const signatures = input.secrets.map(
    (secret) => `v1,${createHmac('sha256', keyOf(secret)).update(content).digest('base64')}`,
  );
  return {
    'webhook-id': input.id,
    'webhook-timestamp': seconds,
    'webhook-signature': signatures.join(' '),
  };
}
