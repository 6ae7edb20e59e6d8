import { toRecent } from '../src/domain/recentJobs';
import { breaches } from '../src/domain/ruleEvaluation';

const job = {
  id: 'c4b9f4de-4b37-4c53-8f0c-6f7f2b2f6b1a',
  name: 'email',
  state: 'completed',
  retry_count: 0,
  started_on: new Date('2026-11-22T10:00:00.000Z'),
  completed_on: new Date('2026-11-22T10:00:01.250Z'),
  created_on: new Date('2026-11-22T09:59:59.000Z'),
  output: null,
};

describe('a row of Recent Jobs', () => {
  it('shows the queue, how long the job ran and one attempt', () => {
    expect(toRecent(job)).toEqual({
      id: job.id,
      queue: 'email',
      status: 'completed',
      runtime_ms: 1250,
      attempts: 1,
      error_excerpt: '',
      created_at: '2026-11-22T09:59:59.000Z',
    });
  });

  it('counts each retry as an attempt and shows the error of a failed job, cut short', () => {
    const failed = toRecent({
      ...job,
      state: 'failed',
      retry_count: 5,
      output: { message: 'x'.repeat(500) },
    });
    expect(failed.attempts).toBe(6);
    expect(failed.error_excerpt).toBe('x'.repeat(200));
  });

  it('has no runtime and no attempt before it starts', () => {
    const waiting = toRecent({ ...job, state: 'created', started_on: null, completed_on: null });
    expect(waiting).toMatchObject({ runtime_ms: null, attempts: 0 });
  });
});

describe('an alert rule’s verdict', () => {
  it.each([
    ['>', 5, 6, true],
    ['>', 5, 5, false],
    ['>=', 5, 5, true],
    ['<', 1, 0.5, true],
    ['<=', 1, 2, false],
  ] as const)('%s %d with %d observed breaches: %s', (op, value, observed, verdict) => {
    expect(breaches({ op, value }, observed)).toBe(verdict);
  });
});
