/**
 * Polling for a state, the one way every test layer waits for something that happens
 * elsewhere (an event crossing the broker, a cache following it, a mail arriving): read, and
 * read again, until the state holds. The deadline only bounds a failure: a passing test goes
 * on the moment the state holds, and never asserts how long that took (docs/testing.md, "No
 * wall-clock windows").
 */

export interface Patience {
  /** How long to keep reading before the test fails. Default 30 s. */
  timeoutMs?: number;
  /** The pause between two reads. Default 100 ms. */
  everyMs?: number;
}

/** For reads that answer `undefined` until the thing exists: `eventually(what, find, isDefined)`. */
export const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

/** What a failure message shows of the last value read (a list of a thousand rows is cut). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text;
}

/**
 * Calls `read` until `done` holds for what it answers, and returns that answer. Fails with
 * `what` and the last answer once `timeoutMs` has passed; an error `read` throws fails at once.
 */
export async function eventually<T, S extends T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => value is S,
  patience?: Patience,
): Promise<S>;
export async function eventually<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  patience?: Patience,
): Promise<T>;
export async function eventually<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, everyMs = 100 }: Patience = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last saw ${shown(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
