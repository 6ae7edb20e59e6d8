/** How the console shows tenants: tier and status badges, the tiers and statuses to filter by. */
import type { BadgeTone } from '@portico/frontend-kit';
import { defineMessages, type Intl } from '../i18n';

export const TIERS = ['starter', 'pro', 'advanced'] as const;
export const STATUSES = ['active', 'suspended', 'trial'] as const;
/**
 * What an invitation to an existing tenant may grant: never owner, which comes only with a new
 * tenant or by transfer (Tenant detail → Transfer ownership).
 */
export const MEMBER_ROLES = ['admin', 'member'] as const;
/** docs/product.md §5: seats default to 3 in the New Tenant invitation. */
export const DEFAULT_SEATS = 3;

/** docs/product.md §2: advanced, pro, and every other tier alike. */
export const tierTone = (tier?: string): BadgeTone =>
  tier === 'advanced' ? 'purple' : tier === 'pro' ? 'blue' : 'gray';

export const statusTone = (status?: string): BadgeTone =>
  status === 'suspended' ? 'red' : status === 'trial' ? 'orange' : 'green';

/** docs/product.md §5: lowercase, non-alphanumerics to a hyphen, hyphens trimmed at both ends. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A date in the viewer's own time zone and language. */
export const shownDate = (iso: string, intl: Intl) =>
  iso ? intl.formatDateTime(iso) : intl.formatMessage({ id: 'tenants.never' });

const STATUS_TEXT: Partial<Record<string, { id: string }>> = defineMessages({
  active: { id: 'tenants.status.active' },
  suspended: { id: 'tenants.status.suspended' },
  trial: { id: 'tenants.status.trial' },
  pending: { id: 'tenants.status.pending' },
  disabled: { id: 'tenants.status.disabled' },
});

/** A tenant's or a person's status in the page's language; one the console does not know, as is. */
export const statusText = (status: string, intl: Intl) => {
  const text = STATUS_TEXT[status];
  return text ? intl.formatMessage(text) : status;
};

const ROLE_TEXT: Record<(typeof MEMBER_ROLES)[number], { id: string }> = defineMessages({
  admin: { id: 'tenants.role.admin' },
  member: { id: 'tenants.role.member' },
});

/** What an invitation may grant, as the Role list names it. */
export const roleText = (role: (typeof MEMBER_ROLES)[number], intl: Intl) =>
  intl.formatMessage(ROLE_TEXT[role]);
