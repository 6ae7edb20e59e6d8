/**
 * The person's language (issue 26) on real PostgreSQL: none until chosen; a save with the
 * profile or the profile menu's language-only switch sets it, and only to a language Portico
 * has; a save that does not name it keeps it; choosing none clears it. The saved-profile event
 * carries it for the emails. The language the sign-up page was read in is the account's from
 * the start, so the confirmation already speaks it; one Portico does not speak is none.
 */
import { decodeEvent } from '@portico/kit';
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
    name: 'Lena Lengua',
    email: `locale${counter}@example.com`,
    password: 'long enough',
    companyName: 'C',
  });
  return { userId: session.user.id, sessionId: session.session_id };
}

const names = { first_name: 'Lena', last_name: 'Lengua' };

/** What the emails learn: the last saved-profile event of this person. */
async function lastProfileEvent(userId: string) {
  const { rows } = await t.db.query<{ payload: Uint8Array }>(
    `SELECT payload FROM outbox WHERE event_type = 'profile_saved' ORDER BY id DESC`,
  );
  return rows
    .map((row) => decodeEvent('portico.events.v1.UserEvent', row.payload))
    .find((event) => event.user_id === userId)?.profile_saved;
}

it('has no language until the person chooses one, then answers it with the user', async () => {
  const caller = await member();
  expect((await getUser(deps, caller.userId)).locale).toBe('');
  const saved = await saveProfile(deps, caller, { ...names, locale: 'es', has_locale: true });
  expect(saved.locale).toBe('es');
  expect((await getUser(deps, caller.userId)).locale).toBe('es');
});

it('switches the language alone without asking for the names, keeping the profile', async () => {
  const caller = await member();
  await saveProfile(deps, caller, { ...names, phone: '555', profile_color: 'green' });
  const saved = await saveProfile(deps, caller, { locale: 'es', language_only: true });
  expect(saved).toMatchObject({
    first_name: 'Lena',
    last_name: 'Lengua',
    phone: '555',
    profile_color: 'green',
    locale: 'es',
  });
  expect(await lastProfileEvent(caller.userId)).toMatchObject({
    first_name: 'Lena',
    locale: 'es',
    first_time: false,
  });
});

it('keeps the language when a save does not name it, and clears it when asked', async () => {
  const caller = await member();
  await saveProfile(deps, caller, { ...names, locale: 'es', has_locale: true });
  expect((await saveProfile(deps, caller, { ...names, phone: '1' })).locale).toBe('es');
  expect((await saveProfile(deps, caller, { locale: '', language_only: true })).locale).toBe('');
});

it('refuses a language Portico has no catalogue for, naming those it has, and changes nothing', async () => {
  const caller = await member();
  await saveProfile(deps, caller, { ...names, locale: 'en', has_locale: true });
  await expect(
    saveProfile(deps, caller, {
      first_name: 'Changed',
      last_name: 'X',
      locale: 'fr',
      has_locale: true,
    }),
  ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Language must be one of: en, es' });
  await expect(
    saveProfile(deps, caller, { locale: 'es-MX', language_only: true }),
  ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  expect(await getUser(deps, caller.userId)).toMatchObject({ first_name: 'Lena', locale: 'en' });
});

const languageOf = async (email: string) =>
  (
    await t.db.query<{ locale: string | null }>('SELECT locale FROM users WHERE email = $1', [
      email,
    ])
  ).rows[0]?.locale;

const signedUpIn = (email: string, locale?: string) =>
  signUp(deps, { name: 'Nia Núñez', email, password: 'long enough', companyName: 'N', locale });

it('keeps the language the sign-up page was read in', async () => {
  const session = await signedUpIn('nia.es@example.com', 'es');
  expect(session.user.locale).toBe('es');
  expect(await languageOf('nia.es@example.com')).toBe('es');
});

it('chooses none at sign-up without a language, or with one Portico does not speak', async () => {
  await signedUpIn('nia.none@example.com');
  await signedUpIn('nia.fr@example.com', 'fr');
  expect(await languageOf('nia.none@example.com')).toBeNull();
  expect(await languageOf('nia.fr@example.com')).toBeNull();
});
