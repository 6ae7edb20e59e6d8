/**
 * A service's `consume` calls become one subscription of its consumer group: one topic list
 * (members of a group asking for different lists get partitions of topics they never asked
 * for), and each event reaches only the handlers that asked for its topic.
 */
import { batchHandler, type IncomingEvent } from '../../src/events';
import { mergeSubscriptions } from '../../src/runtime';

const event = (topic: string, type: string): IncomingEvent =>
  ({
    topic,
    type,
    key: 'k',
    payload: new Uint8Array(),
    partition: 0,
    offset: '0',
  }) as IncomingEvent;

it('subscribes once to every topic any handler asked for', () => {
  const merged = mergeSubscriptions([
    { topics: ['a', 'b'], handler: async () => undefined },
    { topics: ['b', 'c'], handler: async () => undefined },
  ]);
  expect(merged.topics.sort()).toEqual(['a', 'b', 'c']);
});

it('hands each event only to the handlers that asked for its topic', async () => {
  const seen: string[] = [];
  const merged = mergeSubscriptions([
    { topics: ['billing'], handler: async (e) => void seen.push(`tenancy:${e.type}`) },
    { topics: ['billing', 'platform'], handler: async (e) => void seen.push(`cache:${e.type}`) },
  ]);
  await merged.handler(event('platform', 'purge'));
  await merged.handler(event('billing', 'plan_changed'));
  await merged.handler(event('elsewhere', 'ignored'));
  expect(seen).toEqual(['cache:purge', 'tenancy:plan_changed', 'cache:plan_changed']);
});

it('passes a handler failure on, so the event is not committed as handled', async () => {
  const merged = mergeSubscriptions([
    { topics: ['a'], handler: async () => Promise.reject(new Error('database away')) },
  ]);
  await expect(merged.handler(event('a', 'x'))).rejects.toThrow('database away');
});

it('hands a fetch of events together to a batch handler, and one by one to the others', async () => {
  const seen: string[] = [];
  const merged = mergeSubscriptions([
    {
      topics: ['audit'],
      handler: batchHandler(async (events) => void seen.push(events.map((e) => e.type).join('+'))),
    },
    { topics: ['audit'], handler: async (e) => void seen.push(`one:${e.type}`) },
  ]);
  await merged.handler.batch!([event('audit', 'a'), event('audit', 'b')]);
  // The in-process bus hands over one event at a time: a batch of one.
  await merged.handler(event('audit', 'c'));
  expect(seen).toEqual(['a+b', 'one:a', 'one:b', 'c', 'one:c']);
});
