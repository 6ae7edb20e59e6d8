import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon, useFocusTrap } from '@portico/frontend-kit';
import { useIntl } from './i18n';
import {
  EmailConfirmationBanner,
  ImpersonationBanner,
  NotificationBanners,
} from './AccountBanners';
import { Sidebar, type SidebarLink } from './Sidebar';
import './layout.css';

interface AppFrameProps {
  title: string;
  caption: string;
  logoUrl?: string | null;
  links: SidebarLink[];
  sidebarExtra?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}

/** The width below which the sidebar is a drawer (layout.css uses the same). */
const DRAWER_QUERY = '(max-width: 900px)';

/**
 * Sidebar + top bar + content: the frame every signed-in area shares. Below 900 px the sidebar
 * is a drawer the top bar's menu button opens: it keeps focus inside while open, and closes on
 * Escape (focus back on the button), on the scrim and on navigation.
 */
export function AppFrame({
  title,
  caption,
  logoUrl,
  links,
  sidebarExtra,
  banner,
  children,
}: AppFrameProps) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const close = () => setMenuOpen(false);
  useFocusTrap(drawer, menuOpen, close, 'a[href], button');

  // Any navigation closes the drawer (a link in it, the browser's back button).
  useEffect(() => setMenuOpen(false), [pathname, search]);
  // Widening the window past the drawer's width leaves no drawer to trap focus in.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DRAWER_QUERY);
    const onChange = () => !query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <div className={menuOpen ? 'app-frame app-frame--drawer-open' : 'app-frame'}>
      <Sidebar
        ref={drawer}
        id="app-sidebar"
        title={title}
        caption={caption}
        logoUrl={logoUrl}
        links={links}
        extra={sidebarExtra}
        open={menuOpen}
        onNavigate={close}
      />
      {menuOpen && <div className="app-frame__scrim" onClick={close} aria-hidden="true" />}
      <div className="app-frame__main">
        <header className="app-topbar">
          <button
            type="button"
            className="pt-icon-button app-topbar__menu"
            aria-label={intl.formatMessage({ id: 'frame.openNavigation' })}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name="menu" />
          </button>
          <span className="app-topbar__title">{title}</span>
        </header>
        <ImpersonationBanner />
        <EmailConfirmationBanner />
        {banner}
        <NotificationBanners />
        <main className="app-content" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
