/**
 * What content learns of an upload's bytes while they go by on their way to the store: their
 * SHA-256 and their first SNIFF_BYTES, whose type is checked before any byte is passed on.
 * A synchronous transform, so hashing costs no extra stage of promises per chunk.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { BytesSeen } from './complete';
import { SNIFF_BYTES } from './fileTypes';

export interface Inspection {
  /** Passes the bytes on once `checkHead` accepted the first of them. */
  stream: Transform;
  /** The hash and head of every byte that went by; call once the stream has ended. */
  seen(): BytesSeen;
}

export function inspectOnTheWay(checkHead: (head: Buffer) => Promise<void>): Inspection {
  const hash = createHash('sha256');
  const held: Buffer[] = [];
  let heldBytes = 0;
  let head: Buffer | undefined;

  const release = async (stream: Transform): Promise<void> => {
    const sample = Buffer.concat(held).subarray(0, SNIFF_BYTES);
    await checkHead(sample);
    head = sample;
    for (const chunk of held) stream.push(chunk);
    held.length = 0;
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (head) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      release(this).then(() => done(), done);
    },
    flush(done) {
      if (head) return done();
      release(this).then(() => done(), done);
    },
  });
  return {
    stream,
    seen: () => ({ sha256: hash.digest('hex'), head: head ?? Buffer.alloc(0) }),
  };
}
