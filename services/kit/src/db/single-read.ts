/**
 * The handle a scoped read (`Database.scopedRead`) gives its function: one statement, named by
 * `prepareAs`, and no other. On PostgreSQL that statement is sent with the scope and the end of
 * the transaction in one message (postgres.ts), which only a single statement prepared once per
 * connection allows; refusing everything else on both engines makes a store that misuses it fail
 * in unit tests on PGlite as it would on the server.
 */
import type { QueryOptions, QueryResult, Queryable } from './types';

/** PostgreSQL keeps at most 63 bytes of a name (NAMEDATALEN); a longer one would not match. */
const MAX_NAME_BYTES = 63;

export type RunRead = <R>(
  sql: string,
  params: readonly unknown[],
  name: string,
) => Promise<QueryResult<R>>;

export function singleRead(run: RunRead): Queryable {
  let used = false;
  return {
    query<R>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      const name = options?.prepareAs;
      if (used) {
        return Promise.reject(
          new TypeError('A scoped read runs one statement: use a scoped transaction for more'),
        );
      }
      used = true;
      if (!name || Buffer.byteLength(name) > MAX_NAME_BYTES) {
        return Promise.reject(
          new TypeError(
            `A scoped read needs a prepared statement's name (prepareAs, at most ${MAX_NAME_BYTES} bytes)`,
          ),
        );
      }
      return run<R>(sql, params ?? [], name);
    },
  };
}
