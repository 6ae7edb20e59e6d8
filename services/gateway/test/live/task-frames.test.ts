/**
 * Tasks on the live stream (issue 28): a task given or done becomes a `tasks` frame for the
 * tenant's staff and the people it names, so a staff member's task list follows a client's
 * checklist; a reminder or an overdue mark is mail's and Slack's business, not the stream's.
 */
import { encodeEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { frameOf } from '../../src/live/frames';

const tenant = 'a0000000-0000-4000-8000-00000000000a';
const task = 'b0000000-0000-4000-8000-00000000000b';

const taskEvent = (kind: Record<string, unknown>) =>
  frameOf(
    TOPICS.contentTask,
    encodeEvent('portico.events.v1.TaskEvent', { tenant_id: tenant, task_id: task, ...kind }),
  );

it('a task one of its people has done reaches the staff and that person, unreplayable', () => {
  const found = taskEvent({
    completed: { user_id: 'u2', title: 'Fill the intake form', completed_at: '2026-11-28T00:00Z' },
  });
  expect(found).toEqual({
    tenantId: tenant,
    participants: ['u2'],
    frame: { event: 'tasks', data: { type: 'tasks', change: 'completed', task_id: task } },
  });
  expect(found?.frame.id).toBeUndefined();
});

it('a task given reaches its assignees', () => {
  const found = taskEvent({
    created: { title: 'Send your logo', assignee_ids: ['u2', 'u3'], created_by: 'u1' },
  });
  expect(found?.participants).toEqual(['u2', 'u3']);
  expect(found?.frame.data).toEqual({ type: 'tasks', change: 'created', task_id: task });
});

it('a reminder or an overdue mark is not sent on the stream', () => {
  expect(
    taskEvent({ due: { user_id: 'u2', title: 'x', due_on: '2026-11-29', when: 'tomorrow' } }),
  ).toBeUndefined();
  expect(
    taskEvent({ overdue: { user_id: 'u2', title: 'x', due_on: '2026-11-20' } }),
  ).toBeUndefined();
});
