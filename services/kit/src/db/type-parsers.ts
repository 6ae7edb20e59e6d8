/**
 * Both engines return the same JavaScript values for the same column types, so a store
 * tested on one behaves the same on the other. `pg`'s defaults are the reference, with one
 * change: a `date` stays the 'YYYY-MM-DD' text it is, instead of becoming a Date at local
 * midnight (which shifts the day in any time zone west of UTC).
 */
import pg from 'pg';

const INT8 = 20;
const DATE = 1082;

const keepText = (value: string): string => value;

/** For `pg`: its own parsers, except for `date`. */
export const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE ? keepText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * For PGlite, whose defaults differ from `pg`: a `bigint` (counts, sums, bigserial ids) is
 * text as in `pg`, because a JavaScript number loses precision past 2^53.
 */
export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [INT8]: keepText,
  [DATE]: keepText,
};
