/**
 * A process's own consumer group (the gateway's, one per replica) is deleted from the broker
 * when its subscription stops, so rollouts leave no orphaned groups. The test broker
 * (librdkafka 2.0.2's mock) does not serve DeleteGroups at all (nor ListGroups or
 * DescribeGroups), so what can be shown here is the gateway's side on a broker that refuses
 * it: the deletion is asked for the ephemeral group only, the refusal is reported with the
 * group's name, and stopping still completes. Against Kafka the same call deletes the group.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { KafkaEventBus, type EventLogger } from '../../src/events';
import {
  outgoingEvent,
  quietLogger,
  recorder,
  TEST_CONSUMER,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(90_000);

let kafka: RunningKafka;
beforeAll(async () => {
  kafka = await startKafka();
});
afterAll(() => kafka?.stop());

test('stopping an ephemeral subscription asks the broker to delete its group, and a refusal does not hold up shutdown', async () => {
  const reports: { groupId?: string; err?: string; message: string }[] = [];
  const logger: EventLogger = {
    ...quietLogger,
    debug: () => undefined,
    error: () => undefined,
    info: (fields: object, message?: string) =>
      void reports.push({ ...(fields as object), message: message ?? '' }),
    warn: (fields: object, message?: string) =>
      void reports.push({ ...(fields as object), message: message ?? '' }),
  } as EventLogger;
  const bus = new KafkaEventBus({
    brokers: kafka.brokers,
    clientId: 'kit-ephemeral-group',
    logger,
    consumer: TEST_CONSUMER,
  });
  const topic = uniqueTopic('ephemeral');
  const own = uniqueName('portico-gateway');
  const shared = uniqueName('portico-notifications');
  const handled = recorder();
  const mine = await bus.subscribe({
    groupId: own,
    topics: [topic],
    ephemeral: true,
    handler: handled.handler,
  });
  const theirs = await bus.subscribe({
    groupId: shared,
    topics: [topic],
    handler: handled.handler,
  });
  await bus.publish([outgoingEvent(topic)]);
  await eventually(
    'both groups to handle the event',
    () => handled.ids(),
    (ids) => ids.length === 2,
  );

  await mine.stop();
  await theirs.stop();
  const aboutGroups = reports.filter((r) => r.groupId === own || r.groupId === shared);
  expect(aboutGroups).toEqual([
    {
      groupId: own,
      err: expect.stringMatching(/does not support the requested API version/),
      message: 'consumer group not deleted; the broker drops it once its offsets expire',
    },
  ]);
  await bus.close();
});
