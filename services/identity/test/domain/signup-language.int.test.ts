/**
 * The language a person signed up in stays theirs (real PostgreSQL): the sign-up page's
 * language is stored as the account's, so the confirmation and every email after it speak it;
 * without one, or with one the product does not speak, none is chosen and the tenant's
 * default applies.
 */
import { KeyRing } from '../../src/domain/keyRing';
import { signUp } from '../../src/domain/signInUp';
import type { SessionDeps } from '../../src/domain/sessions';
import { identityTestDatabase, TestClock, type IdentityTestDb } from '../support';

jest.setTimeout(60_000);

let t: IdentityTestDb;
let deps: SessionDeps;

beforeAll(async () => {
  t = await identityTestDatabase();
  const clock = new TestClock();
  deps = { db: t.db, keys: new KeyRing(t.db, clock.now), clock: clock.now };
});
afterAll(async () => {
  await t?.close();
});

const languageOf = async (email: string) =>
  (
    await t.db.query<{ locale: string | null }>('SELECT locale FROM users WHERE email = $1', [
      email,
    ])
  ).rows[0]?.locale;

const account = (email: string, locale?: string) =>
  signUp(deps, { name: 'Nia Núñez', email, password: 'long enough pw', companyName: 'N', locale });

it('keeps the language the sign-up page was read in', async () => {
  const session = await account('nia.es@example.com', 'es');
  expect(session.user.locale).toBe('es');
  expect(await languageOf('nia.es@example.com')).toBe('es');
});

it('chooses none without a language, or with one the product does not speak', async () => {
  await account('nia.none@example.com');
  await account('nia.fr@example.com', 'fr');
  expect(await languageOf('nia.none@example.com')).toBeNull();
  expect(await languageOf('nia.fr@example.com')).toBeNull();
});
