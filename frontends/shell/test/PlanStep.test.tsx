import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, ApiProvider } from '@portico/frontend-kit';
import { PlanStep } from '../src/pages/onboarding/PlanStep';

const plan = (key: string, monthly: number, limit: number | null, contactSales = false) => ({
  key,
  name: key[0]!.toUpperCase() + key.slice(1),
  monthly_price_cents: monthly,
  annual_monthly_price_cents: monthly,
  client_limit: limit,
  highlights: [],
  contact_sales: contactSales,
  price_ids: { monthly: `price_${key}_monthly`, annual: `price_${key}_annual` },
});

function renderStep(answer: { status: number; body: unknown }) {
  const fetchImpl = (async () => ({
    ok: answer.status < 300,
    status: answer.status,
    statusText: '',
    json: async () => answer.body,
    text: async () => JSON.stringify(answer.body),
  })) as unknown as typeof fetch;
  const onSubmit = jest.fn();
  render(
    <ApiProvider client={new ApiClient('', fetchImpl)}>
      <PlanStep initialPlan="pro" busy={false} onSubmit={onSubmit} />
    </ApiProvider>,
  );
  return { onSubmit };
}

describe('onboarding plan step', () => {
  it("offers billing's plans with their prices and limits, and custom as contact us", async () => {
    renderStep({
      status: 200,
      body: {
        plans: [
          plan('starter', 3900, 30),
          plan('pro', 9900, 500),
          plan('advanced', 19900, null),
          plan('custom', 0, null, true),
        ],
      },
    });
    const pro = await screen.findByRole('radio', { name: /Pro/ });
    expect(pro).toBeChecked();
    expect(pro.closest('label')).toHaveTextContent('$99/mo');
    expect(pro.closest('label')).toHaveTextContent('Up to 500 clients');
    expect(screen.getByRole('radio', { name: /Advanced/ }).closest('label')).toHaveTextContent(
      'Unlimited clients',
    );
    expect(screen.getByRole('radio', { name: /Custom/ }).closest('label')).toHaveTextContent(
      'Contact us',
    );
  });

  it('refuses zero seats next to the field and sends nothing', async () => {
    const { onSubmit } = renderStep({ status: 200, body: { plans: [plan('pro', 9900, 500)] } });
    await screen.findByRole('radio', { name: /Pro/ });
    await userEvent.clear(screen.getByLabelText('Admin seats'));
    await userEvent.type(screen.getByLabelText('Admin seats'), '0');
    await userEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(screen.getByText('Seats must be a whole number of at least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the plans failed to load', async () => {
    renderStep({ status: 503, body: { error: 'billing is down' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
  });
});
