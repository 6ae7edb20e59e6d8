/**
 * Task reminders and overdue (issue 28 item 1) on real PostgreSQL and a real Kafka-protocol
 * broker, through the outbox: each open assignment is told the day before and on its due
 * day, and once that it is overdue; a done one hears nothing, another tenant's tasks go in
 * the same run, and runs that repeat or overlap tell nobody twice.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import type { Viewer } from '../../src/domain/access';
import { createTask, setTaskDone } from '../../src/domain/taskActions';
import {
  reminderEmails,
  remindDueTasks,
  setOwnReminderEmails,
} from '../../src/domain/taskReminders';
import type { ContentRuntime } from '../../src/main';
import { useContentService } from './support';

// A consumer group's first join on the mock broker takes a fixed 3 s; the machine is shared.
jest.setTimeout(120_000);

const service = useContentService('reminders');
let runtime: ContentRuntime;
/** `kind:task:user[:when]` of every reminder and overdue event on the topic, as they arrive. */
const told: string[] = [];

const tenantA = randomUUID();
const tenantB = randomUUID();
const staffA: Viewer = { userId: randomUUID(), roles: ['admin'] };
const staffB: Viewer = { userId: randomUUID(), roles: ['admin'] };
const ann = randomUUID();
const bo = randomUUID();
const cy = randomUUID();

// Days far from the real one, so the service's own hourly run (started with it, on the real
// day) finds none of these due and only the runs below tell them.
const day = (n: number) => new Date(Date.UTC(2031, 2, 10 + n, 9));
const iso = (n: number) => day(n).toISOString().slice(0, 10);

beforeAll(async () => {
  const { bus } = service();
  ({ runtime } = service());
  await bus.subscribe({
    groupId: 'content-reminders-test',
    topics: [TOPICS.contentTask],
    fromBeginning: true,
    handler: async (event) => {
      const decoded = decodeEvent('portico.events.v1.TaskEvent', event.payload);
      if (decoded.due)
        told.push(`due:${decoded.task_id}:${decoded.due.user_id}:${decoded.due.when}`);
      if (decoded.overdue) told.push(`overdue:${decoded.task_id}:${decoded.overdue.user_id}`);
    },
  });
});

const task = async (tenantId: string, staff: Viewer, dueOn: string, people: string[]) =>
  (
    await createTask(runtime.db, tenantId, staff, {
      title: `Due ${dueOn}`,
      description: '',
      dueOn,
      linkKind: '',
      linkId: '',
      assigneeIds: people,
      roles: ['role2'],
    })
  ).task.id;

const arrived = (expected: string[]) =>
  eventually(
    'the reminders on the topic',
    () => [...told].sort(),
    (now) => now.length >= expected.length,
    { timeoutMs: 20_000 },
  );

it('tells each open assignment once per step, across tenants, whatever the runs', async () => {
  const tomorrow = await task(tenantA, staffA, iso(1), [ann, bo]);
  const today = await task(tenantA, staffA, iso(0), [ann]);
  const late = await task(tenantA, staffA, iso(-1), [ann, bo]);
  const later = await task(tenantA, staffA, iso(5), [ann]);
  const noDay = await task(tenantA, staffA, '', [ann]);
  const other = await task(tenantB, staffB, iso(1), [cy]);
  // Bo finished the late one: nothing to tell.
  await setTaskDone(runtime.db, tenantA, { userId: bo, roles: ['role2'] }, late, true);

  const first = [
    `due:${tomorrow}:${ann}:tomorrow`,
    `due:${tomorrow}:${bo}:tomorrow`,
    `due:${today}:${ann}:today`,
    `overdue:${late}:${ann}`,
    `due:${other}:${cy}:tomorrow`,
  ];
  expect(await remindDueTasks(runtime.db, day(0))).toBe(first.length);
  // The same day again, later: nothing new.
  expect(await remindDueTasks(runtime.db, day(0))).toBe(0);
  expect(await arrived(first)).toEqual([...first].sort());

  // The next day, two runs at once (two replicas): each step told once between them.
  const second = [
    `due:${tomorrow}:${ann}:today`,
    `due:${tomorrow}:${bo}:today`,
    `overdue:${today}:${ann}`,
    `due:${other}:${cy}:today`,
  ];
  const [a, b] = await Promise.all([
    remindDueTasks(runtime.db, day(1)),
    remindDueTasks(runtime.db, day(1)),
  ]);
  expect(a + b).toBe(second.length);
  expect(await arrived([...first, ...second])).toEqual([...first, ...second].sort());

  // Nothing is said of a task without a due day or one not yet near.
  expect(told.some((t) => t.includes(noDay) || t.includes(later))).toBe(false);
});

it('someone who turned the emails off is reminded of nothing, and is still overdue once', async () => {
  const dee: Viewer = { userId: randomUUID(), roles: ['role2'] };
  expect(await reminderEmails(runtime.db, tenantA, dee)).toBe(true);
  await setOwnReminderEmails(runtime.db, tenantA, dee, false);
  expect(await reminderEmails(runtime.db, tenantA, dee)).toBe(false);
  // Their choice is theirs in this workspace only.
  expect(await reminderEmails(runtime.db, tenantB, dee)).toBe(true);
  const quiet = await task(tenantA, staffA, iso(20), [dee.userId]);
  // The day before, the day, the day after (other tasks above also move on; only theirs is read).
  for (const n of [19, 20, 21]) await remindDueTasks(runtime.db, day(n));
  // One tenant's events keep their order on the topic: once the overdue one is in, a reminder
  // published before it would be too.
  await eventually(
    'the overdue event',
    () => told.filter((t) => t.includes(quiet)),
    (mine) => mine.length >= 1,
    { timeoutMs: 20_000 },
  );
  expect(told.filter((t) => t.includes(quiet))).toEqual([`overdue:${quiet}:${dee.userId}`]);
});
