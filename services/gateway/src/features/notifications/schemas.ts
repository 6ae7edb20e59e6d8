/** The HTTP shapes of platform notifications: an announcement, an alert rule, a global integration. */
import { z } from 'zod';

export const AnnouncementSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    audience: z.enum(['all', 'plan', 'tenants']),
    plan: z.string().describe('The plan for audience plan; empty otherwise'),
    tenant_ids: z.array(z.string()),
    start_at: z.string(),
    end_at: z.string(),
    status: z.enum(['scheduled', 'active', 'ended']),
    created_at: z.string(),
    email_admins: z.boolean().describe('Whether the audience’s tenant admins were emailed too'),
    emailed: z.number().int().describe('Announcement emails sent so far'),
    email_pending: z
      .number()
      .int()
      .describe(
        'Announcement emails still queued or retrying, plus tenants whose admins are still being looked up',
      ),
  })
  .meta({ id: 'Announcement' });

export const RuleSchema = z
  .object({
    id: z.string(),
    metric: z.enum(['errorRate', 'queueDepth', 'webhookFailures']),
    op: z.enum(['>', '<']),
    value: z.number(),
    window: z.enum(['5m', '15m', '1h']),
    actions: z.array(z.enum(['email', 'slack'])),
    enabled: z.boolean(),
    last_triggered_at: z.string().nullable(),
  })
  .meta({ id: 'NotificationRule' });

export const INTEGRATION_KEYS = [
  'slack',
  'sendgrid',
  'google',
  'microsoft',
  'cloudflare',
  'automation',
] as const;

export const GlobalIntegrationSchema = z
  .object({
    key: z.enum(INTEGRATION_KEYS),
    description: z.string(),
    masked: z.string().describe('The credential with all but its last 4 characters hidden'),
    configured: z.boolean(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'GlobalIntegration' });
