import { ONBOARDING_STEPS, STEP_TITLES, type StepName } from './steps';

export function Stepper({ current }: { current: StepName }) {
  const index = ONBOARDING_STEPS.indexOf(current);
  return (
    <ol className="onb-stepper" aria-label="Onboarding progress">
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
            {i < index ? '✓' : i + 1}
          </span>
          <span>
            <span className="pt-visually-hidden">Step {i + 1}: </span>
            {STEP_TITLES[step]}
          </span>
        </li>
      ))}
    </ol>
  );
}
