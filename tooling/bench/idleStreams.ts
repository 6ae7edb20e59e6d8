/**
 * The idle streams of the stream measurements, read on a worker thread of their own.
 *
 * A thousand readers on the thread that sends and times the POSTs made that thread's own
 * pauses part of every figure: their frames (each message on its sender's stream, the
 * heartbeats to all of them at once) and the garbage they leave stalled its event loop for
 * tens of milliseconds at a time, so a POST answered on time was read late (bench/README.md,
 * "The POST's tail"). On their own thread they keep the gateway's side the same (as many
 * connections, the same frames) and leave the timing thread its loop.
 */
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openStream, type StreamHolder } from './streamReader';

interface IdleReader extends StreamHolder {
  address: string;
}

interface Start {
  url: string;
  readers: IdleReader[];
}

type FromWorker = { kind: 'ready' } | { kind: 'failed'; message: string };

export interface IdleStreams {
  /** Settles once every stream has its `ready` event (or fails with the first that failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Opens one idle stream per reader on a worker thread. */
export function openIdleStreams(url: string, readers: IdleReader[]): IdleStreams {
  const worker = new Worker(path.join(__dirname, 'idleStreams.js'), {
    workerData: { url, readers } satisfies Start,
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'ready') resolve();
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the idle streams' worker ended (${code})`)));
  });
  // A rejection nobody awaits yet (the caller awaits `ready` later) is not a crash.
  ready.catch(() => undefined);
  return {
    ready,
    close: async () => {
      await worker.terminate();
    },
  };
}

if (!isMainThread && parentPort && (workerData as Start | undefined)?.readers) {
  const { url, readers } = workerData as Start;
  const port = parentPort;
  const streams = readers.map((r) => openStream(url, r, r.address));
  Promise.all(streams.map((s) => s.ready)).then(
    () => port.postMessage({ kind: 'ready' } satisfies FromWorker),
    (error: unknown) =>
      port.postMessage({ kind: 'failed', message: (error as Error).message } satisfies FromWorker),
  );
}
