import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { useFeatureFlag } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

export function TopBar() {
  const [scrolled, setScrolled] = useState(false);
  const signupOpen = useFeatureFlag('signup.open');
  const intl = useIntl();
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header className={scrolled ? 'topbar topbar--scrolled' : 'topbar'}>
      <div className="landing-container topbar__inner">
        <a href="#top" className="topbar__logo">
          <span className="topbar__mark" aria-hidden="true">
            {intl.formatMessage({ id: 'brand.mark' })}
          </span>
          {intl.formatMessage({ id: 'brand.name' })}
        </a>
        <nav className="topbar__nav" aria-label={intl.formatMessage({ id: 'nav.label' })}>
          <a href="#features">{intl.formatMessage({ id: 'nav.features' })}</a>
          <a href="#pricing">{intl.formatMessage({ id: 'nav.pricing' })}</a>
          <a href="#demo">{intl.formatMessage({ id: 'nav.demo' })}</a>
        </nav>
        <div className="topbar__actions">
          <Link to="/login" className="topbar__login">
            {intl.formatMessage({ id: 'nav.login' })}
          </Link>
          {signupOpen && (
            <a href="#pricing" className="pt-button pt-button--primary">
              {intl.formatMessage({ id: 'cta.getStarted' })}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
