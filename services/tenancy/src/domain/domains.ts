/**
 * Custom domains, proven and never taken on trust (docs/product.md §2 Domains, §4): a tenant adds
 * a domain and gets a TXT record to publish; the domain stays pending until a real DNS TXT
 * lookup finds that record, then it is verified (verified_at) and may serve the tenant's
 * portal. The product's own hosts and reserved names are never claimable, a domain verified by
 * one tenant can never be claimed by another, and the whole feature follows the plan's
 * custom-domain entitlement.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { conflict, forbidden, invalid, notFound, type Database, type Tx } from '@portico/kit';
import { publishAudit } from '../events/publish';
import {
  deleteDomain,
  findDomain,
  findVerifiedDomain,
  insertDomain,
  listDomains,
  markVerified,
  recordSsl,
  type DomainRow,
} from '../store/domains';
import { findTenant } from '../store/tenants';
import { authoriseActor } from './members';
import type { SslProbe } from './tlsProbe';

export const DOMAIN_MESSAGES = {
  invalid: 'Please enter a valid domain name, such as portal.example.com',
  platform: 'This domain belongs to the platform and cannot be added',
  taken: 'This domain is already verified by another workspace',
  exists: 'This domain has already been added',
  notFound: 'Domain not found',
  upgrade: 'Custom domains are not included in your plan. Upgrade to add one.',
  txtMissing: 'Verification failed: no TXT record found at {name}',
  txtWrong: 'Verification failed: the TXT record at {name} does not hold the expected value',
  dnsFailed: 'Verification failed: DNS could not be reached, please try again',
  sslNotVerified: 'Verify the domain first: its certificate is checked once it is verified',
} as const;

/** The TXT record a tenant publishes to prove a domain. */
export const TXT_PREFIX = '_portico-verification';
export const txtName = (domain: string) => `${TXT_PREFIX}.${domain}`;
export const txtValue = (token: string) => `portico-verification=${token}`;

/** Looks up the TXT strings at a name (each record's chunks joined), as DNS answers them. */
export type TxtLookup = (name: string) => Promise<string[]>;

export interface DomainView {
  id: string;
  domain: string;
  type: string;
  status: string;
  ssl_status: string;
  verified_at: string;
  created_at: string;
  txt_name: string;
  txt_value: string;
  /** Empty until probed. */
  ssl_checked_at: string;
  /** The certificate's expiry when the last probe found it valid, else empty. */
  ssl_expires_at: string;
  /** Why the last probe failed, else empty. */
  ssl_reason: string;
}

export interface DomainActor {
  tenantId: string;
  actorId: string;
  impersonatorId?: string;
  actorIsSuperAdmin: boolean;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Lower-case, no scheme, path, port or trailing dot; null when it is not a host name. */
export function normaliseDomain(input: string): string | null {
  const bare = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  const labels = bare.split('.');
  if (bare.length > 253 || labels.length < 2) return null;
  if (!labels.every((l) => LABEL.test(l))) return null;
  if (/^[0-9]+$/.test(labels.at(-1)!)) return null; // an IP address is not a domain
  return bare;
}

/** The product domain and every host under it are the platform's, never a tenant's. */
export function isPlatformHost(domain: string, productDomain: string): boolean {
  const product = productDomain.toLowerCase();
  return domain === product || domain.endsWith(`.${product}`) || domain === 'localhost';
}

const view = (row: DomainRow): DomainView => ({
  id: row.id,
  domain: row.domain,
  type: 'custom',
  status: row.status,
  ssl_status: row.ssl_status,
  verified_at: row.verified_at?.toISOString() ?? '',
  created_at: row.created_at.toISOString(),
  txt_name: txtName(row.domain),
  txt_value: txtValue(row.verification_token),
  ssl_checked_at: row.ssl_checked_at?.toISOString() ?? '',
  ssl_expires_at: row.ssl_expires_at?.toISOString() ?? '',
  ssl_reason: row.ssl_reason ?? '',
});

async function requireFeature(tx: Tx, tenantId: string): Promise<void> {
  const tenant = await findTenant(tx, tenantId);
  if (tenant?.features?.custom_domain === false)
    throw forbidden(DOMAIN_MESSAGES.upgrade, 'upgrade');
}

const audit = (tx: Tx, actor: DomainActor, action: string, domain: string) =>
  publishAudit(tx, {
    actorUserId: actor.actorId,
    impersonatorUserId: actor.impersonatorId,
    action,
    entityType: 'domain',
    entityId: domain,
    tenantId: actor.tenantId,
    details: { domain },
    at: new Date(),
  });

export function listTenantDomains(db: Database, actor: DomainActor): Promise<DomainView[]> {
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    return (await listDomains(tx, actor.tenantId)).map(view);
  });
}

export function addDomain(
  db: Database,
  actor: DomainActor & { domain: string; productDomain: string },
): Promise<DomainView> {
  const domain = normaliseDomain(actor.domain);
  if (!domain) throw invalid(DOMAIN_MESSAGES.invalid, 'domain');
  if (isPlatformHost(domain, actor.productDomain))
    throw forbidden(DOMAIN_MESSAGES.platform, 'platform');
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    await requireFeature(tx, actor.tenantId);
    const owner = await findVerifiedDomain(tx, domain);
    if (owner && owner.tenant_id !== actor.tenantId) throw conflict(DOMAIN_MESSAGES.taken, 'taken');
    const id = randomUUID();
    const token = randomBytes(16).toString('hex');
    if (!(await insertDomain(tx, { id, tenantId: actor.tenantId, domain, token })))
      throw conflict(DOMAIN_MESSAGES.exists, 'exists');
    await audit(tx, actor, 'domain.added', domain);
    return view((await findDomain(tx, actor.tenantId, domain))!);
  });
}

export function removeDomain(db: Database, actor: DomainActor & { domain: string }): Promise<void> {
  const domain = normaliseDomain(actor.domain) ?? actor.domain;
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    if (!(await deleteDomain(tx, actor.tenantId, domain)))
      throw notFound(DOMAIN_MESSAGES.notFound, 'domain_not_found');
    await audit(tx, actor, 'domain.removed', domain);
  });
}

/**
 * Looks the TXT record up in DNS (outside any transaction: a slow resolver must not hold a
 * database connection), then marks the domain verified if it is still this tenant's and no
 * other tenant verified it meanwhile (the unique index has the last word).
 */
export async function verifyDomain(
  db: Database,
  actor: DomainActor & { domain: string; lookup: TxtLookup },
): Promise<DomainView> {
  const domain = normaliseDomain(actor.domain) ?? actor.domain;
  const pending = await db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    await requireFeature(tx, actor.tenantId);
    const row = await findDomain(tx, actor.tenantId, domain);
    if (!row) throw notFound(DOMAIN_MESSAGES.notFound, 'domain_not_found');
    return row;
  });
  if (pending.status === 'verified') return view(pending);
  const name = txtName(domain);
  let records: string[];
  try {
    records = await actor.lookup(name);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA')
      throw invalid(DOMAIN_MESSAGES.txtMissing.replace('{name}', name), 'txt_missing');
    throw invalid(DOMAIN_MESSAGES.dnsFailed, 'dns_failed');
  }
  if (records.length === 0)
    throw invalid(DOMAIN_MESSAGES.txtMissing.replace('{name}', name), 'txt_missing');
  if (!records.includes(txtValue(pending.verification_token)))
    throw invalid(DOMAIN_MESSAGES.txtWrong.replace('{name}', name), 'txt_wrong');
  return db.tenantTransaction(actor.tenantId, async (tx) => {
    const owner = await findVerifiedDomain(tx, domain);
    if (owner && owner.tenant_id !== actor.tenantId) throw conflict(DOMAIN_MESSAGES.taken, 'taken');
    const row = await markVerified(tx, actor.tenantId, domain, new Date()).catch((error) => {
      // Another tenant's verification won the race: the unique index refused this one.
      if ((error as { code?: string }).code === '23505')
        throw conflict(DOMAIN_MESSAGES.taken, 'taken');
      throw error;
    });
    if (!row) throw notFound(DOMAIN_MESSAGES.notFound, 'domain_not_found');
    await audit(tx, actor, 'domain.verified', domain);
    return view(row);
  });
}

/**
 * Probes a verified domain's certificate and records the outcome. The probe runs outside any
 * transaction (a silent host must not hold a database connection for the probe's timeout).
 */
export async function probeDomainSsl(
  db: Database,
  tenantId: string,
  domain: string,
  probe: SslProbe,
): Promise<DomainRow | null> {
  const result = await probe(domain);
  return db.tenantTransaction(tenantId, (tx) =>
    recordSsl(tx, tenantId, domain, { ...result, at: new Date() }),
  );
}

/** The Domains screen's 'Check again': probe now and answer the domain as it stands. */
export async function checkDomainSsl(
  db: Database,
  actor: DomainActor & { domain: string; probe: SslProbe },
): Promise<DomainView> {
  const domain = normaliseDomain(actor.domain) ?? actor.domain;
  const row = await db.tenantTransaction(actor.tenantId, async (tx) => {
    await authoriseActor(tx, actor);
    await requireFeature(tx, actor.tenantId);
    return findDomain(tx, actor.tenantId, domain);
  });
  if (!row) throw notFound(DOMAIN_MESSAGES.notFound, 'domain_not_found');
  if (row.status !== 'verified') throw invalid(DOMAIN_MESSAGES.sslNotVerified, 'not_verified');
  const probed = await probeDomainSsl(db, actor.tenantId, domain, actor.probe);
  // Removed while the probe ran: the domain is gone.
  if (!probed) throw notFound(DOMAIN_MESSAGES.notFound, 'domain_not_found');
  return view(probed);
}
