/**
 * A real SMTP peer for every test that reads the email it caused (notifications' own tests,
 * the e2e stack, browser journeys): smtp-server on a free port, each message parsed with
 * mailparser. `failNext` refuses the next deliveries with a temporary error, as a provider
 * under load does, so retries can be watched.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The Reply-To header's addresses, empty without one. */
  replyTo: string;
  /** The user the client authenticated as, when the peer asked for it. */
  authUser?: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  failNext(count: number): void;
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addressText(value: ParsedMail['to']): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((a) => a.text).join(', ');
}

/**
 * `port` 0 picks a free one; the e2e stack's peer listens where the stack mails
 * (services/gateway/test/support/stack.ts). With `auth`, the peer refuses mail from a client that has not logged in
 * with exactly that user and password (as SendGrid's relay does with `apikey` and the key).
 */
export async function startSmtpPeer(
  port = 0,
  options: {
    auth?: { user: string; pass: string };
    /** Where to listen; 127.0.0.1 unless containers on a bridge network must reach it. */
    host?: string;
  } = {},
): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let failures = 0;
  const { auth } = options;
  const server = new SMTPServer({
    authOptional: !auth,
    // No TLS here: a local peer; the client is told not to require it.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(attempt, _session, callback) {
      if (auth && attempt.username === auth.user && attempt.password === auth.pass)
        return callback(null, { user: attempt.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        const error = new Error('Try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: addressText(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            replyTo: addressText(mail.replyTo),
            ...(typeof session.user === 'string' ? { authUser: session.user } : {}),
          });
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    failNext(count) {
      failures = count;
    },
    waitFor(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
