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
import { call, clientAddress, inParallel, type SignedIn } from './api';
import { openIdleStreams } from './idleStreams';
import { connectInspector, type Inspector } from './inspector';
import { postOnWorker } from './poster';
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
   * The event-loop delay of the thread that sends and times the POSTs (a worker of its own,
   * poster.ts), over the same window: how late it could have read an answer. The idle streams
   * are read on another worker (idleStreams.ts), the owners' streams on the main thread.
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

    // Each owner's stream; a message is delivered when its marker arrives there (wall-clock
    // milliseconds, as the posting thread stamps its sending: poster.ts).
    const arrivedAt = new Map<string, number>();
    for (const owner of owners)
      listeners.push(
        openStream(url, owner, clientAddress(), (name, data) => {
          if (name !== 'message.created') return;
          const marker = /bench-[0-9a-f-]{36}/.exec(data)?.[0];
          if (marker && !arrivedAt.has(marker))
            arrivedAt.set(marker, performance.timeOrigin + performance.now());
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

    // Open loop on a thread of its own: one POST every 1/rate s whatever the answers do, round
    // robin over senders (poster.ts).
    const total = Math.round(options.rate * options.seconds);
    const usage = new UsageWindow(crossed.pids, crossed.groups);
    const run = await postOnWorker({
      url,
      conversations: conversations.map(({ sender, id }) => ({
        accessToken: sender.accessToken,
        tenantId: sender.tenantId,
        id,
      })),
      rate: options.rate,
      total,
      // Far past the few thousand addresses this thread hands out (api.ts clientAddress).
      firstAddress: 1_000_000,
    });
    const accepted = run.posts.filter((p) => p.status === 201);
    // What is still on its way gets a few seconds; anything later counts as not delivered.
    const deadline = performance.now() + 5_000;
    while (accepted.some((p) => !arrivedAt.has(p.marker)) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const cpu = usage.finish();
    const posted = accepted.length;
    const latencies = accepted.flatMap((p) => {
      const at = arrivedAt.get(p.marker);
      return at === undefined ? [] : [at - p.sentAt];
    });
    const postTimes = run.posts.map((p) => p.ms);

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
      timingLoopDelayMs: run.loopDelayMs,
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
