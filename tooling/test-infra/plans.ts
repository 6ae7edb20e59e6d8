/**
 * The plans PostgreSQL makes for what a store function sends, in one tenant's scope (for tests
 * that a list reads by its index, or that a policy costs what it should): the
 * function runs for real, then each statement it sent is explained with the same parameters.
 */
import type { Database, Queryable } from '@portico/kit';

export async function plansOf(
  db: Database,
  tenantId: string,
  fn: (db: Queryable) => Promise<unknown>,
): Promise<string[]> {
  return db.tenantTransaction(tenantId, async (tx) => {
    const seen: Array<[string, readonly unknown[]]> = [];
    await fn({
      query: (sql, params = []) => {
        seen.push([sql, params]);
        return tx.query(sql, params);
      },
    });
    const plans: string[] = [];
    for (const [sql, params] of seen) {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}
