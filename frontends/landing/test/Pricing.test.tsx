import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClient, ApiProvider } from '@portico/frontend-kit';
import { leavePage } from '../src/leavePage';
import { Pricing } from '../src/sections/Pricing';

function gateway(routes: Record<string, { status: number; body: unknown }>) {
  const bodies: Array<{ path: string; body: unknown }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    bodies.push({ path: url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${init.method} ${url}`] ?? { status: 404, body: { error: 'Not found' } };
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return { api: new ApiClient('', fetchImpl), bodies };
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
  it('starts monthly and shows the annual per-month prices when Yearly is chosen', async () => {
    const { api } = gateway({});
    renderPricing(api);
    expect(screen.getByTestId('price-starter')).toHaveTextContent('$39');
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveTextContent('2 months free');
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(
      ['starter', 'pro', 'advanced'].map((id) => screen.getByTestId(`price-${id}`).textContent),
    ).toEqual(['$33', '$83', '$166']);
  });

  it('posts price_id and plan to checkout and follows the returned URL', async () => {
    const assign = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const { api, bodies } = gateway({
      'POST /api/checkout': { status: 200, body: { url: 'https://checkout.example/session/1' } },
    });
    renderPricing(api);
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    await userEvent.click(
      within(screen.getByTestId('plan-pro')).getByRole('button', { name: 'Choose Pro' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session/1'));
    expect(bodies.find((b) => b.path === '/api/checkout')?.body).toEqual({
      price_id: 'price_pro_annual',
      plan: 'pro',
    });
  });

  it('goes to the beta sign-up with the plan when this deployment has no checkout', async () => {
    const { api } = gateway({});
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
    await userEvent.click(
      within(screen.getByTestId('plan-advanced')).getByRole('button', { name: 'Choose Advanced' }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup?plan=advanced');
  });

  it('opens a real comparison table from Compare all features', async () => {
    const { api } = gateway({});
    renderPricing(api);
    await userEvent.click(screen.getByRole('button', { name: 'Compare all features' }));
    const table = within(screen.getByRole('dialog', { name: 'Compare all features' })).getByRole(
      'table',
    );
    expect(within(table).getByRole('row', { name: /Custom domain/ })).toHaveTextContent('—');
    expect(within(table).getByRole('row', { name: /^Clients/ })).toHaveTextContent(
      'Unlimited clients',
    );
  });
});
