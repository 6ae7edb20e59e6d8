/**
 * Baseline 2: what GET /api/me would cost as one plain Express handler with pg and no
 * architecture: the same two SQL reads the measured path makes (the caller's memberships
 * with tenant names in tenancy's database, then the user in identity's), on the same
 * seeded databases, pools of the kit's size, one JSON answer. No token, no gRPC hop, no
 * row-level-security transaction: the gap to GET /api/me is what those cost.
 */
import express from 'express';
import pg from 'pg';

// The kit's default pool size (services/kit/src/db/open.ts), so both sides may hold as many
// connections.
const POOL_SIZE = 10;
const tenancy = new pg.Pool({ connectionString: process.env.TENANCY_DATABASE_URL, max: POOL_SIZE });
const identity = new pg.Pool({
  connectionString: process.env.IDENTITY_DATABASE_URL,
  max: POOL_SIZE,
});

const MEMBERSHIPS_OF_USER = `SELECT m.*, t.name AS tenant_name
   FROM memberships m LEFT JOIN tenants t ON t.id = m.tenant_id
  WHERE m.user_id = $1
  ORDER BY m.created_at, m.tenant_id`;
const USER_BY_ID = `SELECT u.*, COALESCE(ARRAY(SELECT role FROM global_roles g WHERE g.user_id = u.id ORDER BY role), '{}') AS global_roles
   FROM users u WHERE u.id = $1`;

interface MembershipRow {
  tenant_id: string;
  tenant_name: string | null;
  tenant_role: string;
  role_key: string;
  status: string;
}

const app = express();
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/me', async (req, res) => {
  const userId = req.header('x-user-id') ?? '';
  const tenantId = req.header('x-tenant-id') ?? '';
  const memberships = (await tenancy.query<MembershipRow>(MEMBERSHIPS_OF_USER, [userId])).rows;
  const own = memberships.find((m) => m.tenant_id === tenantId && m.status === 'active');
  if (!own) {
    res.status(403).json({ error: 'You do not have access to this tenant' });
    return;
  }
  const user = (await identity.query(USER_BY_ID, [userId])).rows[0] as
    { id: string; email: string; first_name: string; last_name: string } | undefined;
  if (!user) {
    res.status(404).json({ error: 'User not found' });
    return;
  }
  res.json({
    user: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    },
    role: own.tenant_role === 'member' ? 'client' : 'admin',
    isSuperAdmin: false,
    tenant_id: own.tenant_id,
    impersonating: false,
    memberships: memberships.map((m) => ({
      tenant_id: m.tenant_id,
      tenant_name: m.tenant_name,
      role: m.tenant_role,
      role_key: m.role_key,
      status: m.status,
    })),
  });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => {
    void Promise.all([tenancy.end(), identity.end()]).then(() => process.exit(0));
  });
});
