import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type ApiClient, ApiProvider } from '@portico/frontend-kit';
import {
  PLAN_CATALOG_ANSWER,
  publicPlan,
  scriptedApi,
  type ScriptedAnswer,
} from '@portico/frontend-kit/testing/scriptedApi';
import { leavePage } from '../src/leavePage';
import { Pricing } from '../src/sections/Pricing';

const plan = (key: string, monthly: number, annual: number, limit: number | null) =>
  publicPlan(key, monthly, limit, annual);

function gateway(routes: Record<string, ScriptedAnswer>) {
  routes['GET /api/public/plans'] ??= PLAN_CATALOG_ANSWER;
  const { api, requests } = scriptedApi(routes);
  return { api, bodies: requests };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderPricing = (api: ApiClient) =>
  render(
    <MemoryRouter>
      <ApiProvider client={api}>
        <Pricing />
      </ApiProvider>
    </MemoryRouter>,
  );

describe('pricing', () => {
  it("shows billing's catalog, not figures of its own", async () => {
    const { api } = gateway({
      'GET /api/public/plans': {
        status: 200,
        body: { plans: [plan('starter', 4500, 3700, 30), plan('custom', 0, 0, null)] },
      },
    });
    renderPricing(api);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(await screen.findByTestId('price-starter')).toHaveTextContent('$45');
    expect(screen.queryByTestId('plan-custom')).not.toBeInTheDocument();
  });

  it('says the plans failed to load and loads them again on Try again', async () => {
    const routes: Record<string, { status: number; body: unknown }> = {
      'GET /api/public/plans': { status: 503, body: { error: 'billing is down' } },
    };
    const { api } = gateway(routes);
    renderPricing(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
    routes['GET /api/public/plans'] = PLAN_CATALOG_ANSWER;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('price-pro')).toHaveTextContent('$99');
  });

  it('starts monthly and shows the annual per-month prices when Yearly is chosen', async () => {
    const { api } = gateway({});
    renderPricing(api);
    expect(await screen.findByTestId('price-starter')).toHaveTextContent('$39');
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveTextContent('2 months free');
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(
      ['starter', 'pro', 'advanced'].map((id) => screen.getByTestId(`price-${id}`).textContent),
    ).toEqual(['$33', '$83', '$166']);
  });

  afterEach(() => jest.restoreAllMocks());

  const choose = async (planId: string, name: string) =>
    userEvent.click(
      within(await screen.findByTestId(`plan-${planId}`)).getByRole('button', {
        name: `Choose ${name}`,
      }),
    );
  const renderWithSignup = (api: ApiClient) =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <ApiProvider client={api}>
          <Pricing />
          <Routes>
            <Route path="/signup" element={<Where />} />
            <Route path="*" element={null} />
          </Routes>
        </ApiProvider>
      </MemoryRouter>,
    );

  it('posts the card’s price_id and plan to checkout and leaves for the checkout page', async () => {
    const assign = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const { api, bodies } = gateway({
      'POST /api/checkout': { status: 200, body: { id: 'cs_1', url: 'https://pay.test/cs_1' } },
    });
    renderWithSignup(api);
    await choose('advanced', 'Advanced');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/cs_1'));
    const posted = bodies.find((b) => b.path === '/api/checkout');
    expect(posted?.body).toEqual({ price_id: expect.any(String), plan: 'advanced' });
    expect(assign).toHaveBeenCalledWith('https://pay.test/cs_1');
  });

  it('says No Stripe URL returned. when checkout answers no URL', async () => {
    jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const { api } = gateway({
      'POST /api/checkout': { status: 200, body: { id: 'cs_1', url: '' } },
    });
    renderWithSignup(api);
    await choose('pro', 'Pro');
    expect(await screen.findByText('No Stripe URL returned.')).toBeInTheDocument();
  });

  it('goes to the beta sign-up with the plan where the deployment answers checkout with 404', async () => {
    const assign = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const { api } = gateway({
      'POST /api/checkout': { status: 404, body: { error: 'Not found', code: 'not_found' } },
    });
    renderWithSignup(api);
    await choose('advanced', 'Advanced');
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup?plan=advanced');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a real comparison table from Compare all features', async () => {
    const { api } = gateway({});
    renderPricing(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Compare all features' }));
    const table = within(screen.getByRole('dialog', { name: 'Compare all features' })).getByRole(
      'table',
    );
    expect(within(table).getByRole('row', { name: /Custom domain/ })).toHaveTextContent('—');
    expect(within(table).getByRole('row', { name: /^Clients/ })).toHaveTextContent(
      'Unlimited clients',
    );
  });
});
