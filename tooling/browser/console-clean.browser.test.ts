import type { ConsoleMessage, Page } from 'playwright-core';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';

// A polished page logs nothing red. An anonymous visitor opening the sign-in page and the
// landing page in real Chromium sees no console error and no uncaught exception: the shell no
// longer asks to renew a session the browser does not have (a 401), and public branding on the
// platform's own host is an answer, not a 404. Signed in, a reload keeps the session (the
// companion cookie tells the shell there is one to renew), and after signing out the sign-in
// page is quiet again.

jest.setTimeout(240_000);

const journey = useBrowserJourney();
let page: Page;
let problems: string[];

beforeEach(() => {
  page = journey.page;
  problems = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error')
      problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
});

/** Waits until the page has stopped asking the network, so late errors are counted too. */
const settled = () => page.waitForLoadState('networkidle');

it('logs no console error for an anonymous visit to the sign-in page', async () => {
  await page.goto(`${journey.url}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await settled();
  expect(problems).toEqual([]);
});

it('logs no console error for an anonymous visit to the landing page', async () => {
  await page.goto(`${journey.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled();
  expect(problems).toEqual([]);
});

it('keeps a session across a reload, and is quiet on the sign-in page after signing out', async () => {
  await signInAt(page, journey.url, SUPER_ADMIN);
  await page.waitForURL(/\/super$/);
  await page.getByRole('heading', { name: 'Mission Control' }).waitFor();
  expect(
    (await journey.context.cookies()).some((c) => c.name === 'portico_session' && !c.httpOnly),
  ).toBe(true);

  await page.reload();
  await page.getByRole('heading', { name: 'Mission Control' }).waitFor();
  expect(page.url()).toMatch(/\/super$/);

  // Signing out, as a person does, clears the companion with the refresh cookie while Mission
  // Control keeps refreshing its figures: nothing asks to renew the ending session, and the
  // next visit asks nothing.
  problems = [];
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/login$/);
  await settled();
  // Mission Control's figures answer 503 on this stack, which runs no Prometheus (the console
  // says so); what must not appear is a refused renewal of the ending session.
  expect(problems.filter((p) => p.includes('/api/auth/') || p.startsWith('uncaught'))).toEqual([]);
  expect((await journey.context.cookies()).some((c) => c.name === 'portico_session')).toBe(false);
  problems = [];
  await page.goto(`${journey.url}/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await settled();
  expect(problems).toEqual([]);
});
