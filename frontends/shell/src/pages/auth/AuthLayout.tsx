import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicBranding } from '@portico/frontend-kit';
import './auth.css';

interface AuthLayoutProps {
  children: ReactNode;
  /** The tenant whose domain this is (white-label sign-in), or null for Portico itself. */
  branding?: PublicBranding | null;
  aside?: ReactNode;
}

/** Two-column frame for sign-in, sign-up and onboarding: brand story left, the task right. */
export function AuthLayout({ children, branding, aside }: AuthLayoutProps) {
  const name = branding?.name ?? 'Portico';
  return (
    <div className="auth-layout">
      <section className="auth-layout__brand" aria-label={`${name} introduction`}>
        <Link to={branding ? '/login' : '/'} className="auth-layout__logo">
          {branding?.logo_url ? (
            <img src={branding.logo_url} alt="" />
          ) : (
            <span className="auth-layout__mark" aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
          <span>{name}</span>
        </Link>
        <div className="auth-layout__story">
          {aside ?? (
            <>
              <h2>{branding ? `Welcome to ${name}` : 'Your branded client portal, in minutes.'}</h2>
              <p>
                {branding
                  ? 'Sign in to see your files, forms and tools in one place.'
                  : 'Give every client one secure place for files, forms and the tools you already use, under your name and domain.'}
              </p>
              {!branding && (
                <ul className="auth-layout__points">
                  <li>Custom subdomain and your own domain</li>
                  <li>Embed Notion, Calendly, monday.com and more</li>
                  <li>Per-tenant sign-in with roles you name</li>
                </ul>
              )}
            </>
          )}
        </div>
        <p className="auth-layout__legal">
          © {new Date().getFullYear()} {name}
        </p>
      </section>
      <main className="auth-layout__main">
        <div className="auth-layout__panel">{children}</div>
      </main>
    </div>
  );
}
