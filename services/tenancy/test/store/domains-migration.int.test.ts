/**
 * Migration 0003 on real PostgreSQL: a custom domain stored before it (taken on the word of
 * whoever typed it at onboarding) becomes a pending domain of its tenant, and from then on it
 * names nobody on the public sign-in page until its TXT record is verified.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '@portico/kit';
import { openTestDatabase, type MigratedTestDatabase } from '../../../../tooling/test-infra/db';
import { brandingForHost } from '../../src/domain/tenantConfig';
import { listDomains } from '../../src/store/domains';

const MIGRATIONS = path.join(__dirname, '..', '..', 'migrations');

let before: string;
let database: MigratedTestDatabase;
const tenantId = randomUUID();

beforeAll(async () => {
  // The schema as it was before 0003, with a tenant that claimed a domain at onboarding.
  before = await mkdtemp(path.join(tmpdir(), 'tenancy-before-0003-'));
  for (const name of ['0001_tenants.sql', '0002_membership_suspension.sql'])
    await copyFile(path.join(MIGRATIONS, name), path.join(before, name));
  database = await openTestDatabase({
    prefix: 'tenancy_mig',
    migrations: [before],
    asServiceUser: true,
  });
  await database.db.query(
    `INSERT INTO tenants (id, name, slug, custom_domain, brand_color) VALUES ($1, 'Legacy Co', $2, 'portal.legacy.example', '#123456')`,
    [tenantId, `legacy-${tenantId.slice(0, 8)}`],
  );
  await migrate(database.db, MIGRATIONS);
});

afterAll(async () => {
  await database?.close();
  await rm(before, { recursive: true, force: true });
});

it('turns a stored custom domain into a pending domain of its tenant', async () => {
  const domains = await database.db.tenantTransaction(tenantId, (tx) => listDomains(tx, tenantId));
  expect(domains).toEqual([
    expect.objectContaining({
      domain: 'portal.legacy.example',
      status: 'pending',
      verified_at: null,
    }),
  ]);
  expect(domains[0]!.verification_token).toMatch(/^[0-9a-f]{32}$/);
  const { rows } = await database.db.query<{ custom_domain: string | null }>(
    'SELECT custom_domain FROM tenants WHERE id = $1',
    [tenantId],
  );
  expect(rows[0]?.custom_domain).toBeNull();
});

it('serves the sign-in branding on that domain to nobody while it is pending', async () => {
  await expect(
    brandingForHost(database.db, 'portal.legacy.example', 'portico.example'),
  ).resolves.toEqual({
    found: false,
    // A customer's domain, not the platform's own: the sign-in page is told 404, not "no tenant".
    platform: false,
  });
});
