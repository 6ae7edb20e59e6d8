/**
 * The publish/subscribe contract, written once and run against every bus: the in-process bus
 * (unit layer) and the Kafka bus on the harness broker (integration layer). A service that
 * works on one must work on the other.
 */
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { EventBus, IncomingEvent, RetryPolicy, Subscription } from '../../src/events';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { outgoingEvent, recorder, text, uniqueName, uniqueTopic } from './helpers';

export interface BusUnderTest {
  name: string;
  create(options: { handlerRetry: RetryPolicy }): Promise<EventBus>;
  /** How long a delivery may take on this bus (Kafka groups need seconds to join). */
  deliveryTimeoutMs: number;
  /**
   * Run the contract's tests at the same time: each uses its own topics and groups, and on the
   * test broker each new group waits a fixed 3 s to join (tooling/test-infra/kafka.ts), so one
   * after another they were a minute of waiting per bus.
   */
  concurrent?: boolean;
}

type Subscribe = (options: Parameters<EventBus['subscribe']>[0]) => Promise<Subscription>;

const FAST_RETRY: RetryPolicy = { initialDelayMs: 20, maxDelayMs: 100 };

export function describeBusContract(subject: BusUnderTest): void {
  describe(`${subject.name}: publish/subscribe contract`, () => {
    let bus: EventBus;
    const within = subject.deliveryTimeoutMs;

    /** A test whose subscriptions all stop when it ends, however it ends. */
    const withSubscriptions = (body: (subscribe: Subscribe) => Promise<void>) => async () => {
      const mine: Subscription[] = [];
      try {
        await body(async (options) => {
          const subscription = await bus.subscribe(options);
          mine.push(subscription);
          return subscription;
        });
      } finally {
        await Promise.all(mine.map((subscription) => subscription.stop()));
      }
    };
    const contractTest = (name: string, body: (subscribe: Subscribe) => Promise<void>) =>
      (subject.concurrent ? it.concurrent : it)(name, withSubscriptions(body));

    beforeAll(async () => {
      bus = await subject.create({ handlerRetry: FAST_RETRY });
    });

    afterAll(async () => {
      await bus?.close();
    });

    contractTest('answers ping while it can be reached', async () => {
      await expect(bus.ping()).resolves.toBeUndefined();
    });

    contractTest(
      'delivers an event with its id, type, tenant, key, time, payload and headers',
      async (subscribe) => {
        const topic = uniqueTopic('delivery');
        const seen = recorder();
        await subscribe({ groupId: uniqueName('group'), topics: [topic], handler: seen.handler });

        const sent = outgoingEvent(topic, {
          payload: new TextEncoder().encode('file uploaded'),
          headers: { 'x-request-id': 'req-42' },
        });
        await bus.publish([sent]);

        const [event] = await eventually(
          'the event',
          () => seen.received,
          (r) => r.length === 1,
          { timeoutMs: within },
        );
        expect(event).toMatchObject({
          id: sent.id,
          topic,
          key: sent.key,
          type: sent.type,
          tenantId: sent.tenantId,
          occurredAt: sent.occurredAt,
        });
        expect(text(event!.payload)).toBe('file uploaded');
        expect(event!.headers).toMatchObject({
          'event-id': sent.id,
          'event-type': sent.type,
          'tenant-id': sent.tenantId,
          'occurred-at': '2026-11-20T10:30:00.000Z',
          'x-request-id': 'req-42',
        });
        expect(typeof event!.partition).toBe('number');
        expect(event!.offset).toMatch(/^\d+$/);
      },
    );

    contractTest('delivers an event without a tenant with no tenant id', async (subscribe) => {
      const topic = uniqueTopic('platform');
      const seen = recorder();
      await subscribe({ groupId: uniqueName('group'), topics: [topic], handler: seen.handler });

      await bus.publish([outgoingEvent(topic, { tenantId: undefined, key: 'user-7' })]);

      const [event] = await eventually(
        'the event',
        () => seen.received,
        (r) => r.length === 1,
        { timeoutMs: within },
      );
      expect(event!.tenantId).toBeUndefined();
      expect(event!.headers['tenant-id']).toBeUndefined();
      expect(event!.key).toBe('user-7');
    });

    contractTest('gives every consumer group every event', async (subscribe) => {
      const topic = uniqueTopic('fanout');
      const billing = recorder();
      const notifications = recorder();
      await subscribe({
        groupId: uniqueName('billing'),
        topics: [topic],
        handler: billing.handler,
      });
      await subscribe({
        groupId: uniqueName('notify'),
        topics: [topic],
        handler: notifications.handler,
      });

      const events = [outgoingEvent(topic), outgoingEvent(topic), outgoingEvent(topic)];
      await bus.publish(events);

      const ids = events.map((event) => event.id).sort();
      await eventually(
        'billing to get all',
        () => billing.ids().sort(),
        (got) => got.length >= 3,
        { timeoutMs: within },
      );
      await eventually(
        'notifications to get all',
        () => notifications.ids().sort(),
        (got) => got.length >= 3,
        { timeoutMs: within },
      );
      expect(billing.ids().sort()).toEqual(ids);
      expect(notifications.ids().sort()).toEqual(ids);
    });

    contractTest(
      'hands each event to one member of a group, not to every member',
      async (subscribe) => {
        const topic = uniqueTopic('shared');
        const groupId = uniqueName('replicas');
        const first = recorder();
        const second = recorder();
        await subscribe({ groupId, topics: [topic], handler: first.handler });
        await subscribe({ groupId, topics: [topic], handler: second.handler });

        // Different tenants, so on Kafka they spread over partitions and both members get some.
        const events = Array.from({ length: 8 }, () => outgoingEvent(topic));
        await bus.publish(events);

        const handled = () => new Set([...first.ids(), ...second.ids()]);
        await eventually('the group to handle all', handled, (got) => got.size >= 8, {
          timeoutMs: within,
        });
        expect([...handled()].sort()).toEqual(events.map((event) => event.id).sort());
        // Not every member got every event. Delivery is at least once (delivery.ts): should the
        // group rebalance while it works (a member's heartbeat late on a loaded machine), the
        // events handled but not yet committed are handed to the partition's new owner again,
        // which the idempotent consumer absorbs (idempotent.ts); so an event may reach both,
        // but the group never hands the whole stream to each member.
        const toBoth = first.ids().filter((id) => second.ids().includes(id));
        expect(new Set(toBoth).size).toBeLessThan(events.length);
      },
    );

    contractTest(
      "keeps one tenant's events in the order they were published",
      async (subscribe) => {
        const topic = uniqueTopic('ordered');
        const seen = recorder();
        await subscribe({ groupId: uniqueName('group'), topics: [topic], handler: seen.handler });

        const tenantId = 'tenant-ordered';
        const events = Array.from({ length: 20 }, () =>
          outgoingEvent(topic, { tenantId, key: tenantId }),
        );
        await bus.publish(events.slice(0, 10));
        await bus.publish(events.slice(10));

        await eventually(
          'all 20',
          () => seen.ids(),
          (got) => got.length >= 20,
          { timeoutMs: within },
        );
        expect(seen.ids()).toEqual(events.map((event) => event.id));
      },
    );

    contractTest(
      'retries a failing handler until it succeeds, holding back later events of the tenant',
      async (subscribe) => {
        const topic = uniqueTopic('retry');
        const first = outgoingEvent(topic, { tenantId: 'tenant-r', key: 'tenant-r' });
        const second = outgoingEvent(topic, { tenantId: 'tenant-r', key: 'tenant-r' });
        const attempts: string[] = [];
        let failuresLeft = 2;
        await subscribe({
          groupId: uniqueName('group'),
          topics: [topic],
          handler: async (event) => {
            attempts.push(event.id);
            if (event.id === first.id && failuresLeft > 0) {
              failuresLeft -= 1;
              throw new Error('database briefly unavailable');
            }
          },
        });
        await bus.publish([first, second]);

        await eventually(
          'the second event',
          () => attempts,
          (got) => got.includes(second.id),
          { timeoutMs: within },
        );
        expect(attempts).toEqual([first.id, first.id, first.id, second.id]);
      },
    );

    contractTest(
      'starts a new group after earlier events, or at the oldest when it asks for the beginning',
      async (subscribe) => {
        const topic = uniqueTopic('start');
        const key = 'tenant-start';
        const before = outgoingEvent(topic, { tenantId: key, key });
        const after = outgoingEvent(topic, { tenantId: key, key });
        await bus.publish([before]);

        const latest = recorder();
        const everything = recorder();
        await Promise.all([
          subscribe({ groupId: uniqueName('latest'), topics: [topic], handler: latest.handler }),
          subscribe({
            groupId: uniqueName('replay'),
            topics: [topic],
            fromBeginning: true,
            handler: everything.handler,
          }),
        ]);
        await bus.publish([after]);

        await eventually(
          'the later event',
          () => latest.ids(),
          (got) => got.includes(after.id),
          { timeoutMs: within },
        );
        await eventually(
          'both events',
          () => everything.ids(),
          (got) => got.length >= 2,
          { timeoutMs: within },
        );
        // Same key, so same partition: had `before` been delivered, it would have come first.
        expect(latest.ids()).toEqual([after.id]);
        expect(everything.ids()).toEqual([before.id, after.id]);
      },
    );

    contractTest(
      'continues a group after the last event it handled when it subscribes again',
      async (subscribe) => {
        const topic = uniqueTopic('resume');
        const groupId = uniqueName('group');
        const key = 'tenant-resume';
        const handled = outgoingEvent(topic, { tenantId: key, key });
        const missed = outgoingEvent(topic, { tenantId: key, key });

        const firstRun = recorder();
        const subscription = await bus.subscribe({
          groupId,
          topics: [topic],
          fromBeginning: true,
          handler: firstRun.handler,
        });
        await bus.publish([handled]);
        await eventually(
          'the first event',
          () => firstRun.ids(),
          (got) => got.length === 1,
          { timeoutMs: within },
        );
        await subscription.stop();

        await bus.publish([missed]);
        const secondRun = recorder();
        await subscribe({
          groupId,
          topics: [topic],
          fromBeginning: true,
          handler: secondRun.handler,
        });

        await eventually(
          'the missed event',
          () => secondRun.ids(),
          (got) => got.length >= 1,
          { timeoutMs: within },
        );
        expect(secondRun.ids()).toEqual([missed.id]);
      },
    );

    contractTest('reports the events a group has not handled yet as its lag', async () => {
      const topic = uniqueTopic('lag');
      const groupId = uniqueName('group');
      const key = 'tenant-lag';
      const seen = recorder();
      const subscription = await bus.subscribe({
        groupId,
        topics: [topic],
        fromBeginning: true,
        handler: seen.handler,
      });
      await bus.publish([outgoingEvent(topic, { tenantId: key, key })]);
      await eventually(
        'the first event',
        () => seen.ids(),
        (got) => got.length === 1,
        { timeoutMs: within },
      );
      await subscription.stop();

      await bus.publish([
        outgoingEvent(topic, { tenantId: key, key }),
        outgoingEvent(topic, { tenantId: key, key }),
      ]);

      expect(bus.consumerLag).toBeDefined();
      await eventually(
        'a lag of 2',
        () => bus.consumerLag!(groupId, [topic]),
        (lag) => lag === 2,
        { timeoutMs: within },
      );
    });

    describe('with trace propagation set up', () => {
      const contextManager = new AsyncLocalStorageContextManager();

      beforeAll(() => {
        context.setGlobalContextManager(contextManager.enable());
        propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      });

      afterAll(() => {
        propagation.disable();
        context.disable();
      });

      it(
        'runs the handler in the trace of the code that published',
        withSubscriptions(async (subscribe) => {
          const topic = uniqueTopic('traced');
          const traceIds: Array<string | undefined> = [];
          await subscribe({
            groupId: uniqueName('group'),
            topics: [topic],
            handler: async (_event: IncomingEvent) => {
              traceIds.push(trace.getSpanContext(context.active())?.traceId);
            },
          });

          const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
          const request = trace.setSpanContext(ROOT_CONTEXT, {
            traceId,
            spanId: '00f067aa0ba902b7',
            traceFlags: TraceFlags.SAMPLED,
          });
          await context.with(request, () => bus.publish([outgoingEvent(topic)]));

          await eventually(
            'the event',
            () => traceIds,
            (ids) => ids.length === 1,
            { timeoutMs: within },
          );
          expect(traceIds).toEqual([traceId]);
        }),
      );
    });
  });
}
