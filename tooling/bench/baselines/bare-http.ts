/**
 * Baseline 1: the cheapest possible answer on this machine, a bare node:http server
 * sending a fixed JSON body shaped like GET /api/me's. It sets the ceiling every scenario's
 * throughput is compared to. A PATCH's body is read and dropped: the upload's reference for
 * the most one HTTP hop between two processes carries on this machine (uploads.ts). PORT comes
 * from the harness.
 */
import http from 'node:http';

const BODY = JSON.stringify({
  user: {
    id: '00000000-0000-4000-8000-000000000000',
    email: 'member@bench.portico.test',
    first_name: 'Bench',
    last_name: 'Member',
  },
  role: 'client',
  isSuperAdmin: false,
  tenant_id: '00000000-0000-4000-8000-000000000001',
  impersonating: false,
  memberships: [
    {
      tenant_id: '00000000-0000-4000-8000-000000000001',
      tenant_name: 'Bench Tenant',
      role: 'member',
      role_key: 'role2',
      status: 'active',
    },
  ],
});

const server = http.createServer((req, res) => {
  if (req.method === 'PATCH') {
    req.resume();
    req.once('end', () => res.writeHead(204).end());
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(BODY),
  });
  res.end(BODY);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
