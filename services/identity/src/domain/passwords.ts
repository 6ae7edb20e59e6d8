/**
 * Password hashing with Argon2id at OWASP's first recommendation (m=19 MiB, t=2, p=1; Password
 * Storage Cheat Sheet), through `@node-rs/argon2`: a native Rust implementation whose prebuilt
 * binary ships in the npm package and which hashes on libuv's thread pool, about 10 ms of CPU
 * a hash here against about 0.4 s for the scrypt (N=2^17) it replaces (bench/README.md,
 * "Password hashing cost"). Hashes are stored in the PHC string format, which carries the
 * parameters; older ones (scrypt of any N, Argon2id of other parameters) still verify and are
 * re-made at the next successful sign-in (`needsRehash`). Hashing is bounded in concurrency
 * (a login flood queues instead of taking memory per request), past a bounded queue it is
 * refused at once, and queued work whose caller's deadline has passed is dropped (HashSlots).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { currentCall, DomainError, invalid, unauthenticated } from '@portico/kit';
import { MESSAGES } from './messages';
import { validatePasswordStrength } from './signup';

/** Argon2id's cost: memory in KiB, passes, lanes (OWASP: 19 MiB, 2, 1). */
export const PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
const OUTPUT_LENGTH = 32;
const ARGON2 = { ...PARAMS, outputLen: OUTPUT_LENGTH, algorithm: Algorithm.Argon2id } as const;

/** scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default). */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

/**
 * A hash of nothing in the current parameters (a fixed salt and an all-zero key): unknown
 * emails cost what known ones do.
 */
export const DUMMY_HASH = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$AAAAAAAAAAAAAAAAAAAAAA$${'A'.repeat(43)}`;

const BUSY = 'Too many sign-ins right now. Please try again.';

interface Waiter {
  start: () => void;
  drop: (error: Error) => void;
  /** When the caller stops waiting (its gRPC deadline), in epoch ms. */
  deadline?: number;
}

/**
 * A few hashes at a time, the rest queued. A queued hash whose caller has already given up
 * (the gateway answered 504 at its deadline) is dropped rather than computed for nobody, and
 * a request that could not be reached before its deadline is refused at once: under a login
 * flood the CPU goes to sign-ins someone is still waiting for.
 */
class HashSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Moving average of one hash's wall time, to judge whether a queued one can make it. */
  private meanMs = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>, deadline?: number): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting || this.cannotFinishBy(deadline)) {
        throw new DomainError('UNAVAILABLE', BUSY);
      }
      await new Promise<void>((start, drop) => this.waiting.push({ start, drop, deadline }));
    } else this.running += 1;
    const started = Date.now();
    try {
      return await work();
    } finally {
      const took = Date.now() - started;
      this.meanMs = this.meanMs === 0 ? took : this.meanMs * 0.8 + took * 0.2;
      this.release();
    }
  }

  /** Hands the slot to the next waiter whose caller is still there. */
  private release(): void {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (next.deadline === undefined || next.deadline > Date.now()) {
        next.start();
        return;
      }
      next.drop(new DomainError('DEADLINE_EXCEEDED', BUSY));
    }
    this.running -= 1;
  }

  /**
   * Whether a hash queued now would, on recent timings, end after its caller's deadline. The
   * estimate is the hopeful one (running hashes about to end): refuse only the hopeless.
   */
  private cannotFinishBy(deadline: number | undefined): boolean {
    if (deadline === undefined || this.meanMs === 0) return false;
    const rounds = Math.floor(this.waiting.length / this.concurrency) + 1;
    return Date.now() + rounds * this.meanMs > deadline;
  }
}

let slots = new HashSlots(2, 64);

/** How many hashes run at once (PASSWORD_HASH_CONCURRENCY) and how many may wait. */
export function limitHashing(concurrency: number, maxWaiting = 64): void {
  slots = new HashSlots(Math.max(1, concurrency), Math.max(0, maxWaiting));
}

/** Legacy scrypt, only to verify hashes made before Argon2id (`scrypt$N$r$p$salt$key`). */
function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Runs `work` in a hashing slot on behalf of the current gRPC call (its deadline). */
const inSlot = <T>(work: () => Promise<T>): Promise<T> =>
  slots.run(work, currentCall()?.deadline?.getTime());

export async function hashPassword(password: string): Promise<string> {
  return inSlot(() => argon2Hash(password, { ...ARGON2, salt: randomBytes(16) }));
}

const ARGON2ID_PREFIX = '$argon2id$';
const CURRENT_ARGON2ID = `${ARGON2ID_PREFIX}v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

/**
 * True when `stored` is a hash of an older kind or cost than today's (scrypt, or Argon2id with
 * other parameters): re-made at the next sign-in while the password is at hand.
 */
export function needsRehash(stored: string | null): boolean {
  if (!stored) return false;
  if (stored.startsWith(ARGON2ID_PREFIX)) return !stored.startsWith(CURRENT_ARGON2ID);
  return isScrypt(stored.split('$'));
}

const isScrypt = (parts: string[]) => parts.length === 6 && parts[0] === 'scrypt';

async function verifyScrypt(password: string, parts: string[]): Promise<boolean> {
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(Number(n), Number(r)),
  });
  return timingSafeEqual(expected, actual);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith(ARGON2ID_PREFIX)) {
    // The library compares in constant time; a malformed stored hash verifies nothing.
    return inSlot(() => argon2Verify(stored, password).catch(() => false));
  }
  const parts = stored.split('$');
  return isScrypt(parts) ? inSlot(() => verifyScrypt(password, parts)) : false;
}

export interface PasswordChange {
  currentPassword?: string;
  newPassword?: string;
  /** Optional: the settings page sends a confirmation; the API accepts its absence. */
  confirmPassword?: string;
}

/** Checks the shape of a change before the current password is verified. */
export function validatePasswordChange(change: PasswordChange): { current: string; next: string } {
  const next = change.newPassword ?? '';
  if (change.confirmPassword !== undefined && change.confirmPassword !== next) {
    throw invalid(MESSAGES.passwordsDoNotMatch, 'mismatch');
  }
  if (!next) throw invalid(MESSAGES.passwordsDoNotMatch, 'mismatch');
  validatePasswordStrength(next);
  const current = change.currentPassword ?? '';
  if (!current) throw unauthenticated(MESSAGES.currentPasswordIncorrect, 'current_password');
  return { current, next };
}
