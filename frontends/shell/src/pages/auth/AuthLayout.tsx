import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton, type PublicBranding } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import './auth.css';

interface AuthLayoutProps {
  children: ReactNode;
  /**
   * The tenant whose domain this is (white-label sign-in), null for Portico itself, undefined
   * while the gateway has not said which (usePublicBranding): then no name is shown at all.
   */
  branding?: PublicBranding | null;
  brandingPending?: boolean;
  aside?: ReactNode;
}

/** Two-column frame for sign-in, sign-up and onboarding: brand story left, the task right. */
export function AuthLayout({ children, branding, brandingPending, aside }: AuthLayoutProps) {
  const intl = useIntl();
  const name = branding?.name ?? intl.formatMessage({ id: 'auth.productName' });
  return (
    <div className="auth-layout">
      {brandingPending ? (
        <section className="auth-layout__brand" aria-busy="true">
          <span className="auth-layout__logo">
            <Skeleton width={160} height={28} />
          </span>
          <div className="auth-layout__story">
            <Skeleton width="70%" height={32} />
          </div>
        </section>
      ) : (
        <BrandStory branding={branding} aside={aside} name={name} />
      )}
      <main className="auth-layout__main">
        <div className="auth-layout__panel">{children}</div>
      </main>
    </div>
  );
}

function BrandStory({
  branding,
  aside,
  name,
}: Pick<AuthLayoutProps, 'branding' | 'aside'> & { name: string }) {
  const intl = useIntl();
  return (
    <>
      <section
        className="auth-layout__brand"
        aria-label={intl.formatMessage({ id: 'auth.introduction' }, { name })}
      >
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
              <h2>
                {branding
                  ? intl.formatMessage({ id: 'auth.welcomeBranded' }, { name })
                  : intl.formatMessage({ id: 'auth.welcome' })}
              </h2>
              <p>{intl.formatMessage({ id: branding ? 'auth.storyBranded' : 'auth.story' })}</p>
              {!branding && (
                <ul className="auth-layout__points">
                  <li>{intl.formatMessage({ id: 'auth.point.domain' })}</li>
                  <li>{intl.formatMessage({ id: 'auth.point.embeds' })}</li>
                  <li>{intl.formatMessage({ id: 'auth.point.roles' })}</li>
                </ul>
              )}
            </>
          )}
        </div>
        <p className="auth-layout__legal">
          {intl.formatMessage({ id: 'auth.copyright' }, { year: new Date().getFullYear(), name })}
        </p>
      </section>
    </>
  );
}
