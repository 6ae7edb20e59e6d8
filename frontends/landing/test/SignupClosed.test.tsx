/**
 * The landing page follows signup.open (Super Settings → Feature Flags): while sign-ups are
 * closed the top bar and the closing call offer no Get Started and no plan can be chosen, each
 * plan saying so; open, both are there as before. (The hero's button follows the same flag; its
 * screenshot import keeps it out of jsdom.)
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiProvider, type ApiClient } from '@portico/frontend-kit';
import { PLAN_CATALOG_ANSWER, scriptedApi } from '@portico/frontend-kit/testing/scriptedApi';
import { FinalCta } from '../src/sections/FinalCta';
import { Pricing } from '../src/sections/Pricing';
import { TopBar } from '../src/sections/TopBar';

function landing(signupOpen: boolean) {
  const { api, calls } = scriptedApi({
    'GET /api/public/plans': PLAN_CATALOG_ANSWER,
    'GET /api/feature-flags': {
      status: 200,
      body: {
        flags: [
          { key: 'signup.open', enabled: signupOpen },
          { key: 'announcements.banners', enabled: true },
        ],
      },
    },
  });
  render(
    <MemoryRouter>
      <ApiProvider client={api as ApiClient}>
        <TopBar />
        <Pricing />
        <FinalCta />
      </ApiProvider>
    </MemoryRouter>,
  );
  return calls;
}

describe('landing calls to action', () => {
  it('with sign-ups open: Get Started and every plan can be chosen', async () => {
    const calls = landing(true);
    await waitFor(() => expect(calls).toContain('GET /api/feature-flags'));
    expect(await screen.findAllByRole('link', { name: 'Get Started' })).toHaveLength(2);
    expect((await screen.findAllByRole('button', { name: /^Choose / })).length).toBeGreaterThan(0);
    expect(screen.queryByText('New sign-ups are closed.')).not.toBeInTheDocument();
  });

  it('with sign-ups closed: no Get Started, no plan to choose, and each plan says why', async () => {
    landing(false);
    expect((await screen.findAllByText('New sign-ups are closed.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'or start free during the beta' }),
    ).not.toBeInTheDocument();
  });
});
