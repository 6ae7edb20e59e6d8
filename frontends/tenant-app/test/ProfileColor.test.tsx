/**
 * Your Profile's colour: six named swatches in one radio group, moved through with the arrow
 * keys, saved with the profile; the colour already saved is the one checked; the CRM users list
 * shows each member's initials on their colour.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp, userRow } from './harness';

const config = {
  status: 200,
  body: {
    tenant_id: 't1',
    name: 'Acme',
    role_labels: { admin: 'Admin' },
    role_colors: { admin: 'purple' },
    support_email: '',
    logo_url: '',
    favicon_url: '',
    brand_color: '#2563eb',
    features: {},
  },
};
const profile = (profile_color: string) => ({
  status: 200,
  body: { id: 'u1', first_name: 'Ada', last_name: 'Byron', phone: '', linkedin: '', profile_color },
});

function render(saved: string) {
  return renderTenantApp('/dashboard/admin/settings', {
    'GET /api/tenant-config': config,
    'GET /api/domains': { status: 200, body: { domains: [] } },
    'GET /api/profile': profile(saved),
    'PUT /api/profile': (req) => ({
      status: 200,
      body: { ...profile('').body, ...(req.body as object), message: 'Contact info updated!' },
    }),
  });
}

async function palette() {
  const section = await screen.findByRole('region', { name: 'Your Profile' });
  return within(section).findByRole('group', { name: 'Profile colour' });
}

it('offers six named colours and checks the saved one', async () => {
  render('green');
  const group = await palette();
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((r) => r.getAttribute('value'))).toEqual([
    'blue',
    'purple',
    'green',
    'gray',
    'orange',
    'red',
  ]);
  for (const name of ['Blue', 'Purple', 'Green', 'Gray', 'Orange', 'Red'])
    expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
  await waitFor(() => expect(within(group).getByRole('radio', { name: 'Green' })).toBeChecked());
});

it('moves through the colours with the arrow keys and saves the one chosen', async () => {
  const { requests } = render('');
  const user = userEvent.setup();
  const group = await palette();
  // Nothing chosen yet: the first colour stands in.
  const blue = within(group).getByRole('radio', { name: 'Blue' });
  await waitFor(() => expect(blue).toBeChecked());
  blue.focus();
  await user.keyboard('{ArrowRight}');
  expect(within(group).getByRole('radio', { name: 'Purple' })).toBeChecked();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  const orange = within(group).getByRole('radio', { name: 'Orange' });
  expect(orange).toBeChecked();
  expect(orange).toHaveFocus();
  const section = await screen.findByRole('region', { name: 'Your Profile' });
  await user.click(within(section).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      first_name: 'Ada',
      profile_color: 'orange',
    }),
  );
});

it("shows each member's initials on their profile colour in the CRM users list", async () => {
  renderTenantApp('/crm/users', {
    'GET /api/users': {
      status: 200,
      body: {
        users: [
          userRow('u2', 'Grace Hopper', 'role2', { profile_color: 'orange' }),
          userRow('u3', 'Alan Turing', 'role1', { profile_color: '' }),
        ],
        total: 2,
        page: 1,
        page_size: 25,
      },
    },
  });
  const grace = (await screen.findByText('Grace Hopper')).closest('tr') as HTMLElement;
  expect(within(grace).getByText('GH')).toHaveAttribute('data-color', 'orange');
  const alan = screen.getByText('Alan Turing').closest('tr') as HTMLElement;
  // Not chosen yet: the first of the six.
  expect(within(alan).getByText('AT')).toHaveAttribute('data-color', 'blue');
});
