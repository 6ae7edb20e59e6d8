import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiProvider, AuthProvider, I18nProvider, LOCALE_STORAGE_KEY } from '@portico/frontend-kit';
import {
  PLAN_CATALOG_ANSWER,
  publicPlan,
  scriptedApi,
  type ScriptedAnswer,
} from '@portico/frontend-kit/testing/scriptedApi';
import { PlanStep } from '../src/pages/onboarding/PlanStep';

function renderStep(plans: ScriptedAnswer) {
  const { api } = scriptedApi({ 'GET /api/public/plans': plans });
  const onSubmit = jest.fn();
  render(
    <ApiProvider client={api}>
      <PlanStep initialPlan="pro" busy={false} onSubmit={onSubmit} />
    </ApiProvider>,
  );
  return { onSubmit };
}

afterEach(() => localStorage.clear());

describe('onboarding plan step', () => {
  it("offers billing's plans with their prices and limits, and custom as contact us", async () => {
    renderStep(PLAN_CATALOG_ANSWER);
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

  it("says each plan's client limit in the person's language", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
    const { api } = scriptedApi({ 'GET /api/public/plans': PLAN_CATALOG_ANSWER });
    render(
      <ApiProvider client={api}>
        <AuthProvider>
          <I18nProvider>
            <PlanStep initialPlan="pro" busy={false} onSubmit={jest.fn()} />
          </I18nProvider>
        </AuthProvider>
      </ApiProvider>,
    );
    const pro = await screen.findByRole('radio', { name: /Pro/ });
    expect(pro.closest('label')).toHaveTextContent('Hasta 500 clientes');
    expect(screen.getByRole('radio', { name: /Advanced/ }).closest('label')).toHaveTextContent(
      'Clientes ilimitados',
    );
  });

  it('says the workspace starts on Starter and a paid plan is paid at checkout', async () => {
    renderStep(PLAN_CATALOG_ANSWER);
    await screen.findByRole('radio', { name: /Pro/ });
    expect(
      screen.getByText(/starts on Starter\. Pro and Advanced are paid at checkout/),
    ).toBeInTheDocument();
  });

  it('refuses zero seats next to the field and sends nothing', async () => {
    const { onSubmit } = renderStep({
      status: 200,
      body: { plans: [publicPlan('pro', 9900, 500)] },
    });
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
