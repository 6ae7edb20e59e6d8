/**
 * The query plans behind the CRM users list on the seeded data (bench/README.md, "The CRM
 * list's reads"): what the gateway's directory costs each time its cached copy is missing.
 * Both run as their services run them: tenancy's under the tenant role with the tenant's
 * scope (row-level security on), identity's over every member id of that tenant. The SQL is
 * the services' own (tenancy store/memberships.ts listMembershipsOfTenant, identity
 * store/users.ts findUsersByIds), repeated here because the bench talks to the databases
 * directly.
 */
import pg from 'pg';

export interface QueryPlan {
  name: string;
  sql: string;
  plan: string;
}

const TENANT_ROLE = 'portico_tenant';

const MEMBERS_OF_TENANT = `SELECT m.*, NULL AS tenant_name FROM memberships m
  WHERE m.tenant_id = $1 ORDER BY m.created_at, m.user_id`;

const USERS_BY_IDS = `SELECT u.*, COALESCE(ARRAY(SELECT role FROM global_roles g WHERE g.user_id = u.id ORDER BY role), '{}') AS global_roles,
       EXISTS (SELECT 1 FROM two_factor t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS two_factor_enabled
  FROM users u WHERE u.id = ANY($1::uuid[])`;

async function explain(
  url: string,
  sql: string,
  params: unknown[],
  scope?: { tenantId: string },
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    if (scope) {
      await client.query(
        `SELECT set_config('role', $1, true), set_config('app.tenant_id', $2, true)`,
        [TENANT_ROLE, scope.tenantId],
      );
    }
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
      params,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

/** EXPLAIN ANALYZE of the directory's two reads for `tenantId`, on the seeded databases. */
export async function directoryPlans(
  databases: { identity: string; tenancy: string },
  tenantId: string,
): Promise<QueryPlan[]> {
  const members = new pg.Client({ connectionString: databases.tenancy });
  await members.connect();
  const ids = await members
    .query<{ user_id: string }>('SELECT user_id FROM memberships WHERE tenant_id = $1', [tenantId])
    .then(({ rows }) => rows.map((row) => row.user_id))
    .finally(() => members.end());
  return [
    {
      name: `tenancy ListMembers (${ids.length} members, row-level security)`,
      sql: MEMBERS_OF_TENANT,
      plan: await explain(databases.tenancy, MEMBERS_OF_TENANT, [tenantId], { tenantId }),
    },
    {
      name: `identity GetUsers (${ids.length} ids)`,
      sql: USERS_BY_IDS,
      plan: await explain(databases.identity, USERS_BY_IDS, [ids]),
    },
  ];
}
