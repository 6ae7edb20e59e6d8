import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { useBrowserJourney } from './support/journey';
import { SUPER_ADMIN } from './support/sharedStack';

// Issue 16's Tenants & Users in real Chromium: a super admin invites the owner of a new tenant
// from User Management; the invitation email arrives at a real SMTP peer; the owner opens its
// link, joins and lands in the new workspace as its admin.

jest.setTimeout(240_000);

const OWNER = { name: 'Nora Owner', email: 'nora@nova.test', password: 'correct-horse-battery' };
const TENANT = 'Nova Holdings';

// The stack's mail reaches this file's SMTP peer until its last test.
const journey = useBrowserJourney({ mail: true });
let page: Page;

beforeEach(() => {
  page = journey.page;
});

async function signIn(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('Tenants & Users', () => {
  it('a super admin invites the owner of a new tenant, who accepts from the email and lands in it', async () => {
    await page.goto(`${journey.url}/login`);
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.waitForURL(/\/super/);
    await page.goto(`${journey.url}/superadmin/user-management`);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('tab', { name: 'New Tenant' }).click();
    await dialog.getByLabel('Tenant name').fill(TENANT);
    await expect(dialog.getByLabel('Slug').inputValue()).resolves.toBe('nova-holdings');
    await dialog.getByLabel('Tier').selectOption('pro');
    await dialog.getByLabel('First admin email').fill(OWNER.email);
    await dialog.getByLabel('Bypass Billing').check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Tenant & Invite' }).click();
    await dialog.getByText('Invite sent successfully').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The new tenant is in the console's list, with its tier and seats.
    await page.getByLabel('Search tenants').fill('Nova');
    const row = page.getByRole('row', { name: /Nova Holdings/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Pro.*Active.*0 \/ 3/);

    const mail = await journey.mail.waitFor((m) => m.to.includes(OWNER.email), 60_000);
    expect(mail.subject).toBe(`You are invited to ${TENANT}`);
    const link = /https?:\/\/\S+invite=[\w-]+\S*/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    const invite = new URL(link);

    await journey.context.clearCookies();
    await page.goto(`${journey.url}${invite.pathname}${invite.search}`);
    await page.getByRole('heading', { name: 'Join the Team' }).waitFor();
    await page.getByLabel('Full name').fill(OWNER.name);
    // The invitation names the address: shown, and not to be changed.
    expect(await page.getByLabel('Work email').inputValue()).toBe(OWNER.email);
    expect(await page.getByLabel('Work email').isEditable()).toBe(false);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Join the Team' }).click();
    await page.waitForURL(/\/login\?tenant_id=[0-9a-f-]+&message=account_created$/, {
      timeout: 30_000,
    });
    const tenantId = new URL(page.url()).searchParams.get('tenant_id');
    await signIn(OWNER.email, OWNER.password);
    await page.waitForURL(new RegExp(`/dashboard/admin\\?tenant_id=${tenantId}$`));
    await page.getByText(TENANT).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe('Tenants & Domains', () => {
  it('a super admin finds a tenant, reads its drawer and suspends it', async () => {
    await page.goto(`${journey.url}/login`);
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await page.waitForURL(/\/super/);
    await page.goto(`${journey.url}/super/tenants`);
    await page.getByRole('heading', { name: 'Tenants & Domains' }).waitFor();
    await page.getByLabel('Search tenants').fill('Nova');
    await page.getByRole('row', { name: /Nova Holdings/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Details of ${TENANT}` }).click();
    const drawer = page.getByRole('dialog', { name: TENANT });
    await drawer.getByText('No domains yet.').waitFor();
    await drawer.getByRole('tab', { name: 'Usage' }).click();
    await drawer.getByText('1 / 3').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Suspend ${TENANT}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${TENANT}?` });
    await confirm.getByLabel('Reason').fill('Trial ended');
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('button', { name: `Activate ${TENANT}` }).waitFor();
    await page
      .getByRole('row', { name: /Nova Holdings/ })
      .getByText('Suspended')
      .waitFor();
  });
});
