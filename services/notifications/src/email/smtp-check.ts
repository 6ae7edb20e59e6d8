/**
 * App Health's SMTP row: the server SMTP_URL names answers a greeting and EHLO (nodemailer's
 * `verify`, which also tries the configured login). A transport of its own, so a check never
 * waits behind mail being sent, with short timeouts so a dead server is reported as down
 * rather than holding the operators' page.
 */
import nodemailer from 'nodemailer';
import type { DependencyCheck } from '@portico/kit';

const TIMEOUT_MS = 1500;

export function smtpDependencyCheck(smtpUrl: string): DependencyCheck {
  return {
    name: 'smtp',
    async check() {
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      });
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
    },
  };
}
