/**
 * Sending one rendered email over SMTP with nodemailer: `SMTP_URL` names the server
 * (smtp://host:port for a local catcher such as maildev, smtps://user:pass@host:465 in
 * production). Answers the provider's message id, kept in the email log.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { RenderedEmail } from './templates';

export interface Mailer {
  send(to: string, email: RenderedEmail): Promise<{ providerId: string }>;
  close(): void;
}

/**
 * The message nodemailer sends: a tenant's email goes from the platform's sending address
 * (EMAIL_FROM's, the one its SPF and DKIM cover) under the tenant's name, and replies go to
 * the tenant (its support address, or a conversation's reply address).
 */
export function messageOf(from: string, to: string, email: RenderedEmail): SendMailOptions {
  const [platform] = addressparser(from, { flatten: true });
  return {
    from: email.fromName && platform ? { name: email.fromName, address: platform.address } : from,
    to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    headers: { 'Content-Language': email.locale },
  };
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(to, email) {
      const info = (await transport.sendMail(messageOf(options.from, to, email))) as {
        messageId?: string;
      };
      return { providerId: info.messageId ?? '' };
    },
    close() {
      transport.close();
    },
  };
}
