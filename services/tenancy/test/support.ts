/** A migrated tenancy database on the harness PostgreSQL, owned by a non-superuser as in a cluster. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database } from '@portico/kit';
import type { PlanKey } from '@portico/rules';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import {
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../src/domain/onboardingFlow';

export const tenancyTestDatabase = (): Promise<MigratedTestDatabase> =>
  openTestDatabase({
    prefix: 'tenancy',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });

export interface ProvisionedWorkspace {
  ownerId: string;
  tenantId: string;
  /** Its subdomain. */
  slug: string;
}

let provisioned = 0;

/**
 * A workspace whose owner went through every onboarding step and provisioned it, as the
 * onboarding wizard does. `label` names it (`<Label> <n>`, subdomain `<label>-<n>-…`, owner
 * `<label><n>@example.com`) so each test file's workspaces are told apart. Provisioning always
 * starts on starter, whatever `plan` was chosen; a paid plan arrives later as billing's event.
 */
export async function provisionedWorkspace(
  db: Database,
  label: string,
  options: { plan?: PlanKey; adminSeats?: number } = {},
): Promise<ProvisionedWorkspace> {
  provisioned += 1;
  const ownerId = randomUUID();
  const name = label.toLowerCase();
  const slug = `${name}-${provisioned}-${ownerId.slice(0, 6)}`;
  await startOnboarding(db, ownerId, { companyName: `${label} ${provisioned}` });
  await savePlan(db, ownerId, {
    plan: options.plan ?? 'starter',
    adminSeats: options.adminSeats ?? 1,
  });
  await saveBranding(db, ownerId, { subdomain: slug });
  await saveCapabilities(db, ownerId, {});
  const state = await provisionWorkspace(db, ownerId, `${name}${provisioned}@example.com`);
  return { ownerId, tenantId: state.tenant_id, slug };
}
