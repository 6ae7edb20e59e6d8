import { useState, type ReactNode } from 'react';
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

/** Sidebar + top bar + content: the frame every signed-in area shares; collapses on phones. */
export function AppFrame({
  title,
  caption,
  logoUrl,
  links,
  sidebarExtra,
  banner,
  children,
}: AppFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="app-frame">
      <Sidebar
        title={title}
        caption={caption}
        logoUrl={logoUrl}
        links={links}
        extra={sidebarExtra}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
      />
      {menuOpen && (
        <div className="app-frame__scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />
      )}
      <div className="app-frame__main">
        <header className="app-topbar">
          <button
            type="button"
            className="pt-icon-button app-topbar__menu"
            aria-label="Open navigation"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            ☰
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
