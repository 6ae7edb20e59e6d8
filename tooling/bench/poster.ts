/**
 * The stream run's POSTs, sent and timed on a worker thread that does nothing else
 * (streams.ts). Timed on the thread that also read the owners' streams and kept the books,
 * every collection and callback of that thread was counted as the gateway's time: at load
 * average 5–12 its event loop stalled for 40–390 ms at a time (bench/README.md, "The POST's
 * tail"). Times are wall-clock milliseconds (`performance.timeOrigin` + `now()`), so the thread
 * that sees a message arrive can subtract the moment it was sent here.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { clientAddress } from './api';

export interface PostJob {
  url: string;
  /** Round robin, one POST each in turn. */
  conversations: Array<{ accessToken: string; tenantId: string; id: string }>;
  /** POSTs a second, sent on schedule whatever the answers do (an open loop). */
  rate: number;
  total: number;
  /** The first of the distinct client addresses the POSTs come from (api.ts clientAddress). */
  firstAddress: number;
}

export interface TimedPost {
  /** The text in the message's body that tells its arrival on a stream. */
  marker: string;
  /** Wall-clock milliseconds when it was sent. */
  sentAt: number;
  /** Until the answer was read in full. */
  ms: number;
  status: number;
}

export interface PostRun {
  posts: TimedPost[];
  /** The posting thread's own event-loop delay over the run (monitorEventLoopDelay, 5 ms). */
  loopDelayMs: { p99: number; max: number };
}

/** Runs `job` on a worker thread and answers every POST's timing. */
export function postOnWorker(job: PostJob): Promise<PostRun> {
  const worker = new Worker(path.join(__dirname, 'poster.js'), { workerData: job });
  return new Promise<PostRun>((resolve, reject) => {
    worker.once('message', (run: PostRun) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the posting worker ended (${code}) before it answered`)),
    );
  });
}

async function post(job: PostJob): Promise<PostRun> {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const posts: TimedPost[] = [];
  const pending: Promise<void>[] = [];
  const begin = performance.now();
  for (let i = 0; i < job.total; i++) {
    const wait = begin + (i * 1000) / job.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { accessToken, tenantId, id } = job.conversations[i % job.conversations.length]!;
    const marker = `bench-${randomUUID()}`;
    const started = performance.now();
    pending.push(
      fetch(`${job.url}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'x-tenant-id': tenantId,
          'x-forwarded-for': clientAddress(job.firstAddress + i),
        },
        body: JSON.stringify({ body: `Delivery ${marker}` }),
      }).then(async (answer) => {
        await answer.arrayBuffer();
        posts.push({
          marker,
          sentAt: performance.timeOrigin + started,
          ms: performance.now() - started,
          status: answer.status,
        });
      }),
    );
  }
  await Promise.all(pending);
  loopDelay.disable();
  return { posts, loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 } };
}

if (!isMainThread && parentPort && (workerData as PostJob | undefined)?.conversations) {
  const port = parentPort;
  void post(workerData as PostJob).then((run) => port.postMessage(run));
}
