import { useFeatureFlag } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import adminDashboard from '../assets/screenshots/admin-dashboard.svg';

export function Hero() {
  // No way in to offer while the platform takes no new sign-ups (signup.open).
  const signupOpen = useFeatureFlag('signup.open');
  const intl = useIntl();
  return (
    <section className="hero" id="top">
      <div className="landing-container hero__inner">
        <div className="hero__copy">
          <span className="hero__pill">{intl.formatMessage({ id: 'hero.pill' })}</span>
          <h1>{intl.formatMessage({ id: 'hero.title' })}</h1>
          <p className="hero__lead">{intl.formatMessage({ id: 'hero.lead' })}</p>
          <div className="hero__actions">
            {signupOpen && (
              <a href="#pricing" className="pt-button pt-button--primary pt-button--lg">
                {intl.formatMessage({ id: 'cta.getStarted' })}
              </a>
            )}
            <a href="#how-it-works" className="pt-button pt-button--secondary pt-button--lg">
              {intl.formatMessage({ id: 'hero.howItWorks' })}
            </a>
          </div>
          <p className="hero__note">{intl.formatMessage({ id: 'hero.note' })}</p>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <img src={adminDashboard} alt="" />
        </div>
      </div>
    </section>
  );
}
