import { z } from 'zod';
import { loadServiceConfig } from '@portico/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Notifications' own variables: the SMTP server mail goes to (maildev's port on this machine
 * by default, which `make up` runs), the sender, and the portal's address for links of its own
 * (the welcome email's).
 */
export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadServiceConfig(
    'notifications',
    {
      SMTP_URL: optional
        .pipe(
          z
            .string()
            .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
            .optional(),
        )
        .transform((v) => v ?? 'smtp://127.0.0.1:1025'),
      EMAIL_FROM: z.string().default('Portico <no-reply@portico.localhost>'),
      PUBLIC_URL: optional.pipe(z.string().url('must be a URL').optional()),
      /** How often an idle email worker looks for work, in seconds (pg-boss's minimum 0.5). */
      JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(1),
    },
    env,
  );
