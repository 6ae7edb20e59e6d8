import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { useFeatureFlag } from '@portico/frontend-kit';

export function TopBar() {
  const [scrolled, setScrolled] = useState(false);
  const signupOpen = useFeatureFlag('signup.open');
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
            P
          </span>
          Portico
        </a>
        <nav className="topbar__nav" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#pricing">Pricing</a>
          <a href="#demo">Demo</a>
        </nav>
        <div className="topbar__actions">
          <Link to="/login" className="topbar__login">
            Login
          </Link>
          {signupOpen && (
            <a href="#pricing" className="pt-button pt-button--primary">
              Get Started
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
