/**
 * Admin seats (docs/product.md §9): the owner and every admin, filled or invited, take a seat, and
 * a tenant has as many as its plan gives (`adminSeatLimit` of the shared plan rules: starter 1,
 * pro and advanced the seats purchased). Checked everywhere a membership is made or a role
 * raised (invitation, CSV import, admin-create, acceptance, role change), inside the
 * transaction that makes it.
 */
import { conflict, notFound, type Tx } from '@portico/kit';
import { adminSeatLimit, TENANT_TIERS, type TenantTier } from '@portico/rules';
import { countAdminSeats } from '../store/invitations';
import { findTenant } from '../store/tenants';

export const SEAT_MESSAGES = {
  starter:
    'Your Starter plan includes 1 admin seat and it is taken. Upgrade to Pro or Advanced to add admins.',
  paid: 'All {n} admin seats of your plan are taken. Buy more seats in Billing → Seats & Upgrades to add admins.',
} as const;

const tierOf = (tier: string): TenantTier =>
  (TENANT_TIERS as readonly string[]).includes(tier) ? (tier as TenantTier) : 'starter';

/**
 * Refuses (409, naming the limit and the upgrade) when one more admin seat would exceed the
 * plan's. `invitations: false` when an invitation already holding a seat turns into a member.
 */
export async function refuseOverAdminSeats(
  tx: Tx,
  tenantId: string,
  now: Date,
  options: { invitations?: boolean } = {},
): Promise<void> {
  const tenant = await findTenant(tx, tenantId);
  if (!tenant) throw notFound('Tenant not found', 'tenant_not_found');
  const tier = tierOf(tenant.tier);
  const limit = adminSeatLimit(tier, tenant.seats);
  const taken = await countAdminSeats(tx, tenantId, now, options.invitations !== false);
  if (taken < limit) return;
  throw conflict(
    tier === 'starter' ? SEAT_MESSAGES.starter : SEAT_MESSAGES.paid.replace('{n}', String(limit)),
    'seat_limit',
  );
}
