/**
 * Which way a tenant's email leaves. When the global `sendgrid` integration holds an API key
 * and the tenant's `sendgrid` toggle is on (no row means on), the email goes through
 * SendGrid's SMTP relay: user `apikey`, the key as password, TLS required (host and port are
 * configurable so a test can point them at a local peer). Otherwise, and for emails that
 * concern no tenant (sign-up, platform alerts), the platform's own SMTP server sends it.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable, Sealer } from '@portico/kit';
import { readCredential } from '../domain/globalIntegrations';
import { tenantIntegrationEnabled } from '../domain/tenantIntegrations';
import { messageOf, type Mailer } from './mailer';

export type EmailProvider = 'smtp' | 'sendgrid';

export interface SendgridRelay {
  host: string;
  port: number;
  /** Refuse to send the key over a connection that did not upgrade to TLS. */
  requireTls: boolean;
}

export interface MailRouter {
  /** The mailer for an email of this tenant (null: the platform's own email). */
  route(tenantId: string | null): Promise<{ mailer: Mailer; provider: EmailProvider }>;
  close(): void;
}

function relayMailer(relay: SendgridRelay, apiKey: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: relay.host,
    port: relay.port,
    secure: relay.port === 465,
    requireTLS: relay.requireTls,
    auth: { user: 'apikey', pass: apiKey },
  });
  return {
    async send(to, email) {
      const info = (await transport.sendMail(messageOf(from, to, email))) as {
        messageId?: string;
      };
      return { providerId: info.messageId ?? '' };
    },
    close: () => transport.close(),
  };
}

export function createMailRouter(options: {
  db: Queryable;
  sealer: Sealer;
  platform: Mailer;
  relay: SendgridRelay;
  from: string;
}): MailRouter {
  // One transport per key: a new key (rotated in the console) gets a new connection pool.
  let sendgrid: { key: string; mailer: Mailer } | undefined;
  const platform = { mailer: options.platform, provider: 'smtp' as const };
  return {
    async route(tenantId) {
      if (!tenantId) return platform;
      if (!(await tenantIntegrationEnabled(options.db, tenantId, 'sendgrid'))) return platform;
      // A key sealed under an earlier encryption key cannot be read: the platform sends.
      const key = await readCredential(options.db, options.sealer, 'sendgrid').catch(() => null);
      if (!key) return platform;
      if (sendgrid?.key !== key) {
        sendgrid?.mailer.close();
        sendgrid = { key, mailer: relayMailer(options.relay, key, options.from) };
      }
      return { mailer: sendgrid.mailer, provider: 'sendgrid' };
    },
    close() {
      sendgrid?.mailer.close();
      sendgrid = undefined;
    },
  };
}
