/**
 * Content's upload folder on a filesystem of its own: a small tmpfs mounted over it before
 * content starts, so filling it gives content the real ENOSPC a full volume gives, without
 * touching the machine's disk. Mounting needs root (CAP_SYS_ADMIN), as `make test` has.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A dot name: content never names an object so, and the consistency check skips it. */
const FILLER = '.rehearsal-filler';

export interface UploadDisk {
  root: string;
  /** Fills the filesystem until the kernel answers ENOSPC; resolves with the bytes written. */
  fill(): number;
  /** Frees what `fill` took. */
  free(): void;
  /** Bytes still free. */
  available(): number;
  unmount(): void;
}

export function mountUploadDisk(root: string, sizeMiB: number): UploadDisk {
  mkdirSync(root, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0755`, 'tmpfs', root], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    throw new Error(
      `the full-disk fault mounts a ${sizeMiB} MiB tmpfs over content's upload folder and ` +
        `needs root for it (mount said: ${reason})`,
    );
  }
  const filler = path.join(root, FILLER);
  let mounted = true;
  return {
    root,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(1024 * 1024);
      let written = 0;
      try {
        for (;;) written += writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        // Whatever is left is smaller than a chunk: take that too.
        const small = Buffer.alloc(4096);
        try {
          for (;;) written += writeSync(fd, small);
        } catch (last) {
          if ((last as NodeJS.ErrnoException).code !== 'ENOSPC') throw last;
        }
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free() {
      rmSync(filler, { force: true });
    },
    available() {
      const stats = statfsSync(root);
      return stats.bavail * stats.bsize;
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      execFileSync('umount', ['-l', root], { stdio: 'ignore' });
    },
  };
}
