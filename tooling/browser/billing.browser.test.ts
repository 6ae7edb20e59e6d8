import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { openWorkspace } from './support/workspace';

// Issue 14's journey in real Chromium, with no Stripe account: a starter admin upgrades to Pro
// through the sandbox checkout page; the plan shows Pro and the Integrations page unlocks.

jest.setTimeout(240_000);

const OWNER = { name: 'Bea Owner', email: 'bea@billing.test', password: 'correct-horse-battery' };
/** Billing's default PUBLIC_URL; the stack here listens on a free port instead. */
const BILLING_DEFAULT_ORIGIN = 'http://localhost:8080';

const journey = useBrowserJourney();
let page: Page;

beforeAll(async () => {
  await openWorkspace(journey, {
    owner: OWNER,
    company: 'Billing & Co',
    subdomain: 'billing-co',
    plan: 'starter',
    adminSeats: 1,
    capabilities: { useEmbeds: true, useFiles: true },
  });
});

beforeEach(async () => {
  page = journey.page;
  // Links billing builds from its default PUBLIC_URL lead to this stack's port.
  await page.route(`${BILLING_DEFAULT_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      status: 302,
      headers: { location: `${journey.url}${url.pathname}${url.search}` },
    });
  });
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

it('an admin upgrades from starter to pro through the sandbox checkout and the plan shows Pro', async () => {
  await signInAt(page, journey.url, OWNER);
  await page.waitForURL(/\/dashboard\/admin/);
  const tenant = new URL(page.url()).searchParams.get('tenant_id');

  await page.goto(`${journey.url}/dashboard/admin/billing?tenant_id=${tenant}`);
  const plan = page.getByTestId('current-plan');
  await expect(plan.textContent()).resolves.toBe('Starter');
  await page.getByText('No invoices yet.').waitFor();
  await expectAccessible();

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL(/\/billing\/sandbox-checkout\?session_id=/);
  await page.getByText('Sandbox mode: no card is charged and no money moves.').waitFor();
  await expectAccessible();
  await page.getByRole('button', { name: 'Pay $99.00' }).click();

  await page.waitForURL(/\/dashboard\/admin\/billing\?checkout=success/);
  await page.getByRole('table', { name: 'Invoices' }).waitFor();
  await expect(page.getByTestId('current-plan').textContent()).resolves.toBe('Pro');
  await page.getByText('$99.00').waitFor();
  await expectAccessible();

  // Billing's plan event reaches tenancy: the Integrations page offers API keys.
  await page.goto(`${journey.url}/dashboard/admin/integrations?tenant_id=${tenant}`);
  await page.getByRole('button', { name: 'Create key' }).waitFor();
});

it('a new workspace that chose Pro at onboarding starts on Starter and becomes Pro once its checkout is paid', async () => {
  await page.goto(`${journey.url}/signup`);
  await page.getByLabel('Full name').fill('Otto Onboard');
  await page.getByLabel('Work email').fill('otto@onboarding-billing.test');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByLabel('Company name').fill('Onboard & Pay');
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL(/\/onboarding$/);
  await page.getByRole('radio', { name: /Pro/ }).check();
  await page.getByText('Your workspace starts on Starter.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Branding' }).waitFor();
  await page.getByLabel('Portal subdomain').fill('onboard-and-pay');
  await page.getByText('This subdomain is available.').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Capabilities' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create workspace' }).click();

  await page.getByRole('heading', { name: 'Workspace Ready' }).waitFor();
  await page.getByText('runs on the Starter plan until the payment for Pro is confirmed').waitFor();
  await expectAccessible();
  await page.getByRole('button', { name: 'Continue to checkout for Pro' }).click();
  await page.waitForURL(/\/billing\/sandbox-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Pay $99.00' }).click();

  await page.waitForURL(/\/dashboard\/admin\/billing\?checkout=success/);
  await expect(page.getByTestId('current-plan').textContent()).resolves.toBe('Pro');
  await page
    .getByRole('link', { name: /Integrations/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Create key' }).waitFor();
});
