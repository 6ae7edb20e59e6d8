import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  roleCaptionKind,
  useActiveTenant,
  useApiQuery,
  useAuth,
  useTenantBranding,
} from '@portico/frontend-kit';
import { useIntl } from './i18n';
import { AppFrame } from './AppFrame';
import { icons, useScreenLinks, useSuperAdminLink, type SidebarLink } from './Sidebar';

/** The member layout: the registry's member sidebar, with the person's visible embeds. */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { userRole, isSuperAdmin } = useAuth();
  const { activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const intl = useIntl();
  const superAdminLink = useSuperAdminLink();
  const links: SidebarLink[] = [
    ...useScreenLinks('member'),
    ...(isSuperAdmin ? [superAdminLink] : []),
  ];
  return (
    <AppFrame
      title={
        config?.name ??
        activeMembership?.tenant_name ??
        intl.formatMessage({ id: 'frame.yourWorkspace' })
      }
      caption={intl.formatMessage({ id: `caption.${roleCaptionKind(userRole)}` })}
      logoUrl={config?.logo_url}
      links={links}
      sidebarExtra={<EmbeddedTools />}
    >
      {children}
    </AppFrame>
  );
}

/**
 * The person's visible embeds (docs/product.md §2 sidebar 'Embedded Tools'), in both layouts. The
 * section only appears when there are some.
 */
export function EmbeddedTools() {
  const embeds = useApiQuery('/api/embeds', undefined);
  const intl = useIntl();
  // docs/product.md §8: list loads fall back to an empty list silently.
  const list = embeds.data?.embeds ?? [];
  if (list.length === 0) return null;
  return (
    <div className="app-sidebar__section">
      <div className="app-sidebar__section-title">
        {intl.formatMessage({ id: 'sidebar.embeddedTools' })}
      </div>
      {list.map((embed) => (
        <NavLink key={embed.id} to={`/embed/${embed.id}`} className="app-sidebar__link">
          <span className="app-sidebar__icon" aria-hidden="true">
            {icons.embed}
          </span>
          {embed.title}
        </NavLink>
      ))}
    </div>
  );
}
