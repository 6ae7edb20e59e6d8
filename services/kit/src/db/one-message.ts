/**
 * A scoped read in one round trip to PostgreSQL (README.md, "Scoped reads"): BEGIN, the scope,
 * an EXECUTE of a statement the connection has already prepared, and COMMIT, as one
 * simple-protocol message. A simple-protocol message carries no parameters, so each value is
 * written as a literal: the text pg itself would bind (its `prepareValue`), quoted by pg's
 * `escapeLiteral`. A quoted literal has no type of its own; EXECUTE gives it the type
 * PostgreSQL inferred for that parameter when the statement was prepared, as a bound value
 * gets, so uuid, text, integers, arrays, timestamps and NULL arrive as they would bound.
 */
import pg from 'pg';

/** pg's conversion of a value to the text it binds; exported by pg, not typed by @types/pg. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } })
  .utils;

/**
 * A message is a C string on the wire: a NUL would end it inside the literal. PostgreSQL refuses
 * NUL in text anyway, so the read fails here, before a connection is taken.
 */
const NUL = '\u0000';

/** `value` as a SQL literal for a parameter of a prepared statement. */
export function sqlLiteral(value: unknown): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  // bytea: pg binds a Buffer as bytes; '\x…' is the same bytes as text.
  const raw = Buffer.isBuffer(text) ? `\\x${text.toString('hex')}` : String(text);
  if (raw.includes(NUL)) {
    throw new TypeError('A query parameter cannot contain a NUL character');
  }
  return pg.escapeLiteral(raw);
}

/** `EXECUTE name(…)` with `params` as literals; EXECUTE takes no parentheses without any. */
export function executeStatement(name: string, params: readonly unknown[]): string {
  const call = pg.escapeIdentifier(name);
  return params.length === 0
    ? `EXECUTE ${call}`
    : `EXECUTE ${call}(${params.map(sqlLiteral).join(', ')})`;
}

/**
 * Whether `client` has prepared `name` as `sql`: pg records a named statement per connection
 * once the server has parsed it (`connection.parsedStatements`, which pg itself reads to send
 * only the parameters the next time). Protocol-level statements share their namespace with SQL
 * PREPARE/EXECUTE, so what pg prepared is what EXECUTE runs.
 */
export function isPreparedOn(client: pg.PoolClient, name: string, sql: string): boolean {
  const { parsedStatements } = client.connection as unknown as {
    parsedStatements?: Record<string, string>;
  };
  return parsedStatements?.[name] === sql;
}
