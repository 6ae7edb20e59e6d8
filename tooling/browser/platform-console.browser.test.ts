import type { Page } from 'playwright-core';
import { eventually } from '../test-infra/eventually';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { signInAt } from './support/session';
import { SUPER_ADMIN } from './support/sharedStack';
import { openWorkspace, signedIn } from './support/workspace';

// Issue 16's console in real Chromium: a super admin reads the audit log and App Health and
// sees what the API answers (this stack runs no Prometheus, so both say it is unavailable
// instead of a figure), impersonates an owner (banner, Stop; both ends in the audit log);
// a tenant's owner cannot open the console.

jest.setTimeout(180_000);

const OWNER = { name: 'Olga Owner', email: 'olga@console.test', password: 'correct-horse-battery' };

const journey = useBrowserJourney();
let page: Page;

/** What the API answers the super admin, signed in afresh. */
const superAdminGet = async (path: string) =>
  (await signedIn(journey, SUPER_ADMIN)).get<Record<string, unknown>>(path);

beforeAll(async () => {
  await openWorkspace(journey, {
    owner: OWNER,
    company: 'Console Co',
    subdomain: 'console-co',
    capabilities: { useEmbeds: true, useFiles: true },
  });
});

beforeEach(() => {
  page = journey.page;
});

const signIn = (email: string, password: string) =>
  signInAt(page, journey.url, { email, password });

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('platform console', () => {
  it('a super admin sees the audit log and the health figures the API gives', async () => {
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.waitForURL(/\/super$/);
    await page.getByRole('heading', { name: 'Mission Control' }).waitFor();
    const uptime = await superAdminGet('/api/metrics/uptime');
    expect(uptime.status).toBe(503);
    // Each figure of the status row says so (uptime's card, and messaging's since issue 27).
    await page
      .getByRole('region', { name: 'Platform status' })
      .getByText('Prometheus is unavailable')
      .first()
      .waitFor();
    await expectAccessible();

    // The owner's sign-up and workspace are in the log once their events are consumed.
    const logs = await eventually(
      'entries in the audit log',
      async () => (await superAdminGet('/api/audit?limit=200')).body.logs as { action: string }[],
      (found) => found.length > 0,
      { everyMs: 500 },
    );
    expect(logs.length).toBeGreaterThan(0);
    await page.goto(`${journey.url}/super/audit`);
    await page.getByRole('heading', { name: 'Audit Logs' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log, newest first' });
    await table.waitFor();
    await table.getByText(logs[0]!.action).first().waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible();

    await page.goto(`${journey.url}/super/health`);
    await page.getByRole('heading', { name: 'App Health' }).waitFor();
    await page.getByText('Prometheus is unavailable: no figures to show').first().waitFor();
    await expectAccessible();
  });

  it('a super admin impersonates an owner from Mission Control, stops, and the audit log shows both', async () => {
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.waitForURL(/\/super$/);
    await page.getByRole('button', { name: 'Impersonate User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate User' });
    expect(await dialog.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Search by email').fill(OWNER.email);
    await dialog.getByRole('radio', { name: new RegExp(OWNER.email) }).check();
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Start' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'on behalf of support' });
    await banner.getByText(OWNER.email).waitFor();
    await banner.getByRole('button', { name: 'Stop' }).click();
    await banner.waitFor({ state: 'detached' });
    // Back in the console, not on the owner's page (issue 26's walk-through).
    await page.waitForURL(/\/super$/);

    const both = async () => {
      const logs = (await superAdminGet('/api/audit?limit=200')).body.logs as { action: string }[];
      return ['impersonation.started', 'impersonation.stopped'].every((action) =>
        logs.some((log) => log.action === action),
      );
    };
    await eventually('both ends of the impersonation in the audit log', both, (found) => found, {
      everyMs: 500,
    });
    await page.goto(`${journey.url}/super/audit`);
    const table = page.getByRole('table', { name: 'Audit log, newest first' });
    await table.getByText('impersonation.started').first().waitFor();
    await table.getByText('impersonation.stopped').first().waitFor();
  });

  it("a tenant's owner cannot open the console", async () => {
    await signIn(OWNER.email, OWNER.password);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/super/audit`);
    await page.waitForURL((url) => !url.pathname.startsWith('/super'));
    expect(await page.getByRole('heading', { name: 'Audit Logs' }).count()).toBe(0);
  });
});
