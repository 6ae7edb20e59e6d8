/**
 * The per-account sign-in limit that cannot lock the owner out: only failed attempts count,
 * and once an account has had too many in the window, only devices that have signed in to it
 * before may keep trying; any other device waits for the window to end. The right password
 * from the owner's own browser always gets in. Counted by email, known account or not, so the
 * answer never tells whether an account exists.
 */
import {
  rateLimited,
  retryAfterSeconds,
  windowOf,
  type Database,
  type Queryable,
} from '@portico/kit';
import { publishAudit } from '../events/publish';
import { isKnownDevice, rememberDevice } from '../store/knownDevices';
import { hitCounter, peekCounter } from '../store/rateLimits';
import { normaliseEmail } from './email';
import { hashToken } from './tokens';

export const SIGN_IN_FAILURES_ALLOWED = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 5 * 60;
export const TOO_MANY_FAILURES = 'Too many attempts. Please wait a moment and try again.';

const failuresOf = (email: string) => `login:account:${normaliseEmail(email)}`;
const refusalsOf = (email: string) => `login:refused:${normaliseEmail(email)}`;

/** Refuses the attempt when the account is over its limit and this device is a stranger. */
export async function refuseStrangerOverLimit(
  db: Database,
  input: { email: string; userId?: string; deviceId?: string },
  now: Date,
): Promise<void> {
  const window = windowOf(now, SIGN_IN_FAILURE_WINDOW_SECONDS);
  const failures = await peekCounter(db, failuresOf(input.email), window.start);
  if (failures < SIGN_IN_FAILURES_ALLOWED) return;
  if (input.userId && input.deviceId) {
    if (await isKnownDevice(db, input.userId, hashToken(input.deviceId))) return;
  }
  // The first refusal of a window is audited; later ones add nothing.
  if ((await hitCounter(db, refusalsOf(input.email), window.start)) === 1) {
    await db.transaction((tx) =>
      publishAudit(tx, {
        actorUserId: null,
        action: 'auth.rate_limited',
        entityType: 'rate_limit',
        entityId: failuresOf(input.email),
        reason: `More than ${SIGN_IN_FAILURES_ALLOWED} failed sign-ins in ${SIGN_IN_FAILURE_WINDOW_SECONDS} s; devices that signed in before may still try`,
        at: now,
      }),
    );
  }
  throw rateLimited(TOO_MANY_FAILURES, retryAfterSeconds(now, window.end));
}

export async function countFailure(db: Queryable, email: string, now: Date): Promise<void> {
  await hitCounter(db, failuresOf(email), windowOf(now, SIGN_IN_FAILURE_WINDOW_SECONDS).start);
}

export async function rememberSignInDevice(
  db: Queryable,
  userId: string,
  deviceId: string | undefined,
  now: Date,
): Promise<void> {
  if (deviceId) await rememberDevice(db, userId, hashToken(deviceId), now);
}
