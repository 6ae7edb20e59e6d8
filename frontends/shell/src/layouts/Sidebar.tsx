import { NavLink, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { Avatar, useAuth } from '@portico/frontend-kit';
import { UnreadMessages } from './UnreadMessages';
import {
  sidebarScreens,
  type NavIcon,
  type Sidebar as SidebarName,
} from '@portico/frontend-kit/screens';
import { resetPostLoginRedirects } from '../routing/usePostLoginRedirect';

export interface SidebarLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Drawn after the label (the unread messages count). */
  badge?: ReactNode;
}

interface SidebarProps {
  title: string;
  caption: string;
  logoUrl?: string | null;
  links: SidebarLink[];
  extra?: ReactNode;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ title, caption, logoUrl, links, extra, open, onNavigate }: SidebarProps) {
  const { signOut, user } = useAuth();
  // /api/me answers the profile colour with the user; the session alone does not carry it.
  const color = user && 'profile_color' in user ? user.profile_color : undefined;
  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const navigate = useNavigate();

  const onSignOut = async () => {
    await signOut();
    resetPostLoginRedirects();
    navigate('/login', { replace: true });
  };

  return (
    <aside
      className={open ? 'app-sidebar app-sidebar--open' : 'app-sidebar'}
      aria-label="Main navigation"
    >
      <div className="app-sidebar__brand">
        {logoUrl ? (
          <img src={logoUrl} alt="" className="app-sidebar__logo" />
        ) : (
          <span className="app-sidebar__mark" aria-hidden="true">
            {title.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <div className="app-sidebar__title">{title}</div>
          <div className="app-sidebar__caption">{caption}</div>
        </div>
      </div>
      <nav className="app-sidebar__nav">
        {links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end
            className="app-sidebar__link"
            onClick={onNavigate}
          >
            <span className="app-sidebar__icon" aria-hidden="true">
              {link.icon}
            </span>
            {link.label}
            {link.badge}
          </NavLink>
        ))}
      </nav>
      {extra}
      <div className="app-sidebar__footer">
        {user && (
          <div className="app-sidebar__user">
            <Avatar
              firstName={user.first_name}
              lastName={user.last_name}
              email={user.email}
              color={typeof color === 'string' ? color : undefined}
              size="sm"
            />
            <span className="app-sidebar__user-name">{fullName || user.email}</span>
          </div>
        )}
        <button
          type="button"
          className="app-sidebar__link app-sidebar__signout"
          onClick={onSignOut}
        >
          <span className="app-sidebar__icon" aria-hidden="true">
            {icons.signOut}
          </span>
          Sign Out
        </button>
      </div>
    </aside>
  );
}

const svg = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

export const icons = {
  dashboard: svg('M3 13h8V3H3zM13 21h8V11h-8zM3 21h8v-6H3zM13 3v6h8V3z'),
  users: svg(
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  ),
  files: svg('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6'),
  billing: svg('M1 4h22v16H1zM1 10h22'),
  integrations: svg(
    'M12 2v6M12 16v6M4.9 4.9l4.2 4.2M14.9 14.9l4.2 4.2M2 12h6M16 12h6M4.9 19.1l4.2-4.2M14.9 9.1l4.2-4.2',
  ),
  settings: svg(
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ),
  screens: svg('M2 3h20v14H2zM8 21h8M12 17v4'),
  forms: svg('M9 11l3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11'),
  shield: svg('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'),
  health: svg('M22 12h-4l-3 9L9 3l-3 9H2'),
  jobs: svg('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 6v6l4 2'),
  audit: svg(
    'M4 19.5A2.5 2.5 0 0 1 6.5 17H20M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z',
  ),
  bell: svg('M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0'),
  tenants: svg('M3 21h18M5 21V7l7-4 7 4v14M9 9h1M14 9h1M9 13h1M14 13h1M9 17h1M14 17h1'),
  embed: svg('M16 18l6-6-6-6M8 6l-6 6 6 6'),
  messages: svg('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'),
  signOut: svg('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9'),
} satisfies Record<NavIcon | 'shield' | 'signOut', ReactNode>;

const withTenant = (path: string, tenantId: string | null | undefined) =>
  tenantId ? `${path}?tenant_id=${encodeURIComponent(tenantId)}` : path;

/** A sidebar's links, as the screen registry lists them (frontends/kit/src/screens). */
export function screenLinks(sidebar: SidebarName, activeTenantId?: string | null): SidebarLink[] {
  return sidebarScreens(sidebar).map(({ path, nav }) => ({
    to: nav.withTenant ? withTenant(path, activeTenantId) : path,
    label: nav.label,
    icon: icons[nav.icon],
    ...(nav.icon === 'messages' ? { badge: <UnreadMessages /> } : {}),
  }));
}

/** Super admins in a tenant's layout also get a way back to their console. */
export const superAdminLink: SidebarLink = {
  to: '/super',
  label: 'Super Admin',
  icon: icons.shield,
};
