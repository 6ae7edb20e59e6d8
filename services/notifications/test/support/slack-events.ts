/** One event of each kind a tenant's Slack channel hears of, besides a client's message. */
import type { TenantEvent } from '../../src/domain/webhookEvents';

export const event = (type: string, data: Record<string, unknown>): TenantEvent => ({
  tenantId: 'tenant',
  type,
  category: 'files',
  data,
});

export const SLACK_EVENTS: readonly TenantEvent[] = [
  event('forms.response.submitted', {
    form_title: 'Intake',
    user_email: 'ann@example.com',
    answers: { 'First Name': 'Ann', Services: ['Tax', 'Payroll'] },
  }),
  event('forms.response.submitted', { form_title: 'Intake', user_email: '', answers: {} }),
  event('content.file.uploaded', { title: '', file_name: 'receipts.pdf' }),
  event('content.task.completed', { title: 'Upload your logo' }),
  event('content.task.overdue', { title: 'Upload your logo' }),
  event('content.file_request.fulfilled', { title: 'Bank statements' }),
  event('content.approval.decided', { title: 'Homepage copy', decision: 'approved' }),
  event('content.approval.decided', {
    title: 'Homepage copy',
    decision: 'changes_requested',
    comment: 'Shorter, please',
  }),
];
