/**
 * The virus-scan hook: streams a file to clamd with the INSTREAM command (4-byte big-endian
 * length-prefixed chunks, a zero-length chunk to end) and reads one line back:
 * `stream: OK`, `stream: <signature> FOUND` or `… ERROR`. A file larger than the scan limit
 * is "not scanned", never "clean".
 */
import net from 'node:net';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

export type ScanVerdict =
  | { status: 'clean' }
  | { status: 'not_scanned'; reason: 'no_scanner' | 'too_large' }
  | { status: 'infected'; signature: string };

export interface Scanner {
  /** Reads `body` to its end whatever the verdict, so a caller teeing it is never stalled. */
  scan(body: Readable, sizeBytes: number): Promise<ScanVerdict>;
  /**
   * Set when the scanner never looks at the bytes (no clamd configured): an upload whose
   * hash was taken on the way in is then not read back for it (complete.ts).
   */
  readonly ignoresBytes?: true;
}

async function drain(body: Readable): Promise<void> {
  body.resume();
  await finished(body);
}

export const noScanner: Scanner = {
  ignoresBytes: true,
  async scan(body) {
    await drain(body);
    return { status: 'not_scanned', reason: 'no_scanner' };
  },
};

export function clamdScanner(options: {
  host: string;
  port: number;
  maxBytes: number;
  timeoutMs?: number;
}): Scanner {
  return {
    async scan(body, sizeBytes) {
      if (sizeBytes > options.maxBytes) {
        await drain(body);
        return { status: 'not_scanned', reason: 'too_large' };
      }
      const socket = net.connect({ host: options.host, port: options.port });
      socket.setTimeout(options.timeoutMs ?? 60_000, () =>
        socket.destroy(new Error('clamd timed out')),
      );
      const reply = new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        socket.on('end', () => resolve(text.replace(/\0/g, '').trim()));
        socket.on('error', reject);
      });
      reply.catch(() => undefined);
      const write = (data: Buffer) =>
        new Promise<void>((resolve, reject) =>
          socket.write(data, (err) => (err ? reject(err) : resolve())),
        );
      await write(Buffer.from('zINSTREAM\0'));
      for await (const chunk of body as AsyncIterable<Buffer>) {
        const size = Buffer.alloc(4);
        size.writeUInt32BE(chunk.length);
        await write(Buffer.concat([size, chunk]));
      }
      await write(Buffer.alloc(4));
      const answer = await reply;
      socket.destroy();
      const found = /^stream: (.+) FOUND$/.exec(answer);
      if (found) return { status: 'infected', signature: found[1]! };
      if (/^stream: OK$/.test(answer)) return { status: 'clean' };
      throw new Error(`clamd answered: ${answer}`);
    },
  };
}
