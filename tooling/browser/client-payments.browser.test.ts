import type { Page } from 'playwright-core';
import { eventually } from '../test-infra/eventually';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { joinWorkspace, openWorkspace, type ApiClient } from './support/workspace';

// Issue 29's journey in real Chromium, in sandbox mode: an Advanced workspace whose Stripe
// account is connected (through the API: the onboarding page is the sandbox's, tested in the
// e2e layer) writes an invoice on Payments and sends it; its client finds it under Invoices,
// pays on the sandbox's hosted page and sees it paid; the agency's list shows it paid too. All
// of it on a phone (390 px), each screen checked for overflow and WCAG 2.2 AA on the way.

jest.setTimeout(180_000);

const OWNER = {
  name: 'Ines Owner',
  email: 'ines@paid-studio.test',
  password: 'correct-horse-battery',
};
const CLIENT = {
  name: 'Carl Client',
  email: 'carl@paid-studio.test',
  password: 'correct-horse-battery',
};
/** Billing's default PUBLIC_URL; the stack here listens on a free port instead. */
const BILLING_DEFAULT_ORIGIN = 'http://localhost:8080';

const journey = useBrowserJourney();
let page: Page;
let owner: ApiClient;
let tenantId = '';

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const PHONE = { width: 390, height: 844 };
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The page fits the phone and axe finds nothing to report. */
async function fitsAndPasses() {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(await accessibilityViolations(page)).toEqual([]);
}

beforeAll(async () => {
  const opened = await openWorkspace(journey, {
    owner: OWNER,
    company: 'Paid Studio',
    subdomain: 'paid-studio',
    plan: 'advanced',
    pay: true,
  });
  owner = opened.client;
  tenantId = opened.tenantId;
  await joinWorkspace(owner, CLIENT, 'role2');
  const link = await owner.post<{ url: string }>('/api/payments/account/connect', {
    accountType: 'express',
    country: 'US',
  });
  const done = await owner.post(
    `/api/payments/sandbox-onboarding/${tokenOf(link.body.url)}/complete`,
    { country: 'US', businessName: 'Paid Studio' },
  );
  if (done.status !== 200) throw new Error(`onboarding answered ${done.status}`);
  const account = await owner.post<{ chargesEnabled: boolean }>('/api/payments/account/refresh');
  if (!account.body.chargesEnabled) throw new Error('the sandbox account cannot take charges');
});

beforeEach(async () => {
  page = journey.page;
  await page.setViewportSize(PHONE);
  // Links billing builds from its default PUBLIC_URL lead to this stack's port.
  await page.route(`${BILLING_DEFAULT_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({
      status: 302,
      headers: { location: `${journey.url}${url.pathname}${url.search}` },
    });
  });
});

it('an admin sends an invoice, the client pays it on the hosted page, and both see it paid', async () => {
  await signInAt(page, journey.url, OWNER);
  await page.waitForURL(/\/dashboard\/admin/);
  await page.goto(`${journey.url}/dashboard/admin/payments?tenant_id=${tenantId}`);
  await page.getByRole('button', { name: 'New invoice' }).click();
  await page.getByRole('checkbox', { name: CLIENT.name }).check();
  await page.getByLabel('Description, line 1').fill('Brand workshop');
  await page.getByLabel('Unit price, line 1').fill('450');
  await page.getByLabel('Due date').fill(inDays(14));
  await fitsAndPasses();
  await page.getByRole('button', { name: 'Send invoice' }).click();
  await page.getByText('Invoice INV-0001 sent').waitFor();
  const agency = page.getByRole('table', { name: 'Invoices' });
  await agency.getByRole('button', { name: 'Void INV-0001' }).waitFor();
  await fitsAndPasses();

  await page.context().clearCookies();
  await signInAt(page, journey.url, CLIENT);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${journey.url}/invoices?tenant_id=${tenantId}`);
  await page.getByRole('button', { name: 'Pay INV-0001' }).click();
  await page.waitForURL(/\/billing\/sandbox-invoice\//);
  await page.getByRole('button', { name: 'Pay $450.00' }).click();
  await page.getByText('This invoice is paid. Thank you.').waitFor();

  // The payment reaches billing as the provider's signed events; the client's list follows.
  await page.goto(`${journey.url}/invoices?tenant_id=${tenantId}`);
  const mine = page.getByRole('table', { name: 'Your invoices' });
  await eventually(
    'the client to see INV-0001 paid',
    async () => {
      await page.reload();
      await mine.waitFor();
      return mine.getByRole('row', { name: /INV-0001/ }).textContent();
    },
    (text) => /Paid/.test(text ?? ''),
    { everyMs: 500 },
  );
  await expect(page.getByRole('button', { name: 'Pay INV-0001' }).count()).resolves.toBe(0);
  await fitsAndPasses();

  const list = await owner.get<{ invoices: { number: string; status: string }[] }>(
    '/api/payments/invoices',
  );
  expect(list.body.invoices).toEqual([
    expect.objectContaining({ number: 'INV-0001', status: 'paid' }),
  ]);
});
