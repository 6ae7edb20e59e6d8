/**
 * The inbound mail listener replies to message emails arrive at (smtp-server, each message
 * parsed with mailparser). Recipients are checked at RCPT TO, so a forged, spent or expired
 * reply address is refused before any data is sent; the sender, size and attachments after
 * DATA. A refusal is an SMTP 5xx bounce (the sending server tells its user why), logged with
 * its reason and counted in `messaging_inbound_mail_total` for App Health.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Logger } from '@portico/kit';
import {
  checkReplyAddress,
  INBOUND_LIMITS,
  postReply,
  REFUSALS,
  ReplyRefused,
  type ReplyDeps,
  type ReplyTarget,
} from '../domain/replies';

export interface InboundListener {
  /** Binds the port (0: a free one) and answers the one bound. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

type SmtpError = Error & { responseCode: number };

function smtpError(message: string, responseCode = 550): SmtpError {
  return Object.assign(new Error(message), { responseCode });
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((a) => a.address ?? '')).filter(Boolean);
}

/** Reads the message up to the limit; undefined when it went over (the rest is drained). */
async function readLimited(stream: SMTPServerDataStream): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= INBOUND_LIMITS.maxBytes) chunks.push(chunk);
  }
  return stream.sizeExceeded || bytes > INBOUND_LIMITS.maxBytes ? undefined : Buffer.concat(chunks);
}

export function createInboundListener(
  deps: ReplyDeps & { logger: Logger; outcomes?: { inc(labels: { outcome: string }): void } },
): InboundListener {
  // One reply address per message: a reply is posted once, as one person, or not at all.
  const targets = new Map<string, ReplyTarget>();
  const refused = (reason: string, details: Record<string, unknown> = {}) => {
    deps.outcomes?.inc({ outcome: reason });
    deps.logger.warn({ reason, ...details }, 'inbound reply refused');
  };

  const server = new SMTPServer({
    name: deps.replyDomain,
    banner: 'replies',
    size: INBOUND_LIMITS.maxBytes,
    // Replies arrive from other mail servers, which neither log in nor need our certificate
    // here: TLS, if wanted, ends in front of the listener (docs/kubernetes.md).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (targets.has(session.id))
        return callback(smtpError('Send a reply to one reply address at a time', 452));
      checkReplyAddress(deps, address.address).then(
        (target) => {
          targets.set(session.id, target);
          callback();
        },
        (error: unknown) => {
          if (!(error instanceof ReplyRefused)) {
            deps.logger.error({ err: error }, 'could not check a reply address');
            callback(smtpError('Try again later', 451));
            return;
          }
          refused(error.reason);
          callback(smtpError(error.message));
        },
      );
    },
    onData(stream, session, callback) {
      const target = targets.get(session.id);
      targets.delete(session.id);
      void (async () => {
        const raw = await readLimited(stream);
        if (!raw) {
          refused('too_large');
          return callback(smtpError(REFUSALS.too_large, 552));
        }
        const mail = await simpleParser(raw);
        const reply = {
          from: addresses(mail.from),
          text: mail.text ?? '',
          attachments: mail.attachments.length,
        };
        if (!target) return callback(smtpError('No valid recipients', 554));
        try {
          const posted = await postReply(deps, target, reply);
          deps.outcomes?.inc({ outcome: 'posted' });
          deps.logger.info(
            {
              tenant_id: target.tenantId,
              conversation_id: target.conversationId,
              message_id: posted.message.id,
            },
            'reply by email posted',
          );
          callback();
        } catch (error) {
          if (!(error instanceof ReplyRefused)) throw error;
          refused(error.reason, {
            tenant_id: target.tenantId,
            conversation_id: target.conversationId,
          });
          callback(smtpError(error.message));
        }
      })().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'could not take an inbound reply');
        deps.outcomes?.inc({ outcome: 'failed' });
        callback(smtpError('Try again later', 451));
      });
    },
    onClose(session) {
      targets.delete(session.id);
    },
  });
  server.on('error', (error) => deps.logger.warn({ err: error }, 'inbound mail connection error'));

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, host, () => {
          server.server.off('error', reject);
          resolve((server.server.address() as AddressInfo).port);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
