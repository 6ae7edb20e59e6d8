import { MemoryEventBus } from '../../src/events';
import { describeBusContract } from './bus-contract';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { outgoingEvent, quietLogger, recorder, uniqueName, uniqueTopic } from './helpers';

describeBusContract({
  name: 'in-process bus',
  create: async ({ handlerRetry }) => new MemoryEventBus({ logger: quietLogger, handlerRetry }),
  deliveryTimeoutMs: 2_000,
});

describe('in-process bus', () => {
  it('hands a group over to its next member when the consuming member stops', async () => {
    const bus = new MemoryEventBus({ logger: quietLogger });
    const topic = uniqueTopic('handover');
    const groupId = uniqueName('replicas');
    const first = recorder();
    const second = recorder();
    const leaving = await bus.subscribe({ groupId, topics: [topic], handler: first.handler });
    await bus.subscribe({ groupId, topics: [topic], handler: second.handler });

    const early = outgoingEvent(topic);
    await bus.publish([early]);
    await eventually(
      'the first member to handle it',
      () => first.ids(),
      (ids) => ids.length === 1,
    );
    await leaving.stop();
    const late = outgoingEvent(topic);
    await bus.publish([late]);

    await eventually(
      'the second member to take over',
      () => second.ids(),
      (ids) => ids.length === 1,
    );
    expect(first.ids()).toEqual([early.id]);
    expect(second.ids()).toEqual([late.id]);
    await bus.close();
  });

  it('delivers again, to the next subscription, an event whose handler never succeeded', async () => {
    const bus = new MemoryEventBus({
      logger: quietLogger,
      handlerRetry: { initialDelayMs: 10, maxDelayMs: 10 },
    });
    const topic = uniqueTopic('unacked');
    const groupId = uniqueName('group');
    let attempts = 0;
    const failing = await bus.subscribe({
      groupId,
      topics: [topic],
      handler: async () => {
        attempts += 1;
        throw new Error('mail server down');
      },
    });
    const event = outgoingEvent(topic);
    await bus.publish([event]);
    await eventually(
      'a few failed attempts',
      () => attempts,
      (n) => n >= 2,
    );
    await failing.stop();

    const seen = recorder();
    await bus.subscribe({ groupId, topics: [topic], handler: seen.handler });
    await eventually(
      'the redelivery',
      () => seen.ids(),
      (ids) => ids.length === 1,
    );
    expect(seen.ids()).toEqual([event.id]);
    await bus.close();
  });

  it('forgets a process’s own (ephemeral) group when it stops, and keeps a shared one', async () => {
    const bus = new MemoryEventBus({ logger: quietLogger });
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
      'both groups to handle it',
      () => handled.ids(),
      (ids) => ids.length === 2,
    );
    await eventually(
      'its own group to be past the event',
      () => bus.consumerLag(own, [topic]),
      (lag) => lag === 0,
    );
    await mine.stop();
    await theirs.stop();
    // The shared group keeps its position; the process's own group is gone (a new group
    // of that name would be behind by the whole log).
    expect(await bus.consumerLag(shared, [topic])).toBe(0);
    expect(await bus.consumerLag(own, [topic])).toBe(1);
    await bus.close();
  });

  it('refuses to publish once closed, and ping then fails', async () => {
    const bus = new MemoryEventBus({ logger: quietLogger });
    await bus.close();
    await expect(bus.publish([outgoingEvent(uniqueTopic('closed'))])).rejects.toThrow(/closed/);
    await expect(bus.ping()).rejects.toThrow(/closed/);
  });
});
