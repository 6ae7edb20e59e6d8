/**
 * Writing bytes so that a crash of the node right after cannot lose them (bench/README.md
 * "Uploads", durability). Without fsync a file's bytes sit in the page cache for up to half a
 * minute; a crash then leaves an empty or partial file under a name the database already
 * points to. A file is durable once its data is synced, and its name once its directory is.
 */
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';

/** Bytes a file stream holds before it waits for the disk (bench/README.md "Uploads"). */
const WRITE_BUFFER_BYTES = 1024 * 1024;
/**
 * Bytes written between two background syncs: the disk writes them back while more arrive,
 * so the sync at the end has little left to do (fsync of 100 MB at the end took 50–70 ms
 * here, 1–7 ms with a sync every 8 MiB on the way).
 */
const SYNC_EVERY_BYTES = 8 * 1024 * 1024;

/**
 * A writable that writes into `file` from byte `start` and finishes only once every byte is
 * on the disk (fsync). On the way, every SYNC_EVERY_BYTES it starts a sync of the data written
 * so far without waiting for it (one at a time), which overlaps the disk's write-back with the
 * bytes still arriving. `bytesWritten` counts what reached the file.
 */
export class DurableFileWriter extends Writable {
  bytesWritten = 0;
  private handle: FileHandle | undefined;
  private position: number;
  private unsynced = 0;
  private syncing: Promise<void> | undefined;
  private syncFailure: Error | undefined;

  constructor(
    private readonly file: string,
    private readonly options: { flags: 'r+' | 'w'; start?: number },
  ) {
    super({ highWaterMark: WRITE_BUFFER_BYTES });
    this.position = options.start ?? 0;
  }

  override _construct(done: (error?: Error | null) => void): void {
    open(this.file, this.options.flags).then(
      (handle) => ((this.handle = handle), done()),
      (error: Error) => done(error),
    );
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.writeAll([chunk]).then(() => done(), done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    this.writeAll(chunks.map((c) => c.chunk)).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.settleSync()
      .then(() => this.handle!.sync())
      .then(() => done(this.syncFailure), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // A background sync may still hold the descriptor: it is closed only after that ends.
    this.settleSync()
      .catch(() => undefined)
      .then(() => this.handle?.close())
      .then(
        () => done(error),
        (closing: Error) => done(error ?? closing),
      );
  }

  /** Writes every byte of `buffers` (a regular file may take fewer than asked at a time). */
  private async writeAll(buffers: Buffer[]): Promise<void> {
    let left = buffers;
    while (left.length > 0) {
      const { bytesWritten } = await this.handle!.writev(left, this.position);
      this.position += bytesWritten;
      this.bytesWritten += bytesWritten;
      this.unsynced += bytesWritten;
      left = dropBytes(left, bytesWritten);
    }
    if (this.unsynced >= SYNC_EVERY_BYTES && !this.syncing) {
      this.unsynced = 0;
      // Its failure is kept for the end: Linux reports a write-back error to one sync of a
      // descriptor only, so the sync at the end could succeed after this one failed.
      this.syncing = this.handle!.datasync()
        .catch((error: Error) => void (this.syncFailure ??= error))
        .finally(() => (this.syncing = undefined));
    }
  }

  private settleSync(): Promise<void> {
    return this.syncing ?? Promise.resolve();
  }
}

function dropBytes(buffers: Buffer[], count: number): Buffer[] {
  let left = count;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (left >= buffer.length) left -= buffer.length;
    else {
      rest.push(left > 0 ? buffer.subarray(left) : buffer);
      left = 0;
    }
  }
  return rest;
}

/** Makes the entries of `dir` durable: a file renamed or created in it keeps its name. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Syncs the directories from `dir` up to `top` (both included): after a file was moved into
 * `dir` and `mkdir -p` created `dir` and maybe some of its parents below `top`, every new
 * name on the way is durable.
 */
export async function syncDirectoriesUpTo(dir: string, top: string): Promise<void> {
  for (let at = dir; ; at = path.dirname(at)) {
    await syncDirectory(at);
    if (at === top || path.dirname(at) === at) return;
  }
}
