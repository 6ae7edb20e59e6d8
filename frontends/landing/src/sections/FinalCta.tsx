import { runtimeLinks, useFeatureFlag } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

export function FinalCta() {
  const signupOpen = useFeatureFlag('signup.open');
  const intl = useIntl();
  return (
    <section className="final-cta" data-fade>
      <div className="landing-container final-cta__inner">
        <h2>{intl.formatMessage({ id: 'final.title' })}</h2>
        <p>{intl.formatMessage({ id: 'final.text' })}</p>
        <div className="hero__actions">
          {signupOpen && (
            <a href="#pricing" className="pt-button pt-button--lg final-cta__primary">
              {intl.formatMessage({ id: 'cta.getStarted' })}
            </a>
          )}
          <a
            href={runtimeLinks().bookDemo}
            className="pt-button pt-button--lg final-cta__secondary"
          >
            {intl.formatMessage({ id: 'final.bookDemo' })}
          </a>
        </div>
      </div>
    </section>
  );
}
