import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  EmptyState,
  useActiveTenant,
  useAuth,
  useTenantBranding,
} from '@portico/frontend-kit';
import { useIntl } from './i18n';
import { AppFrame } from './AppFrame';
import { EmbeddedTools } from './MemberLayout';
import { ScopeBanner, TENANTS_PATH } from './ScopeBanner';
import { useScreenLinks, useSuperAdminLink, type SidebarLink } from './Sidebar';

/** The admin layout: the registry's admin sidebar (docs/product.md §2 "Admin scope banner"). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useAuth();
  const { scope, activeTenantId, activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const intl = useIntl();
  const superAdminLink = useSuperAdminLink();
  const links: SidebarLink[] = [
    ...useScreenLinks('admin', activeTenantId),
    ...(isSuperAdmin ? [superAdminLink] : []),
  ];
  return (
    <AppFrame
      title={
        config?.name ??
        activeMembership?.tenant_name ??
        intl.formatMessage({ id: 'frame.yourWorkspace' })
      }
      caption={intl.formatMessage({ id: 'caption.admin' })}
      logoUrl={config?.logo_url}
      links={links}
      banner={isSuperAdmin ? <ScopeBanner /> : null}
      sidebarExtra={<EmbeddedTools />}
    >
      {isSuperAdmin && scope === 'super' ? <ChooseTenant /> : children}
    </AppFrame>
  );
}

/**
 * A tenant's admin page opened in the console's scope has no tenant to read: rather than the
 * screen's failed reads, say so and offer the way to one (the scope bar above has My Tenant).
 */
function ChooseTenant() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'scope.noTenant.title' })}
      action={
        <Button onClick={() => navigate(TENANTS_PATH)}>
          {intl.formatMessage({ id: 'scope.chooseTenant' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'scope.noTenant.body' })}
    </EmptyState>
  );
}
