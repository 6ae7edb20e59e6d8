import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_KEY_BANNER_MS } from '../src/integrations/ApiAccessSection';
import { renderTenantApp } from './harness';

const PAGE = '/dashboard/admin/integrations';
const KEY = `ptk_0123456789ab_${'s'.repeat(43)}`;
const listed = {
  id: 'k1',
  label: 'Zapier',
  prefix: 'ptk_0123456789ab',
  created_at: '2026-11-22T10:00:00.000Z',
  last_used_at: '',
  revoked_at: '',
};
const openApi = {
  status: 200,
  body: {
    openapi: '3.1.0',
    paths: { '/api/v1/users': { get: { summary: 'Public API: the tenant’s users' } } },
  },
};

afterEach(() => jest.useRealTimers());

it('shows No keys yet, then a new key once in a banner that hides after 30 s', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let keys: unknown[] = [];
  const { requests } = renderTenantApp(PAGE, {
    'GET /api/integrations/api-keys': () => ({ status: 200, body: { keys, allowed: true } }),
    'POST /api/integrations/api-keys': () => {
      keys = [listed];
      return { status: 201, body: { ...listed, key: KEY } };
    },
    'GET /api/openapi.json': openApi,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const section = await screen.findByRole('region', { name: 'API Access' });
  expect(await within(section).findByText('No keys yet.')).toBeInTheDocument();

  await user.type(within(section).getByLabelText('Key label'), 'Zapier');
  await user.click(within(section).getByRole('button', { name: 'Create key' }));
  const banner = await within(section).findByRole('status', { name: 'New API key' });
  expect(within(banner).getByText(KEY)).toBeInTheDocument();
  const created = requests.find(
    (r) => r.method === 'POST' && r.path === '/api/integrations/api-keys',
  );
  expect(created?.body).toEqual({ label: 'Zapier' });
  // The list shows the prefix only, never the key.
  const table = await within(section).findByRole('table', { name: 'API keys' });
  expect(within(table).getByText('ptk_0123456789ab…')).toBeInTheDocument();
  expect(within(table).queryByText(KEY)).toBeNull();

  await user.click(within(banner).getByRole('button', { name: 'Copy key' }));
  expect(await within(banner).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(API_KEY_BANNER_MS - 1000));
  expect(within(section).getByText(KEY)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  await waitFor(() => expect(within(section).queryByText(KEY)).toBeNull());
});

it('asks Revoke {label}? and revokes the key', async () => {
  let keys = [listed];
  const { requests } = renderTenantApp(PAGE, {
    'GET /api/integrations/api-keys': () => ({ status: 200, body: { keys, allowed: true } }),
    'DELETE /api/integrations/api-keys/{id}': () => {
      keys = [{ ...listed, revoked_at: '2026-11-22T11:00:00.000Z' }];
      return { status: 204, body: undefined };
    },
    'GET /api/openapi.json': openApi,
  });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'API Access' });
  await user.click(await within(section).findByRole('button', { name: 'Revoke Zapier' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke Zapier?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await within(section).findByText('Revoked')).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/k1'))).toBe(true);
});

it('shows the starter plan the upgrade banner linking to billing, and no create form', async () => {
  renderTenantApp(PAGE, {
    'GET /api/integrations/api-keys': { status: 200, body: { keys: [], allowed: false } },
    'GET /api/openapi.json': openApi,
  });
  const section = await screen.findByRole('region', { name: 'API Access' });
  const upgrade = await within(section).findByRole('link', { name: 'Upgrade' });
  expect(upgrade).toHaveAttribute('href', '/dashboard/admin/billing');
  expect(within(section).queryByLabelText('Key label')).toBeNull();
});

it('says when the keys cannot be loaded', async () => {
  renderTenantApp(PAGE, {
    'GET /api/integrations/api-keys': { status: 500, body: { error: 'Boom', code: 'internal' } },
    'GET /api/openapi.json': openApi,
  });
  const section = await screen.findByRole('region', { name: 'API Access' });
  expect(await within(section).findByText(/Failed to load API keys/)).toBeInTheDocument();
});

it('documents the public API from the gateway’s OpenAPI document', async () => {
  renderTenantApp(PAGE, {
    'GET /api/integrations/api-keys': { status: 200, body: { keys: [], allowed: true } },
    'GET /api/openapi.json': openApi,
  });
  const docs = screen.getByRole('region', { name: 'Documentation' });
  expect(await within(docs).findByText('GET /api/v1/users')).toBeInTheDocument();
  expect(within(docs).getByText('Public API: the tenant’s users')).toBeInTheDocument();
});
