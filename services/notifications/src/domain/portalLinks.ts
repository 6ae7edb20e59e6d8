/**
 * A link into a workspace (a shared file, the tasks, a conversation: the links that carry
 * `tenant_id`) also names the tenant by subdomain (`tenant=`), which the sign-in page reads
 * from the address it returns to: a reader who is signed out then lands on the agency's own
 * sign-in page, in its name and colours, instead of the platform's.
 */
import type { TemplateData } from '../email/templates';

export interface LinkedTenant {
  tenantId: string;
  subdomain: string;
}

/** `link` naming its tenant, when it leads into that very tenant's workspace. */
export function namingTenant(link: string, tenant: LinkedTenant): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.searchParams.get('tenant_id') !== tenant.tenantId || url.searchParams.has('tenant')) {
    return link;
  }
  url.searchParams.set('tenant', tenant.subdomain);
  return url.toString();
}

/** The email's links that lead into the workspace, naming its tenant. */
export function linksNamingTenant(data: TemplateData, tenant: LinkedTenant): Partial<TemplateData> {
  return {
    ...(data.link ? { link: namingTenant(data.link, tenant) } : {}),
    ...(data.conversations
      ? {
          conversations: data.conversations.map((c) => ({
            ...c,
            link: namingTenant(c.link, tenant),
          })),
        }
      : {}),
  };
}
