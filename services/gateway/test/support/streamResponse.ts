/**
 * The response a live stream writes to, for unit tests that hold a stream without HTTP: it
 * keeps what the hub wrote as text (the hub writes each frame's bytes, encoded once for every
 * stream it reaches, src/live/hub.ts).
 */
import type { Response } from 'express';

export function streamResponse(): { res: Response; written: string[] } {
  const written: string[] = [];
  const res = {
    write: (chunk: string | Buffer) => written.push(String(chunk)),
    end: () => undefined,
    on: () => res,
    writableEnded: false,
  } as unknown as Response;
  return { res, written };
}
