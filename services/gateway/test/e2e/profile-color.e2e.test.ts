/**
 * Your Profile's colour through the real gateway and identity: a member picks one of the six,
 * and it comes back with their profile, with /api/me (the shell's avatar) and in their admin's
 * users list (the CRM avatars); any other colour is refused with the six named, and nothing
 * changes.
 */
import { inviteMember, signUpWorkspace } from '../support/journeys';
import type { ApiClient } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

let admin: ApiClient;
let member: ApiClient;
let memberId: string;

const env = useE2eStack();

beforeAll(async () => {
  admin = (await signUpWorkspace(env.url, 'Palette Co')).client;
  member = (await inviteMember(admin, 'role2')).client;
  memberId = (await member.get<{ user: { id: string } }>('/api/me')).body.user.id;
});

const profile = { first_name: 'Pia', last_name: 'Palette', phone: '', linkedin: '' };

it("saves a member's colour and shows it on their profile, their avatar and the admin's users list", async () => {
  const saved = await member.call<{ profile_color: string; message: string }>(
    'PUT',
    '/api/profile',
    { ...profile, profile_color: 'purple' },
  );
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ profile_color: 'purple', message: 'Contact info updated!' });
  expect((await member.get('/api/profile')).body).toMatchObject({ profile_color: 'purple' });
  const me = await member.get<{ user: { profile_color: string } }>('/api/me');
  expect(me.body.user.profile_color).toBe('purple');
  const list = await admin.get<{ users: { id: string; profile_color: string }[] }>(
    '/api/users?pageSize=100',
  );
  expect(list.body.users.find((u) => u.id === memberId)?.profile_color).toBe('purple');
});

it('refuses a colour outside the six with the six named, keeping the saved one', async () => {
  const refused = await member.call('PUT', '/api/profile', {
    ...profile,
    first_name: 'Changed',
    profile_color: 'pink',
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    error: 'Profile colour must be one of: blue, purple, green, gray, orange, red',
  });
  expect((await member.get('/api/profile')).body).toMatchObject({
    first_name: 'Pia',
    profile_color: 'purple',
  });
});
