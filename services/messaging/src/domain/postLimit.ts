/**
 * The per-person limit on posting and editing messages (@portico/rules MESSAGE_POST_LIMIT),
 * counted by messaging in the posting transaction: its first statement counts the post, so the
 * count costs no call to identity and no transaction of its own (bench/README.md, "Messages").
 *
 * The policy is the one the gateway applied before any work until 2026-11-28: every request
 * that reaches messaging counts, refused or not; past the limit the answer is
 * RESOURCE_EXHAUSTED (the gateway's 429 with Retry-After) whatever else was wrong with it, and
 * nothing is stored; the window's first refusal is audited. A post that fails after its count
 * rolls the count back with it, so such a post is counted again on its own.
 */
import { publishAudit, rateLimited, retryAfterSeconds, windowOf, type Tx } from '@portico/kit';
import { MESSAGE_POST_LIMIT, TOO_MANY_ATTEMPTS } from '@portico/rules';
import { countPosts, forgetWindowsBefore } from '../store/postCounts';
import type { MessagingDeps, Viewer } from './deps';

const DAY_MS = 24 * 3600 * 1000;

/** Counts the caller's post in the transaction; throws the refusal past the limit. */
export type CountPost = (tx: Tx) => Promise<void>;

/** One count; answers whether it is within the limit and whether it is the window's first refusal. */
async function count(tx: Tx, deps: Pick<MessagingDeps, 'now'>, viewer: Viewer) {
  const now = deps.now();
  const { start, end } = windowOf(now, MESSAGE_POST_LIMIT.windowSeconds);
  const window = { start, retryAfterSeconds: retryAfterSeconds(now, end) };
  const posts = await countPosts(tx, viewer.userId, window.start);
  // The first post of a window clears windows long gone.
  if (posts === 1) await forgetWindowsBefore(tx, new Date(window.start.getTime() - DAY_MS));
  const limit = MESSAGE_POST_LIMIT.perPerson;
  return { allowed: posts <= limit, firstRefusal: posts === limit + 1, window };
}

const refusal = (retryAfterSeconds: number) => rateLimited(TOO_MANY_ATTEMPTS, retryAfterSeconds);

/**
 * Runs a post or an edit with its count: `work` gets the counter to call first in its (first)
 * transaction, or none when the caller is not counted here (the public API counts per key).
 */
export async function countedPost<T>(
  deps: Pick<MessagingDeps, 'db' | 'now'>,
  tenantId: string,
  viewer: Viewer,
  counted: boolean,
  work: (countPost: CountPost | undefined) => Promise<T>,
): Promise<T> {
  if (!counted) return work(undefined);
  let kept = false;
  const countPost: CountPost = async (tx) => {
    const hit = await count(tx, deps, viewer);
    if (!hit.allowed) throw refusal(hit.window.retryAfterSeconds);
    tx.afterCommit(() => {
      kept = true;
    });
  };
  try {
    return await work(countPost);
  } catch (error) {
    if (kept) throw error;
    // Refused, or failed before its count or with it rolled back: counted on its own, and past
    // the limit the refusal is the answer (the limit comes before anything else).
    const hit = await deps.db
      .tenantTransaction(tenantId, async (tx) => {
        const counted = await count(tx, deps, viewer);
        if (counted.firstRefusal)
          await publishAudit(tx, {
            actorUserId: viewer.userId,
            action: 'auth.rate_limited',
            entityType: 'rate_limit',
            entityId: `${MESSAGE_POST_LIMIT.name}:account:${viewer.userId}`,
            tenantId,
            reason: `More than ${MESSAGE_POST_LIMIT.perPerson} ${MESSAGE_POST_LIMIT.name} attempts in ${MESSAGE_POST_LIMIT.windowSeconds} s`,
            at: deps.now(),
          });
        return counted;
      })
      // A count that cannot be written (the database away) leaves the post's own failure.
      .catch(() => undefined);
    if (hit && !hit.allowed) throw refusal(hit.window.retryAfterSeconds);
    throw error;
  }
}
