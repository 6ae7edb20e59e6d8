/**
 * The live stream (issue 27 "Performance"): `GET /api/stream` held open by many tabs, and a
 * message's way from its POST to another participant's open stream.
 *
 * - Idle streams: the gateway's resident memory and CPU with `streams` streams open and nothing
 *   happening, against the same gateway a moment before they opened (same run, same process).
 *   Memory per stream is the growth of the lowest resident size over a few samples (the floor,
 *   as report.ts judges growth) divided by the streams, each floor taken after a full
 *   collection (inspector.ts): what the process keeps, not the garbage the opening burst left
 *   (that is reported beside it, as the floor right after they opened). CPU is a share of one
 *   core, over a window after they opened, before any collection is asked for.
 * - Delivery: members post into their own conversations at `rate` messages a second (the
 *   per-person limit spreads it over them); each workspace's owner holds a stream and sees every
 *   conversation of it. Latency is from just before the POST to the moment the event is read
 *   off the owner's stream, with the idle streams still open.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { call, clientAddress, inParallel, type SignedIn } from './api';
import { openIdleStreams } from './idleStreams';
import { connectInspector, type Inspector } from './inspector';
import type { BenchProcess } from './processes';
import { rssBytes, UsageWindow, type ProcessGroup } from './procStats';
import { openStream, type StreamReader } from './streamReader';

export interface StreamBench {
  streams: number;
  /**
   * Gateway memory per open idle stream, KiB (target ≤ 20): growth of the resident floor, each
   * floor after a full collection.
   */
  kibPerStream: number;
  /** The same growth with the floor taken right after the streams opened, garbage and all. */
  kibPerStreamOpening: number;
  /** Growth of V8's heap in use after a full collection, KiB a stream (part of kibPerStream). */
  heapKibPerStream: number;
  /**
   * Growth of the heap V8 holds from the system (in use or not) and of memory outside it
   * (buffers), KiB a stream, after the same collection: with the heap in use, where the
   * resident growth lies; what none of them holds is the allocator's and Node's native memory.
   */
  heapCommittedKibPerStream: number;
  externalKibPerStream: number;
  /** Gateway CPU with the streams open and idle, and before they opened, % of one core. */
  idleCpuPercent: number;
  idleCpuPercentWithout: number;
  /** Messages posted and delivered, their offered rate and latency to another's stream. */
  delivered: number;
  posted: number;
  rate: number;
  latencyMs: { p50: number; p99: number };
  /** The POST's own answer time, so a slow delivery tells a slow write from a slow way back. */
  postMs: { p50: number; p99: number };
  /**
   * The event-loop delay of the thread that sends and times the POSTs, over the same window
   * (monitorEventLoopDelay, 5 ms resolution): how late it could have read an answer. The idle
   * streams are read on a worker thread so that their frames do not add to it (idleStreams.ts).
   */
  timingLoopDelayMs: { p99: number; max: number };
  /** CPU milliseconds per posted message while they were sent and delivered, by process. */
  cpuMsPerMessage: Record<string, number>;
}

type Member = SignedIn & { tenantId: string };

const floorRss = async (pid: number, samples = 5): Promise<number> => {
  let low = Number.POSITIVE_INFINITY;
  for (let i = 0; i < samples; i++) {
    low = Math.min(low, rssBytes(pid));
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return low;
};

/** The resident floor and the heap in use after a full collection. */
const settled = async (pid: number, inspector: Inspector) => {
  await inspector.collectGarbage();
  return { rss: await floorRss(pid), memory: await inspector.memoryUsage() };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

export async function measureStreams(
  url: string,
  gateway: BenchProcess,
  members: Member[],
  owners: Member[],
  options: { streams: number; rate: number; seconds: number; idleSeconds: number },
  /** Every process a message crosses, watched while the messages go (CPU per message). */
  crossed: { pids: Record<string, number>; groups: Record<string, ProcessGroup> } = {
    pids: {},
    groups: {},
  },
): Promise<StreamBench> {
  const gatewayPid = gateway.pid;
  const perStream = (bytes: number) => Math.max(0, bytes) / options.streams / 1024;
  const cpuOver = async (seconds: number) => {
    const window = new UsageWindow({ gateway: gatewayPid });
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return window.finish().gateway!.cpuPercent;
  };
  if (!gateway.inspector) throw new Error('the gateway was started without its inspector');
  const inspector = await connectInspector(await gateway.inspector());
  const idleCpuPercentWithout = await cpuOver(options.idleSeconds);
  const before = await settled(gatewayPid, inspector);

  const idle = openIdleStreams(
    url,
    Array.from({ length: options.streams }, (_, i) => {
      const { accessToken, tenantId } = members[i % members.length]!;
      return { accessToken, tenantId, address: clientAddress() };
    }),
  );
  const listeners: StreamReader[] = [];
  try {
    await idle.ready;
    const opening = await floorRss(gatewayPid);
    const idleCpuPercent = await cpuOver(options.idleSeconds);
    const after = await settled(gatewayPid, inspector);

    // Each owner's stream; a message is delivered when its marker arrives there.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const postTimes: number[] = [];
    for (const owner of owners)
      listeners.push(
        openStream(url, owner, clientAddress(), (name, data) => {
          if (name !== 'message.created') return;
          const marker = /bench-[0-9a-f-]{36}/.exec(data)?.[0];
          const started = marker ? sentAt.get(marker) : undefined;
          if (started === undefined || !marker) return;
          sentAt.delete(marker);
          latencies.push(performance.now() - started);
        }),
      );
    await Promise.all(listeners.map((s) => s.ready));

    const ownerTenants = new Set(owners.map((o) => o.tenantId));
    const senders = members.filter((m) => ownerTenants.has(m.tenantId));
    if (senders.length === 0)
      throw new Error('no member shares a workspace with a signed-in owner');
    const conversations = await inParallel(senders, 10, async (sender) => {
      const started = await call<{ id: string }>(url, 'POST', '/api/conversations', {
        token: sender.accessToken,
        tenantId: sender.tenantId,
        body: { subject: 'Bench', body: 'Opening the bench conversation' },
      });
      if (started.status !== 201) throw new Error(`starting a conversation: ${started.status}`);
      return { sender, id: started.body.id };
    });

    // Open loop: one POST every 1/rate s whatever the answers do, round robin over senders.
    const total = Math.round(options.rate * options.seconds);
    let posted = 0;
    const posts: Promise<unknown>[] = [];
    const usage = new UsageWindow(crossed.pids, crossed.groups);
    // This thread's own stalls, which every figure it times includes.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const begin = performance.now();
    for (let i = 0; i < total; i++) {
      const due = begin + (i * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { sender, id } = conversations[i % conversations.length]!;
      const marker = `bench-${randomUUID()}`;
      const postedAt = performance.now();
      sentAt.set(marker, postedAt);
      posts.push(
        call(url, 'POST', `/api/conversations/${id}/messages`, {
          token: sender.accessToken,
          tenantId: sender.tenantId,
          body: { body: `Delivery ${marker}` },
        }).then((answer) => {
          postTimes.push(performance.now() - postedAt);
          if (answer.status === 201) posted += 1;
          else sentAt.delete(marker);
        }),
      );
    }
    await Promise.all(posts);
    // What is still on its way gets a few seconds; anything later counts as not delivered.
    const deadline = performance.now() + 5_000;
    while (sentAt.size > 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const cpu = usage.finish();
    loopDelay.disable();

    const sorted = [...latencies].sort((a, b) => a - b);
    const postSorted = [...postTimes].sort((a, b) => a - b);
    return {
      streams: options.streams,
      kibPerStream: perStream(after.rss - before.rss),
      kibPerStreamOpening: perStream(opening - before.rss),
      heapKibPerStream: perStream(after.memory.heapUsed - before.memory.heapUsed),
      heapCommittedKibPerStream: perStream(after.memory.heapTotal - before.memory.heapTotal),
      externalKibPerStream: perStream(after.memory.external - before.memory.external),
      idleCpuPercent,
      idleCpuPercentWithout,
      delivered: latencies.length,
      posted,
      rate: options.rate,
      latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99) },
      postMs: { p50: percentile(postSorted, 50), p99: percentile(postSorted, 99) },
      timingLoopDelayMs: {
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
      cpuMsPerMessage: Object.fromEntries(
        Object.entries(cpu).map(([name, u]) => [name, (u.cpuSeconds * 1000) / Math.max(1, posted)]),
      ),
    };
  } finally {
    for (const s of listeners) s.close();
    await idle.close();
    inspector.close();
  }
}
