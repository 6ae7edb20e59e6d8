import { runtimeLinks, useFeatureFlag } from '@portico/frontend-kit';

export function FinalCta() {
  const signupOpen = useFeatureFlag('signup.open');
  return (
    <section className="final-cta" data-fade>
      <div className="landing-container final-cta__inner">
        <h2>Give your clients a portal they will actually use.</h2>
        <p>Start free during the beta. Your branded portal is minutes away.</p>
        <div className="hero__actions">
          {signupOpen && (
            <a href="#pricing" className="pt-button pt-button--lg final-cta__primary">
              Get Started
            </a>
          )}
          <a
            href={runtimeLinks().bookDemo}
            className="pt-button pt-button--lg final-cta__secondary"
          >
            Book a Demo
          </a>
        </div>
      </div>
    </section>
  );
}
