/** Notifications' messages in their HTTP shapes (schemas.ts). */
import type { z } from 'zod';
import type { notificationsV1 } from '@portico/proto';
import type { AnnouncementSchema, GlobalIntegrationSchema, RuleSchema } from './schemas';

export const toAnnouncement = (
  a: notificationsV1.Announcement__Output,
): z.input<typeof AnnouncementSchema> => ({
  id: a.id,
  title: a.title,
  message: a.message,
  audience: a.audience as 'all' | 'plan' | 'tenants',
  plan: a.plan,
  tenant_ids: a.tenant_ids,
  start_at: a.start_at,
  end_at: a.end_at,
  status: a.status as 'scheduled' | 'active' | 'ended',
  created_at: a.created_at,
  email_admins: a.email_admins,
  emailed: a.emailed,
  email_pending: a.email_pending,
});

export const toRule = (r: notificationsV1.Rule__Output): z.input<typeof RuleSchema> => ({
  id: r.id,
  metric: r.metric as z.infer<typeof RuleSchema>['metric'],
  op: r.op as '>' | '<',
  value: r.value,
  window: r.window as z.infer<typeof RuleSchema>['window'],
  actions: r.actions as ('email' | 'slack')[],
  enabled: r.enabled,
  last_triggered_at: r.last_triggered_at || null,
});

export const toIntegration = (
  i: notificationsV1.GlobalIntegration__Output,
): z.input<typeof GlobalIntegrationSchema> => ({
  key: i.key as z.infer<typeof GlobalIntegrationSchema>['key'],
  description: i.description,
  masked: i.masked,
  configured: i.configured,
  lastUsedAt: i.last_used_at || null,
});
