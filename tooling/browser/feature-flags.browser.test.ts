import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';
import { signedIn } from './support/workspace';

// Issue 16 in real Chromium: a super admin switches signup.open off from Super Settings →
// Feature Flags with the keyboard (the known flags are listed with what they do); signed out,
// the sign-in page then offers no sign-up link, /signup says only invitations make accounts,
// and the landing page offers no Get Started; switched on again, the link is back. Every
// screen is axe-clean.

jest.setTimeout(240_000);

const SIGN_UP_LINK = 'No Account? Click here to sign up';

const journey = useBrowserJourney();
let page: Page;

beforeEach(() => {
  page = journey.page;
});

// The stack is shared with the layer's other files: sign-ups are open again after this file,
// whatever the test reached.
afterAll(async () => {
  const operator = await signedIn(journey, SUPER_ADMIN);
  const reopened = await operator.call('PUT', '/api/flags/signup.open', { enabled: true });
  if (reopened.status !== 200)
    throw new Error(`signup.open was not switched on again: ${reopened.status}`);
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

/** As the super admin, on /super/settings: switch signup.open with the keyboard. */
async function switchSignupOpen(to: 'On' | 'Off') {
  await signInAt(page, journey.url, SUPER_ADMIN);
  await page.waitForURL(/\/super$/);
  await page.goto(`${journey.url}/super/settings`);
  const flags = page.getByRole('region', { name: 'Feature Flags' });
  const signupOpen = flags.getByRole('checkbox', { name: /signup\.open/ });
  await signupOpen.waitFor();
  await flags
    .getByText('Anyone may create a workspace from the sign-up page.', { exact: false })
    .waitFor();
  await signupOpen.focus();
  await page.keyboard.press('Space');
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await flags.getByRole('checkbox', { name: new RegExp(`^${to} signup\\.open`) }).waitFor();
  await expectAccessible();
  // Signed out from here on: no refresh cookie, and a fresh page holds no token.
  await journey.context.clearCookies();
}

describe('signup.open', () => {
  it('off: no sign-up link, /signup explains, the landing offers no Get Started; on: the link is back', async () => {
    await switchSignupOpen('Off');

    await page.goto(`${journey.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: SIGN_UP_LINK }).waitFor({ state: 'detached' });
    await expectAccessible();

    await page.goto(`${journey.url}/signup`);
    await page.getByRole('heading', { name: 'Sign-ups are closed' }).waitFor();
    await page
      .getByText('New sign-ups are closed. Ask your workspace administrator for an invitation.')
      .waitFor();
    expect(await page.getByLabel('Email').count()).toBe(0);
    await expectAccessible();

    await page.goto(`${journey.url}/`);
    await page.getByText('New sign-ups are closed.', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await expectAccessible();

    await switchSignupOpen('On');
    await page.goto(`${journey.url}/login`);
    await page.getByRole('link', { name: SIGN_UP_LINK }).waitFor();
  });
});
