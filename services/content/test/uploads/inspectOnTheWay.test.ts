import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '../../src/uploads/fileTypes';
import { inspectOnTheWay } from '../../src/uploads/inspectOnTheWay';

/** `bytes` cut into pieces of the given sizes (the last piece takes the rest). */
function pieces(bytes: Buffer, sizes: number[]): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.length) out.push(bytes.subarray(at));
  return out;
}

function collector(): { sink: Writable; bytes(): Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

describe('inspecting an upload on its way to the store', () => {
  it.each([
    ['one chunk', 200_000, []],
    ['socket-sized chunks', 300_000, [1, 4099, 65_536, 65_536]],
    ['a file smaller than the type sample', 900, [100, 300]],
  ])(
    'passes every byte on in order with the hash and head of the whole file (%s)',
    async (_case, size, sizes) => {
      const file = randomBytes(size);
      const heads: Buffer[] = [];
      const inspection = inspectOnTheWay(async (head) => {
        heads.push(head);
      });
      const out = collector();
      await pipeline(Readable.from(pieces(file, sizes)), inspection.stream, out.sink);

      expect(out.bytes().equals(file)).toBe(true);
      expect(heads).toHaveLength(1);
      expect(heads[0]!.equals(file.subarray(0, SNIFF_BYTES))).toBe(true);
      const seen = inspection.seen();
      expect(seen.sha256).toBe(createHash('sha256').update(file).digest('hex'));
      expect(seen.head.equals(file.subarray(0, SNIFF_BYTES))).toBe(true);
    },
  );

  it('passes no byte on when the first bytes are refused, and fails with the refusal', async () => {
    const refusal = new Error('This file type is not allowed');
    const inspection = inspectOnTheWay(async () => {
      throw refusal;
    });
    const out = collector();
    const file = randomBytes(100_000);

    await expect(
      pipeline(Readable.from(pieces(file, [1000, 5000])), inspection.stream, out.sink),
    ).rejects.toBe(refusal);
    expect(out.bytes()).toHaveLength(0);
  });
});
