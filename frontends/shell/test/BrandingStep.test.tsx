import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiProvider } from '@portico/frontend-kit';
import { scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import { BrandingStep } from '../src/pages/onboarding/BrandingStep';

/** docs/product.md §4 and §9: the subdomain check waits 400 ms after the last keystroke. */
const SPEC_DEBOUNCE_MS = 400;

/** Answers the subdomain check like tenancy does: 'taken' is used, everything else is free. */
function subdomainGateway() {
  const checked: string[] = [];
  const { api } = scriptedApi({
    'POST /api/onboarding-check-subdomain': ({ body }) => {
      const { subdomain } = body as { subdomain: string };
      checked.push(subdomain);
      return {
        status: 200,
        body: subdomain === 'taken' ? { available: false, reason: 'taken' } : { available: true },
      };
    },
  });
  return { api, checked };
}

function renderStep(suggested = '') {
  const gateway = subdomainGateway();
  const onSubmit = jest.fn();
  render(
    <ApiProvider client={gateway.api}>
      <BrandingStep
        suggestedSubdomain={suggested}
        busy={false}
        onBack={() => undefined}
        onSubmit={onSubmit}
      />
    </ApiProvider>,
  );
  return { ...gateway, onSubmit };
}

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Portal subdomain'), { target: { value } });
const settle = () =>
  act(async () => {
    jest.advanceTimersByTime(SPEC_DEBOUNCE_MS);
  });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('branding step subdomain check (docs/product.md §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 400 ms after the last keystroke, then checks once', async () => {
    const { checked } = renderStep();
    type('ac');
    type('acm');
    type('acme');
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPEC_DEBOUNCE_MS - 1));
    expect(checked).toEqual([]);
    await settle();
    expect(await screen.findByText('This subdomain is available.')).toBeInTheDocument();
    expect(checked).toEqual(['acme']);
    expect(continueButton()).toBeEnabled();
  });

  it('normalises what is typed: lowercase, spaces to hyphens, nothing else', () => {
    renderStep();
    type('My Studio!');
    expect(screen.getByLabelText('Portal subdomain')).toHaveValue('my-studio');
  });

  it('says the format is invalid without asking the server, and keeps Continue off', async () => {
    const { checked } = renderStep();
    type('a-');
    await settle();
    expect(screen.getByText('Invalid subdomain format.')).toBeInTheDocument();
    expect(checked).toEqual([]);
    expect(continueButton()).toBeDisabled();
  });

  it('says a used subdomain is taken and keeps Continue off', async () => {
    renderStep();
    type('taken');
    await settle();
    expect(await screen.findByText('This subdomain is already taken.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it('sends the branding once the subdomain is available', async () => {
    const { onSubmit } = renderStep('acme');
    await settle();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    fireEvent.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({
      brandColor: '#2563eb',
      logoUrl: '',
      subdomain: 'acme',
      customDomain: '',
    });
  });
});
