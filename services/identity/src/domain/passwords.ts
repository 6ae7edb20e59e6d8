/**
 * Password hashing with scrypt (Node's crypto, no native add-on) at OWASP's current minimum,
 * N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds per hash. The stored form carries
 * its parameters, so hashes made under older ones still verify and are re-made at the next
 * sign-in (`needsRehash`). Hashing is bounded in concurrency (a login flood queues instead of
 * taking 128 MiB per request), past a bounded queue it is refused at once, and queued work
 * whose caller's deadline has passed is dropped (HashSlots).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { currentCall, DomainError, invalid, unauthenticated } from '@portico/kit';
import { MESSAGES } from './messages';
import { validatePasswordStrength } from './signup';

export const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default). */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

/** A hash of nothing in the current parameters: unknown emails cost what known ones do. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(43)}=`;

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

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return slots.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password, salt, keyLength, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
    currentCall()?.deadline?.getTime(),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    ...PARAMS,
    maxmem: maxmemFor(PARAMS.N, PARAMS.r),
  });
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `stored` was made with other parameters than today's (re-hash at sign-in). */
export function needsRehash(stored: string | null): boolean {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  return (
    Number(parts[1]) !== PARAMS.N || Number(parts[2]) !== PARAMS.r || Number(parts[3]) !== PARAMS.p
  );
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
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
