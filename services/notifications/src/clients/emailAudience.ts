/**
 * Whom an email speaks to and for: the tenant whose brand it carries (tenancy's service-only
 * GetEmailBrand: the tenant the email is about, else the person's own) and the language it is
 * written in (the person's choice from identity, else that tenant's default, else English:
 * @portico/rules resolveLocale). Asked once, when the email is queued, so the email log keeps
 * what was sent and a retry sends the same. A lookup that fails rejects: the event or job is
 * retried rather than an email leaving under the wrong name.
 */
import { createGrpcClient, isDomainError, type Logger } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { resolveLocale, type Locale } from '@portico/rules';
import type { Branding } from '../email/templates';

export interface Recipient {
  /** The tenant the email is about (an invitation's, a shared file's), when it has one. */
  tenantId?: string;
  /** The person, when the event names them (identity's events). */
  userId?: string;
  email: string;
}

export interface Audience {
  /** The tenant's brand; undefined for the platform's own email. */
  branding?: Branding;
  tenantId?: string;
  locale: Locale;
  /** The tenant's role labels by key, for an email that names a role. */
  roleLabels: Record<string, string>;
  /** The tenant's subdomain, which its workspace links name (domain/portalLinks.ts). */
  subdomain?: string;
}

export type EmailAudience = (recipient: Recipient) => Promise<Audience>;

/** The tenant's logo for an email: an uploaded one is a path under the portal, made absolute. */
export function emailLogoUrl(publicUrl: string | undefined, logoUrl: string): string | undefined {
  if (/^https?:\/\//i.test(logoUrl)) return logoUrl;
  if (!logoUrl.startsWith('/') || !publicUrl) return undefined;
  return `${publicUrl.replace(/\/+$/, '')}${logoUrl}`;
}

// The kit's client answers a service's refusal as the DomainError it stands for.
const isNotFound = (error: unknown) => isDomainError(error) && error.code === 'NOT_FOUND';

export function emailAudience(options: {
  tenancyAddr?: string;
  identityAddr?: string;
  publicUrl?: string;
  logger: Logger;
}): EmailAudience | undefined {
  const { tenancyAddr, identityAddr, publicUrl } = options;
  if (!tenancyAddr || !identityAddr) return undefined;
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, tenancyAddr, {
    deadlineMs: 5000,
  });
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, identityAddr, {
    deadlineMs: 5000,
  });
  const personOf = async (recipient: Recipient) => {
    if (recipient.userId) {
      const { users } = await identity.GetUsers({ user_ids: [recipient.userId] }, {});
      if (users[0]) return users[0];
    }
    try {
      return await identity.FindUserByEmail({ email: recipient.email }, {});
    } catch (error) {
      // Someone without an account yet (an invitation): the tenant's language applies.
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  return async (recipient) => {
    const person = await personOf(recipient);
    // An operator's own account mail stays the platform's, whatever tenants they belong to.
    const platformPerson = !recipient.tenantId && person?.is_super_admin === true;
    const brand = platformPerson
      ? undefined
      : await tenancy.GetEmailBrand(
          {
            tenant_id: recipient.tenantId ?? '',
            user_id: person?.id ?? recipient.userId ?? '',
            email: recipient.email,
          },
          {},
        );
    const found = brand?.found ? brand : undefined;
    const logoUrl = found ? emailLogoUrl(publicUrl, found.logo_url) : undefined;
    return {
      ...(found
        ? {
            tenantId: found.tenant_id,
            branding: {
              name: found.name,
              color: found.brand_color,
              ...(logoUrl ? { logoUrl } : {}),
              ...(found.support_email ? { supportEmail: found.support_email } : {}),
            },
          }
        : {}),
      locale: resolveLocale({ person: person?.locale, tenant: found?.default_locale }),
      roleLabels: found?.role_labels ?? {},
      ...(found?.subdomain ? { subdomain: found.subdomain } : {}),
    };
  };
}
