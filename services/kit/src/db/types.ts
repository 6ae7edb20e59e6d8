/**
 * One small database interface over two engines: `pg` (a real PostgreSQL server, when
 * DATABASE_URL is set) and PGlite (PostgreSQL compiled to WebAssembly, the embedded default).
 * Stores depend on these types only, so the same SQL runs on both.
 */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A name for a statement on a hot path whose text never changes: PostgreSQL then parses and
   * plans it once per connection instead of on every call (a named prepared statement; see
   * README.md, "Prepared statements"). One name, one text: never for SQL built with values in
   * it. PGlite, in one process, runs it as any other statement.
   */
  prepareAs?: string;
}

export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

/**
 * Which rows a scoped transaction may see, as the `app.*` settings the row-level security
 * policies compare with (see README.md). At least one is needed.
 */
export interface RowScope {
  /** `app.tenant_id`: the rows of one tenant. */
  tenantId?: string;
  /** `app.user_id`: one person's rows across tenants, e.g. their memberships. */
  userId?: string;
  /**
   * Further settings a service's own policies read, named without `app.`: for example
   * `{ invitation_token: hash }` for the one invitation a link opens.
   */
  settings?: Readonly<Record<string, string>>;
}

/** A handle valid only inside `transaction` or a scoped transaction; never keep it after. */
export interface Tx extends Queryable {
  /**
   * Runs a script of one or more statements without parameters (the simple query protocol),
   * as a migration file needs; `query` takes exactly one statement.
   */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` once this transaction has committed, never after a rollback: what must follow
   * the change only once others can see it (a job queue's worker woken for the job just
   * written). A throw in `fn` is not the transaction's: the change is already committed.
   */
  afterCommit(fn: () => void): void;
}

export interface Database extends Queryable {
  readonly engine: 'postgres' | 'pglite';
  /** The non-owner role tenant-scoped transactions run as; `migrate` grants it table access. */
  readonly tenantRole: string;
  /** Runs `fn` in one transaction: commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A transaction scoped to one tenant: it runs as the non-owner tenant role (so row-level
   * security applies even to the table owner) with `app.tenant_id` set locally, so a pooled
   * connection never carries the tenant to its next caller.
   */
  tenantTransaction<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The same for one user's rows across tenants (`app.user_id`), e.g. "my memberships". */
  userTransaction<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The general form: a transaction as the tenant role with the settings of `scope`. */
  scopedTransaction<T>(scope: RowScope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One read of one tenant's rows, in one round trip to the server where a scoped transaction
   * takes three (README.md, "Scoped reads"). `fn` gets a handle for a single statement, named
   * with `prepareAs`; a second statement, or one without a name, is refused. Row-level security
   * applies as in `tenantTransaction`, and the transaction is READ ONLY: a write fails.
   */
  tenantRead<T>(tenantId: string, fn: (read: Queryable) => Promise<T>): Promise<T>;
  /** The general form of `tenantRead`, with the settings of `scope`. */
  scopedRead<T>(scope: RowScope, fn: (read: Queryable) => Promise<T>): Promise<T>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
