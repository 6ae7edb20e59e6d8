/**
 * The alert rules' evaluation as the `rules.evaluate` schedule runs it, on real PostgreSQL with
 * a real SMTP peer and a local HTTP receiver standing in for Slack's incoming webhook: a
 * queue-depth rule fires once when jobs pile up (one email, one Slack message, through the
 * sealed global Slack credential), stays quiet while the breach lasts, and fires again only
 * after the queue drained. Every evaluation stores what it measured with the rule, and the
 * console's ListRules answers it (Mission Control's Active Alerts show the observed value).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createLogger, createSealer } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { eventually } from '../../../tooling/test-infra/eventually';
import { unaryHandlerOf } from '../../kit/src/grpc/unary';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { createSmtpMailer, type Mailer } from '../src/email/mailer';
import { setGlobalIntegration } from '../src/domain/globalIntegrations';
import { announcementHandlers } from '../src/grpc/announcements';
import { createJobQueue, type JobQueue } from '@portico/kit';
import { queueDepth } from '../src/domain/recentJobs';
import { runRuleEvaluation, type EvaluationDeps } from '../src/domain/ruleEvaluator';
import { createRule } from '../src/domain/alertRules';
import { startSmtpPeer, type SmtpPeer } from '../../../tooling/test-infra/smtp';

jest.setTimeout(120_000);

let database: MigratedTestDatabase;
let queue: JobQueue;
let smtp: SmtpPeer;
let mailer: Mailer;
let slack: Server;
const slackMessages: string[] = [];
const sealer = createSealer({ variable: 'INTEGRATIONS_ENCRYPTION_KEY' });
const QUEUE = 'rules-test-backlog';

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'rules',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  queue = createJobQueue({ db: database.db, logger: createLogger('rules-test', 'silent') });
  await queue.start();
  await queue.createQueue(QUEUE);
  smtp = await startSmtpPeer();
  mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Portico <alerts@portico.test>' });
  slack = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      slackMessages.push((JSON.parse(body) as { text: string }).text);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await queue?.stop();
  mailer?.close();
  await smtp?.close();
  await new Promise((resolve) => slack?.close(resolve));
  await database?.close();
});

const deps = (): EvaluationDeps => ({
  db: database.db,
  logger: createLogger('rules-test', 'silent'),
  mailer,
  sealer,
  alertEmails: ['ops@portico.test'],
});

it('fires a queue-depth rule once per breach, by email and Slack, and again after recovery', async () => {
  const port = (slack.address() as AddressInfo).port;
  await setGlobalIntegration(
    database.db,
    sealer,
    'slack',
    `http://127.0.0.1:${String(port)}/services/T000/B000/XXXX`,
    '00000000-0000-4000-8000-000000000001',
  );
  const rule = await createRule(database.db, {
    metric: 'queueDepth',
    op: '>',
    value: 2,
    window: '5m',
    actions: ['email', 'slack'],
    enabled: true,
  });

  // Below the threshold: nothing fires.
  await queue.send(QUEUE, { n: 1 });
  expect(await runRuleEvaluation(deps())).toEqual([]);

  const backlog = [await queue.send(QUEUE, { n: 2 }), await queue.send(QUEUE, { n: 3 })];
  expect(await runRuleEvaluation(deps())).toEqual([rule.id]);
  const mail = await smtp.waitFor((m) => m.to.includes('ops@portico.test'));
  expect(mail.subject).toBe('Alert: queueDepth > 2 over 5m (now 3)');
  expect(slackMessages).toEqual(['Alert: queueDepth > 2 over 5m (now 3)']);

  // Still breaching: quiet.
  expect(await runRuleEvaluation(deps())).toEqual([]);
  expect(slackMessages).toHaveLength(1);

  // The queue drains below the threshold: the rule re-arms, and the next breach fires again.
  for (const id of backlog) await queue.cancel(QUEUE, id!);
  expect(await runRuleEvaluation(deps())).toEqual([]);
  await queue.send(QUEUE, { n: 4 });
  await queue.send(QUEUE, { n: 5 });
  expect(await runRuleEvaluation(deps())).toEqual([rule.id]);
  expect(slackMessages).toHaveLength(2);
  // The peer parses each message after accepting it: wait for the second, bounded.
  await eventually(
    'the second alert email',
    () => smtp.received.filter((m) => m.to.includes('ops@portico.test')).length,
    (emails) => emails >= 2,
  );
  expect(smtp.received.filter((m) => m.to.includes('ops@portico.test'))).toHaveLength(2);
});

/** The rules as the console's ListRules answers them to a super admin. */
async function listedRules(): Promise<notificationsV1.Rule[]> {
  const list = unaryHandlerOf(announcementHandlers({ db: database.db }).ListRules)!;
  const answer = (await list({}, { userId: randomUUID(), roles: ['super_admin'] })) as {
    rules: notificationsV1.Rule[];
  };
  return answer.rules;
}

it('stores what each evaluation measured with the rule, breaching or not, and ListRules answers it', async () => {
  const quiet = await createRule(database.db, {
    metric: 'queueDepth',
    op: '>',
    value: 10_000,
    window: '15m',
    actions: ['email'],
    enabled: true,
  });
  // Not yet evaluated: no figure, rather than a 0 nobody measured.
  let listed = (await listedRules()).find((r) => r.id === quiet.id);
  expect(listed).toMatchObject({ last_evaluated_at: '' });

  const before = new Date();
  await runRuleEvaluation(deps());
  const waiting = (await queueDepth(database.db)).queued;
  listed = (await listedRules()).find((r) => r.id === quiet.id);
  expect(listed?.last_value).toBe(waiting);
  expect(new Date(String(listed?.last_evaluated_at)).getTime()).toBeGreaterThanOrEqual(
    before.getTime() - 1000,
  );

  // The next evaluation replaces the figure; a rule that starts breaching keeps the one that
  // tripped it.
  await queue.send(QUEUE, { n: 'observed' });
  const tripped = await createRule(database.db, {
    metric: 'queueDepth',
    op: '>',
    value: waiting,
    window: '5m',
    actions: [],
    enabled: true,
  });
  expect(await runRuleEvaluation(deps())).toContain(tripped.id);
  const rules = await listedRules();
  expect(rules.find((r) => r.id === quiet.id)?.last_value).toBe(waiting + 1);
  expect(rules.find((r) => r.id === tripped.id)).toMatchObject({
    breaching: true,
    last_value: waiting + 1,
  });
});
