/**
 * Which tenant an email to a person speaks for (notifications asks, services only): the
 * tenant the email is about when the caller names it (an invitation, a shared file), else the
 * person's first active membership (their password reset, their welcome), else a pending one,
 * else the tenant of the latest open invitation to their address (the confirmation of a
 * sign-up by invitation, which may be mailed before the membership exists). Nobody: the
 * email is the platform's own (a new workspace's sign-up).
 */
import type { Database } from '@portico/kit';
import { findOpenInvitationTenant } from '../store/invitations';
import { listMembershipsOfUser } from '../store/memberships';
import { findTenant } from '../store/tenants';
import { tenantConfig } from './tenantConfig';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EmailBrandRequest {
  tenantId?: string;
  userId?: string;
  email?: string;
}

export interface EmailBrandView {
  found: boolean;
  tenant_id: string;
  name: string;
  brand_color: string;
  logo_url: string;
  support_email: string;
  default_locale: string;
  role_labels: Record<string, string>;
  subdomain: string;
}

const NOBODY: EmailBrandView = {
  found: false,
  tenant_id: '',
  name: '',
  brand_color: '',
  logo_url: '',
  support_email: '',
  default_locale: '',
  role_labels: {},
  subdomain: '',
};

async function tenantOfPerson(db: Database, userId: string, email: string) {
  if (UUID.test(userId)) {
    const memberships = await db.userTransaction(userId, (tx) => listMembershipsOfUser(tx, userId));
    const usable = memberships.filter((m) => m.status !== 'suspended');
    const chosen = usable.find((m) => m.status === 'active') ?? usable[0];
    if (chosen) return chosen.tenant_id;
  }
  if (!email.includes('@')) return null;
  // Invitations are rows of each tenant: this read across tenants only ever answers an id.
  return db.scopedTransaction({ settings: { platform_reader: 'super_admin' } }, (tx) =>
    findOpenInvitationTenant(tx, email, new Date()),
  );
}

export async function emailBrand(db: Database, req: EmailBrandRequest): Promise<EmailBrandView> {
  const named = req.tenantId && UUID.test(req.tenantId) ? req.tenantId : null;
  const tenantId = named ?? (await tenantOfPerson(db, req.userId ?? '', req.email ?? ''));
  const tenant = tenantId ? await findTenant(db, tenantId) : null;
  if (!tenantId || !tenant) return NOBODY;
  const config = await tenantConfig(db, tenantId);
  return {
    found: true,
    tenant_id: config.tenant_id,
    name: config.name,
    brand_color: config.brand_color,
    logo_url: config.logo_url,
    support_email: config.support_email,
    default_locale: config.default_locale,
    role_labels: config.role_labels,
    subdomain: tenant.slug,
  };
}
