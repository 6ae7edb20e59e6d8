import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { SUPER_ADMIN } from './support/sharedStack';
import { joinWorkspace, openWorkspace, type ApiClient } from './support/workspace';

// The ways in, end to end: the whole product (every service on PGlite, the gateway serving the
// built frontends) driven through real Chromium, the way a person uses it.

jest.setTimeout(180_000);

const OWNER = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.test',
  password: 'correct-horse-battery',
  company: 'Analytical Engines',
};
const BRAND_COLOR = '#7c3aed';
const MEMBER = {
  name: 'Charles Babbage',
  email: 'charles@analytical.test',
  password: 'difference-engine-2',
};

const journey = useBrowserJourney();
let page: Page;

// Each journey is a different person: every test's page starts with no session.
beforeEach(() => {
  page = journey.page;
});

async function expectAccessible() {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface Workspace {
  tenantId: string;
  /** The owner, signed in: an admin of the workspace. */
  admin: ApiClient;
}

let workspaces = 0;
/**
 * A provisioned workspace made through the API the onboarding screens call, so a journey that
 * needs one never depends on another journey having run first.
 */
async function workspaceViaApi(company: string, subdomain: string): Promise<Workspace> {
  workspaces += 1;
  const { client, tenantId } = await openWorkspace(journey, {
    owner: {
      name: 'Ward Workspace',
      email: `owner${workspaces}-${subdomain}@analytical.test`,
      password: OWNER.password,
    },
    company,
    subdomain,
    adminSeats: 1,
    brandColor: BRAND_COLOR,
    capabilities: {},
  });
  return { tenantId, admin: client };
}

/** What an admin does from the users screen, through the same API the screen calls. */
async function inviteMember(workspace: Workspace, email: string, role: string): Promise<string> {
  const invite = await workspace.admin.post<{ signup_url: string }>('/api/invite', { email, role });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status}`);
  const link = new URL(invite.body.signup_url);
  return `${link.pathname}${link.search}`;
}

describe('getting into Portico', () => {
  it('a new workspace signs up, onboards and lands on its admin dashboard', async () => {
    await page.goto(`${journey.url}/signup`);
    await page.getByLabel('Full name').fill(OWNER.name);
    await page.getByLabel('Work email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByLabel('Company name').fill(OWNER.company);
    await expectAccessible();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(/\/onboarding$/);
    await page.getByRole('heading', { name: 'Plan & seats' }).waitFor();
    await page.getByLabel('Admin seats').fill('0');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Seats must be a whole number of at least 1').waitFor();
    await page.getByLabel('Admin seats').fill('2');
    await expectAccessible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Branding' }).waitFor();
    await page.getByText('This subdomain is available.').waitFor();
    await page.getByLabel('Portal subdomain').fill('-bad');
    await page.getByText('Invalid subdomain format.').waitFor();
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Portal subdomain').fill('analytical-engines');
    await page.getByText('This subdomain is available.').waitFor();
    await page.getByLabel('Brand colour', { exact: true }).fill(BRAND_COLOR);
    await expectAccessible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Capabilities' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Review & launch' }).waitFor();
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await page.getByRole('heading', { name: 'Workspace Ready' }).waitFor();
    await expectAccessible();
    await page.getByRole('button', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(/\/dashboard\/admin\?tenant_id=[0-9a-f-]+$/);
    const tenantId = new URL(page.url()).searchParams.get('tenant_id')!;
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect(
      page.getByRole('complementary', { name: 'Main navigation' }).textContent(),
    ).resolves.toContain(OWNER.company);
    await expectAccessible();

    // The access token lives in memory only: a reload signs in again silently with the cookie.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toContain(`/dashboard/admin?tenant_id=${tenantId}`);
  });

  it("the sign-in page on the workspace's subdomain carries its name and colour", async () => {
    await workspaceViaApi('Jacquard Looms', 'jacquard-looms');
    // The tenancy service's product domain defaults to localhost, and Chromium resolves
    // *.localhost to this machine: a real subdomain without touching DNS.
    const port = new URL(journey.url).port;
    await page.goto(`http://jacquard-looms.localhost:${port}/login`);
    await page.getByRole('heading', { name: 'Sign in to Jacquard Looms' }).waitFor();
    await expect(
      page.evaluate<string>("document.documentElement.style.getPropertyValue('--brand-primary')"),
    ).resolves.toBe(BRAND_COLOR);
    await expectAccessible();
  });

  it('another workspace cannot take a subdomain that is already used', async () => {
    await workspaceViaApi('Harvard Mark', 'harvard-mark');
    await page.goto(`${journey.url}/signup`);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Work email').fill('grace@cobol.test');
    await page.getByLabel('Password').fill('nanoseconds-11');
    // The screen proposes the company's name as the subdomain: already taken.
    await page.getByLabel('Company name').fill('Harvard Mark');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Plan & seats' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Branding' }).waitFor();
    await page.getByText('This subdomain is already taken.').waitFor();
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
  });

  it('an invited member joins the team and lands on the client dashboard', async () => {
    const workspace = await workspaceViaApi('Difference Engines', 'difference-engines');
    const tenantId = workspace.tenantId;
    const invitation = await inviteMember(workspace, MEMBER.email, 'role2');
    await page.goto(`${journey.url}${invitation}`);
    await page.getByRole('heading', { name: 'Join the Team' }).waitFor();
    await expect(page.getByLabel('Company name').count()).resolves.toBe(0);
    await page.getByLabel('Full name').fill(MEMBER.name);
    // The invitation names the address: the page shows it and does not let it be changed.
    expect(await page.getByLabel('Work email').inputValue()).toBe(MEMBER.email);
    expect(await page.getByLabel('Work email').isEditable()).toBe(false);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Join the Team' }).click();

    await page.waitForURL(new RegExp(`/login\\?tenant_id=${tenantId}&message=account_created$`), {
      timeout: 20_000,
    });
    await page.getByText('Account created successfully! Please log in.').waitFor();
    await signIn(MEMBER.email, MEMBER.password);
    await page.waitForURL(new RegExp(`/dashboard/client\\?tenant_id=${tenantId}$`));
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    await expectAccessible();
  });

  it('a member opening an admin page is sent to their own dashboard', async () => {
    const workspace = await workspaceViaApi('Colossus Works', 'colossus-works');
    await joinWorkspace(
      workspace.admin,
      { name: 'Tommy Flowers', email: 'tommy@colossus.test', password: MEMBER.password },
      'role2',
    );
    await page.goto(`${journey.url}/login`);
    await signIn('tommy@colossus.test', MEMBER.password);
    await page.waitForURL(/\/dashboard\/client/);
    await page.goto(`${journey.url}/crm/users`);
    await page.waitForURL(/\/dashboard\/client$/);
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
  });

  it('a super admin signs in and the console remote shows Mission Control', async () => {
    await page.goto(`${journey.url}/login`);
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.waitForURL(/\/super$/);
    await page.getByRole('heading', { name: 'Mission Control' }).waitFor();
    await page.getByRole('heading', { name: 'Quick Tenant Access' }).waitFor();
    await expectAccessible();
  });
});
