import { useIntl } from '../i18n';

const STEPS = ['signUp', 'customize', 'invite'] as const;

export function HowItWorks() {
  const intl = useIntl();
  return (
    <section className="section section--muted" id="how-it-works" data-fade>
      <div className="landing-container">
        <div className="section__heading">
          <span className="section__eyebrow">{intl.formatMessage({ id: 'steps.eyebrow' })}</span>
          <h2>{intl.formatMessage({ id: 'steps.title' })}</h2>
        </div>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step} className="step">
              <span className="step__number" aria-hidden="true">
                {intl.formatNumber(i + 1)}
              </span>
              <h3>{intl.formatMessage({ id: `steps.${step}.title` })}</h3>
              <p>{intl.formatMessage({ id: `steps.${step}.text` })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
