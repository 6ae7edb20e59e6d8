/**
 * Brand & Legal's logo and favicon: an uploaded image is sent as bytes and shown at once, the
 * server's refusal of a disguised file is shown beside the field, an oversized file is refused
 * before anything is sent, and Remove takes the image away.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp } from './harness';

const LOGO_URL = `/api/public/brand-assets/t1/${'a'.repeat(64)}`;

const config = (logo_url = '') => ({
  tenant_id: 't1',
  name: 'Acme',
  role_labels: { admin: 'Admin', role1: 'Team Member', role2: 'Client', role3: 'Guest' },
  role_colors: { admin: 'purple', role1: 'blue', role2: 'green', role3: 'gray' },
  support_email: '',
  logo_url,
  favicon_url: '',
  brand_color: '#2563eb',
  features: {},
});
const common = {
  'GET /api/profile': {
    status: 200,
    body: { id: 'u1', first_name: 'Ada', last_name: 'Byron', phone: '', linkedin: '' },
  },
  'GET /api/domains': { status: 200, body: { domains: [] } },
} as const;

const png = (size = 68) =>
  new File([new Uint8Array(size).fill(1)], 'logo.png', { type: 'image/png' });

async function logoField() {
  const brand = await screen.findByRole('region', { name: 'Brand & Legal' });
  const logo = within(brand).getByRole('group', { name: 'Logo' });
  await waitFor(() => expect(within(logo).getByLabelText('Upload logo')).toBeEnabled());
  return logo;
}

it('uploads a chosen logo as bytes and shows its preview at once', async () => {
  let saved = '';
  const { requests } = renderTenantApp('/dashboard/admin/settings', {
    ...common,
    'GET /api/tenant-config': () => ({ status: 200, body: config(saved) }),
    'PUT /api/tenant-config/{kind}': () => {
      saved = LOGO_URL;
      return { status: 200, body: { ...config(saved), message: 'Logo saved' } };
    },
  });
  const user = userEvent.setup();
  const logo = await logoField();
  expect(within(logo).getByText('No logo')).toBeInTheDocument();
  await user.upload(within(logo).getByLabelText('Upload logo'), png());
  expect(await screen.findByText('Logo saved')).toBeInTheDocument();
  expect(await within(logo).findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    LOGO_URL,
  );
  const put = requests.find((r) => r.method === 'PUT');
  expect(put?.path).toBe('/api/tenant-config/logo');
  expect(put?.headers.get('content-type')).toBe('image/png');
  expect(put?.body).toBeInstanceOf(Uint8Array);
  expect((put?.body as Uint8Array).length).toBe(68);
});

it("shows the server's refusal of a file that is not an image, and keeps no preview", async () => {
  renderTenantApp('/dashboard/admin/settings', {
    ...common,
    'GET /api/tenant-config': { status: 200, body: config() },
    'PUT /api/tenant-config/{kind}': {
      status: 400,
      body: { error: 'Logo must be a PNG, JPEG, WebP or ICO image', code: 'INVALID_ARGUMENT' },
    },
  });
  const user = userEvent.setup();
  const logo = await logoField();
  await user.upload(within(logo).getByLabelText('Upload logo'), png());
  expect(await within(logo).findByRole('alert')).toHaveTextContent(
    'Logo must be a PNG, JPEG, WebP or ICO image',
  );
  expect(within(logo).queryByRole('img')).not.toBeInTheDocument();
});

it('refuses a logo over 512 KB without sending it', async () => {
  const { requests } = renderTenantApp('/dashboard/admin/settings', {
    ...common,
    'GET /api/tenant-config': { status: 200, body: config() },
  });
  const user = userEvent.setup();
  const logo = await logoField();
  await user.upload(within(logo).getByLabelText('Upload logo'), png(512 * 1024 + 1));
  expect(await within(logo).findByRole('alert')).toHaveTextContent(
    'Logo must be 512 KB or smaller',
  );
  expect(requests.some((r) => r.method === 'PUT')).toBe(false);
});

it('Remove logo clears the logo and its preview', async () => {
  let saved = LOGO_URL;
  const { requests } = renderTenantApp('/dashboard/admin/settings', {
    ...common,
    'GET /api/tenant-config': () => ({ status: 200, body: config(saved) }),
    'PATCH /api/tenant-config': () => {
      saved = '';
      return { status: 200, body: { ...config(saved), message: 'Brand settings saved' } };
    },
  });
  const user = userEvent.setup();
  const logo = await logoField();
  expect(await within(logo).findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
  await user.click(within(logo).getByRole('button', { name: 'Remove logo' }));
  expect(await screen.findByText('Logo removed')).toBeInTheDocument();
  await waitFor(() => expect(within(logo).queryByRole('img')).not.toBeInTheDocument());
  expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ logo_url: '' });
});
