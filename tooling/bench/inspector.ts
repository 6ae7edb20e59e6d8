/**
 * What a measured process really keeps, asked through its own inspector (the Chrome DevTools
 * Protocol over a WebSocket): a full collection, then V8's heap in use. The process starts
 * with `--inspect-port=127.0.0.1:0` and opens the inspector only when the bench sends it
 * SIGUSR1 (processes.ts), so it runs as in a pod until then.
 *
 * Why: right after a burst of requests the resident size still holds the garbage they left
 * and the young generation grown to take it; V8 gives that back on its own some 30 s later
 * (its memory reducer), or at once after a full collection. A floor taken after one is what
 * the process holds (bench/README.md, "Messages: live streams").
 */
import WebSocket from 'ws';

export interface Inspector {
  /** A full, memory-reducing collection (what the memory reducer would do when idle). */
  collectGarbage(): Promise<void>;
  /** V8's heap in use, bytes (process.memoryUsage().heapUsed). */
  heapUsed(): Promise<number>;
  close(): void;
}

interface Answer {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

export async function connectInspector(url: string): Promise<Inspector> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waiting = new Map<number, (answer: Answer) => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    const answer = JSON.parse(data.toString()) as Answer;
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let next = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (answer) =>
        answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async collectGarbage() {
      await send('HeapProfiler.collectGarbage');
    },
    async heapUsed() {
      const answer = await send('Runtime.evaluate', {
        expression: 'process.memoryUsage().heapUsed',
        returnByValue: true,
      });
      const value = answer.result?.result?.value;
      if (typeof value !== 'number') throw new Error('the inspector did not answer heapUsed');
      return value;
    },
    close() {
      socket.close();
    },
  };
}
