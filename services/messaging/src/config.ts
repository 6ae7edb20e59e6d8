import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Messaging's own variables: the services it asks (members, people, files), where emailed
 * links point, the inbound mail listener, and when unread messages are emailed.
 */
export const loadMessagingConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig(
    'messaging',
    {
      // Who is an active member and with which role (service-only ListTenantMembers).
      TENANCY_ADDR: z.string().min(1).default('127.0.0.1:50052'),
      // Names and addresses of the people an email goes to or comes from (GetUsers).
      IDENTITY_ADDR: z.string().min(1).default('127.0.0.1:50051'),
      // Whether the sender may see each attached file (GetFile, as the sender).
      CONTENT_ADDR: z.string().min(1).default('127.0.0.1:50053'),
      // The portal's address in emailed thread links; never a request's Host header.
      PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
      // The listener replies to message emails arrive at (smtp-server); 0 picks a free port.
      INBOUND_SMTP_PORT: port.default(2525),
      INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
      // Reply-To addresses are reply+<token>@<this>; its MX must reach the inbound listener.
      REPLY_DOMAIN: z
        .string()
        .regex(/^([a-z0-9-]+\.)*[a-z0-9-]+$/i, 'must be a domain name')
        .default('reply.localhost'),
      // A person who has not read a message this long after it was sent is emailed.
      MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).default(300),
      // The hour (UTC) daily digests go out.
      MESSAGE_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
      // How long the live stream's log keeps events for streams that reconnect (at most the
      // message retention); a stream away longer reloads instead of replaying.
      STREAM_LOG_HOURS: z.coerce.number().int().min(1).max(720).default(72),
      // How often an idle email worker looks for due jobs. A job this replica queued wakes its
      // worker when it comes due (kit jobs/queue.ts), so this only finds retries and jobs other
      // replicas queued; two workers asking every second were much of an idle messaging's CPU.
      JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(5),
    },
    env,
  );
