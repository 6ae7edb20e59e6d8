/**
 * Content's task reminders reach the right places (issue 28 items 1, 7): an overdue task is the
 * tenant's news (a `tasks` webhook event and a Slack line), a reminder is only its assignee's
 * email, never a webhook.
 */
import { encodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import { slackTextOf } from '../src/domain/slack';
import { workEventOf } from '../src/domain/workEvents';

const tenantId = '11111111-1111-4111-8111-111111111111';
const taskId = '22222222-2222-4222-8222-222222222222';
const userId = '33333333-3333-4333-8333-333333333333';

const taskEvent = (fields: Partial<eventsV1.TaskEvent>): IncomingEvent => ({
  id: 'e1',
  topic: TOPICS.contentTask,
  key: tenantId,
  type: 'task',
  tenantId,
  occurredAt: new Date(),
  payload: encodeEvent('portico.events.v1.TaskEvent', {
    tenant_id: tenantId,
    task_id: taskId,
    ...fields,
  }),
  headers: {},
  partition: 0,
  offset: '0',
});

it('an overdue task is a tasks webhook event and a Slack line', () => {
  const event = workEventOf(
    taskEvent({ overdue: { user_id: userId, title: 'Upload your logo', due_on: '2031-03-09' } }),
  );
  expect(event).toEqual({
    tenantId,
    category: 'tasks',
    type: 'content.task.overdue',
    summary: 'Upload your logo',
    data: { task_id: taskId, title: 'Upload your logo', user_id: userId, due_on: '2031-03-09' },
  });
  expect(slackTextOf(event!)).toBe('Task overdue: “Upload your logo”');
});

it('a reminder is no webhook event', () => {
  expect(
    workEventOf(
      taskEvent({
        due: { user_id: userId, title: 'Upload your logo', due_on: '2031-03-10', when: 'today' },
      }),
    ),
  ).toBeUndefined();
});
