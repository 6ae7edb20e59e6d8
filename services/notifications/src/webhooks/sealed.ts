/**
 * Secrets at rest: tenant webhook signing secrets and Slack incoming-webhook URLs are stored
 * sealed with AES-256-GCM (`enc:v1:` + base64 of iv, tag, ciphertext), under the key global
 * integrations use (integrations/credentials.ts: INTEGRATIONS_ENCRYPTION_KEY). A copy of the database alone cannot sign as a tenant
 * or post to its Slack; a tampered value fails to open rather than decrypting to garbage.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `key`: 32 bytes. */
export function createSealer(key: Buffer): Sealer {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
