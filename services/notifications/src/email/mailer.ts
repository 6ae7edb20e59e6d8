/**
 * Sending one rendered email over SMTP with nodemailer: `SMTP_URL` names the server
 * (smtp://host:port for a local catcher such as maildev, smtps://user:pass@host:465 in
 * production). Answers the provider's message id, kept in the email log.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedEmail } from './templates';

export interface Mailer {
  send(to: string, email: RenderedEmail): Promise<{ providerId: string }>;
  close(): void;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(to, email) {
      const info = (await transport.sendMail({
        from: options.from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      })) as { messageId?: string };
      return { providerId: info.messageId ?? '' };
    },
    close() {
      transport.close();
    },
  };
}
