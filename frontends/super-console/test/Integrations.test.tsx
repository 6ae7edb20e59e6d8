import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, renderConsole } from './support/renderConsole';

const KEYS = ['slack', 'sendgrid', 'google', 'microsoft', 'cloudflare', 'automation'];
const integration = (key: string, masked = '') => ({
  key,
  description: `${key} credential`,
  masked,
  configured: masked !== '',
  lastUsedAt: null,
});

describe('Super Integrations', () => {
  it('lists the six integrations with their masked credentials', async () => {
    renderConsole('/super/integrations', {
      'GET /api/integrations': {
        status: 200,
        body: {
          integrations: KEYS.map((k) => integration(k, k === 'sendgrid' ? '••••••••1234' : '')),
        },
      },
    });
    for (const key of KEYS)
      expect(await screen.findByLabelText(`${key} credential`)).toHaveValue('');
    expect(screen.getByText('Stored: ••••••••1234')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(6);
  });

  it('saves a credential, clears the field and shows only the mask', async () => {
    let masked = '';
    const { requests } = renderConsole('/super/integrations', {
      'GET /api/integrations': () => ({
        status: 200,
        body: { integrations: KEYS.map((k) => integration(k, k === 'slack' ? masked : '')) },
      }),
      'PUT /api/integrations/global/{key}': () => {
        masked = '••••••••xyz9';
        return { status: 200, body: integration('slack', masked) };
      },
    });
    const field = await screen.findByLabelText('slack credential');
    fireEvent.change(field, { target: { value: 'https://hooks.slack.test/T/xyz9' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/integrations/global/slack')?.body).toEqual({
      value: 'https://hooks.slack.test/T/xyz9',
    });
    await waitFor(() => expect(screen.getByLabelText('slack credential')).toHaveValue(''));
    expect(await screen.findByText('Stored: ••••••••xyz9')).toBeInTheDocument();
    expect(screen.queryByText(/hooks\.slack\.test/)).not.toBeInTheDocument();
  });

  it('says the integrations failed to load', async () => {
    renderConsole('/super/integrations', { 'GET /api/integrations': failure(500, 'boom') });
    expect(await screen.findByText('Failed to load integrations')).toBeInTheDocument();
  });
});
