import { useId } from 'react';
import { Alert, errorMessage, useApiMutation, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/**
 * A person's choice of task reminder emails in this workspace (issue 28 item 1): the day
 * before a task is due and on the day, on unless they turn it off; saved as it is changed.
 */
export function ReminderEmails() {
  const intl = useIntl();
  const id = useId();
  const setting = useApiQuery('/api/tasks/reminders', undefined);
  const save = useApiMutation('put', '/api/tasks/reminders', {
    invalidates: ['/api/tasks/reminders'],
  });
  const checked = save.isPending ? (save.variables?.body.email ?? true) : setting.data?.email;
  return (
    <div className="pt-stack">
      <label className="pt-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked ?? true}
          disabled={!setting.data || save.isPending}
          onChange={(event) => save.mutate({ body: { email: event.target.checked } })}
        />
        {intl.formatMessage({ id: 'tasks.reminderEmails' })}
      </label>
      {save.error && (
        <Alert tone="error">
          {errorMessage(save.error, intl.formatMessage({ id: 'tasks.reminderEmailsFailed' }))}
        </Alert>
      )}
    </div>
  );
}
