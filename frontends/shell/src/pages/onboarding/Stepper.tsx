import { useIntl } from './i18n';
import { ONBOARDING_STEPS, STEP_TITLES, type StepName } from './steps';

export function Stepper({ current }: { current: StepName }) {
  const index = ONBOARDING_STEPS.indexOf(current);
  const intl = useIntl();
  return (
    <ol className="onb-stepper" aria-label={intl.formatMessage({ id: 'onboarding.progress' })}>
      {ONBOARDING_STEPS.map((step, i) => (
        <li
          key={step}
          className={
            i < index
              ? 'onb-stepper__item onb-stepper__item--done'
              : i === index
                ? 'onb-stepper__item onb-stepper__item--current'
                : 'onb-stepper__item'
          }
          aria-current={i === index ? 'step' : undefined}
        >
          <span className="onb-stepper__dot" aria-hidden="true">
            {i < index
              ? intl.formatMessage({ id: 'onboarding.doneMark' })
              : intl.formatNumber(i + 1)}
          </span>
          <span>
            <span className="pt-visually-hidden">
              {intl.formatMessage({ id: 'onboarding.stepNumber' }, { n: i + 1 })}
            </span>
            {intl.formatMessage(STEP_TITLES[step])}
          </span>
        </li>
      ))}
    </ol>
  );
}
