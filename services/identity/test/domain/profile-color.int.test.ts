/**
 * Your Profile's colour on real PostgreSQL: one of the six colours is saved with the profile
 * and answered with the user; anything else is refused with the message naming the six and
 * changes nothing; a profile form without the palette keeps the colour already chosen.
 */
import { KeyRing } from '../../src/domain/keyRing';
import type { SessionDeps } from '../../src/domain/sessions';
import { getUser, saveProfile } from '../../src/domain/settings';
import { signUp } from '../../src/domain/signInUp';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

let t: IdentityTestDb;
let deps: SessionDeps;
let counter = 0;

beforeAll(async () => {
  t = await identityTestDatabase();
  const clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});
afterAll(async () => {
  await t?.close();
});

async function member() {
  counter += 1;
  const session = await signUp(deps, {
    name: 'Pat Palette',
    email: `palette${counter}@example.com`,
    password: 'long enough',
    companyName: 'C',
  });
  return { userId: session.user.id, sessionId: session.session_id };
}

const names = { first_name: 'Pat', last_name: 'Palette' };

it.each(['blue', 'purple', 'green', 'gray', 'orange', 'red'])(
  'saves %s as the profile colour and answers it with the user',
  async (color) => {
    const caller = await member();
    const saved = await saveProfile(deps, caller, { ...names, profile_color: color });
    expect(saved.profile_color).toBe(color);
    expect((await getUser(deps, caller.userId)).profile_color).toBe(color);
  },
);

it('refuses a colour outside the six, naming them, and keeps the saved profile', async () => {
  const caller = await member();
  await saveProfile(deps, caller, { ...names, phone: '555', profile_color: 'green' });
  await expect(
    saveProfile(deps, caller, { first_name: 'Changed', last_name: 'X', profile_color: 'pink' }),
  ).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'Profile colour must be one of: blue, purple, green, gray, orange, red',
  });
  const user = await getUser(deps, caller.userId);
  expect(user).toMatchObject({ first_name: 'Pat', phone: '555', profile_color: 'green' });
});

it('keeps the chosen colour when a form without the palette saves the profile', async () => {
  const caller = await member();
  expect((await getUser(deps, caller.userId)).profile_color).toBe('');
  await saveProfile(deps, caller, { ...names, profile_color: 'orange' });
  const saved = await saveProfile(deps, caller, { ...names, phone: '123' });
  expect(saved).toMatchObject({ phone: '123', profile_color: 'orange' });
});
