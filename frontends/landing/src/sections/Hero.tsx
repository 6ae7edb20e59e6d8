import { useFeatureFlag } from '@portico/frontend-kit';
import adminDashboard from '../assets/screenshots/admin-dashboard.svg';

export function Hero() {
  // No way in to offer while the platform takes no new sign-ups (signup.open).
  const signupOpen = useFeatureFlag('signup.open');
  return (
    <section className="hero" id="top">
      <div className="landing-container hero__inner">
        <div className="hero__copy">
          <span className="hero__pill">Free beta is on — set up in minutes</span>
          <h1>Your Branded Client Portal — In Minutes.</h1>
          <p className="hero__lead">
            One secure home for your clients: files, forms and the tools you already use, under your
            name, your colours and your domain.
          </p>
          <div className="hero__actions">
            {signupOpen && (
              <a href="#pricing" className="pt-button pt-button--primary pt-button--lg">
                Get Started
              </a>
            )}
            <a href="#how-it-works" className="pt-button pt-button--secondary pt-button--lg">
              See How It Works
            </a>
          </div>
          <p className="hero__note">No credit card needed during the beta.</p>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <img src={adminDashboard} alt="" />
        </div>
      </div>
    </section>
  );
}
