/**
 * What client payments need besides the database: the connected accounts' Stripe (or the
 * sandbox's), who a client is (tenancy's members, identity's names and addresses), the
 * platform's fee by plan (tenancy's platform settings) and where the portal is.
 */
import type { Database, Logger } from '@portico/kit';
import type { PlanKey } from '@portico/rules';
import type { StripeConnect } from '../provider/connect';

export interface ClientPerson {
  userId: string;
  name: string;
  email: string;
}

export interface ClientDirectory {
  /** The active members of the tenant among `userIds`, with their names and addresses. */
  members(tenantId: string, userIds: readonly string[]): Promise<ClientPerson[]>;
  /** The tenant's name and uploaded logo (PNG or JPEG bytes), for its invoices' PDF. */
  brand(tenantId: string): Promise<{ name: string; logo?: Buffer }>;
}

export interface PlatformFees {
  /** The platform's fee on this plan, in hundredths of a percent. */
  feeBps(plan: PlanKey): Promise<number>;
}

export interface PaymentsDeps {
  db: Database;
  /** Undefined when client payments are not configured (Stripe without a Connect secret). */
  connect: StripeConnect | undefined;
  directory: ClientDirectory;
  fees: PlatformFees;
  publicUrl: string;
  logger: Logger;
}

/** Who is asking, from the call's metadata. */
export interface PaymentsCaller {
  tenantId: string;
  userId: string;
  roles: readonly string[];
}
