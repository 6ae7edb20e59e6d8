import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import {
  addQuestion,
  formsWorkspace,
  openAssignForms,
  publishForm,
  showOnlyWhen,
  signIn,
  startNewForm,
  waitForFirstAutosave,
} from './support/forms';
import { useBrowserJourney } from './support/journey';
import { joinWorkspace } from './support/workspace';

// Issue 13's journey in real Chromium, one form from start to end: the admin builds it in the
// builder (a conditional question and a file question), publishes it and assigns it to the
// client role on /assign-roles; the client starts it from a task, leaves midway, resumes on
// another device (a second browser profile) and submits; the admin reads the response.
// (forms-builder.browser.test.ts covers the rest of the builder and management screens.)

jest.setTimeout(300_000);

const OWNER = { name: 'Olga Owner', email: 'olga@forms.test', password: 'correct-horse-battery' };
const CLIENT = { name: 'Cleo Client', email: 'cleo@forms.test', password: 'client-password-1' };

/** A real 1×1 PNG: content's type allowlist admits it by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Each test opens its pages: the admin's and the client's sessions take turns on one profile.
const journey = useBrowserJourney({ pagePerTest: false });
let page: Page;
let tenantId = '';
let formId = '';

/**
 * A provisioned workspace with forms and one client who accepted an invite (role2, the Client
 * role). Invitations have their own journeys; the form itself is built on screen below.
 */
async function workspaceWithClient(): Promise<void> {
  const owner = await formsWorkspace(journey, OWNER, {
    name: 'Forms & Co',
    subdomain: 'forms-co',
  });
  tenantId = owner.tenantId;
  await joinWorkspace(owner.client, CLIENT, 'role2');
}

beforeAll(async () => {
  await workspaceWithClient();
});

const expectAccessible = async (on: Page) => expect(await accessibilityViolations(on)).toEqual([]);

describe('forms', () => {
  it('the admin builds the form with a conditional question in the builder and publishes it', async () => {
    page = await journey.context.newPage();
    await signIn(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/forms?tenant_id=${tenantId}`);
    await startNewForm(page, 'Client intake');
    await page.getByLabel('Description', { exact: true }).fill('Tell us about your business.');

    const name = await addQuestion(page, 'Short answer', 'First Name');
    await name.getByLabel('Required').check();
    const site = await addQuestion(page, 'Multiple choice', 'Do you have a website?');
    await site.getByLabel('Options').fill('Yes, No');
    const url = await addQuestion(page, 'Short answer', 'Website URL');
    await url.getByLabel('Required').check();
    await showOnlyWhen(url, 'Do you have a website?', 'Yes');
    const goals = await addQuestion(page, 'Long answer', 'Goals');
    await goals.getByLabel('Required').check();
    await addQuestion(page, 'File upload', 'Resume');

    formId = await waitForFirstAutosave(page);
    await expectAccessible(page);
    await publishForm(page, 'Client intake');
  });

  it('the admin assigns the published form to the client role on /assign-roles', async () => {
    const panel = await openAssignForms(page, journey.url, tenantId);
    await panel.getByLabel('Form').selectOption({ label: 'Client intake' });
    // Built without a role chip: the client role gets the form from this panel, not the builder.
    const client = panel.getByRole('checkbox', { name: 'Client' });
    expect(await client.isChecked()).toBe(false);
    await client.check();
    await panel.getByRole('button', { name: 'Save Assignments' }).click();
    await panel.getByText('Assignments saved successfully').waitFor();
    await expectAccessible(page);
    await page.close();
    // The client signs in on this profile next: the admin's session must not carry over.
    await journey.context.clearCookies();
  });

  it('the client starts the assigned form from a task, answers the conditional question and leaves midway', async () => {
    page = await journey.context.newPage();
    await signIn(page, journey.url, CLIENT);
    await page.waitForURL(/\/dashboard\/client/);
    const tasks = page.getByRole('region', { name: 'Your Tasks' });
    await tasks.getByRole('img', { name: '0 of 1 task done (0%)' }).waitFor();
    await tasks.getByRole('link', { name: 'Fill in “Client intake”' }).click();
    await page.waitForURL(new RegExp(`/forms/${formId}`));
    await page.getByRole('heading', { name: 'Client intake' }).waitFor();

    await page.getByLabel('First Name').fill('Cleo');
    expect(await page.getByLabel('Website URL').count()).toBe(0);
    // Keyboard only: Tab into the radio group, Space picks the first option (Yes).
    await page.getByLabel('First Name').press('Tab');
    await page.keyboard.press('Space');
    await page.getByLabel('Website URL').fill('https://cleo.example');
    await expectAccessible(page);
    // Leaving through the app's own navigation: the last pause's typing is saved on the way out.
    await page.getByLabel('Goals').fill('Grow the team');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/draft-answers') && r.request().method() === 'PUT' && r.ok(),
    );
    await page
      .getByRole('complementary', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('region', { name: 'Your Tasks' }).waitFor();
    await saved;
    await page.close();
  });

  it('on another device the client resumes where they left, hides the conditional question and submits', async () => {
    const other = await launchChromium();
    try {
      const device = await other.context.newPage();
      device.setDefaultTimeout(45_000);
      // The form's link opened signed out: the sign-in leads back to it (issue 26).
      await device.goto(`${journey.url}/forms/${formId}?tenant_id=${tenantId}`);
      await device.waitForURL(/\/login\?return_to=/);
      await device.getByLabel('Email').fill(CLIENT.email);
      await device.getByLabel('Password').fill(CLIENT.password);
      await device.getByRole('button', { name: 'Sign in' }).click();
      await device.waitForURL(new RegExp(`/forms/${formId}\\?tenant_id=${tenantId}$`));
      await device.getByText('Draft restored').waitFor();
      expect(await device.getByLabel('First Name').inputValue()).toBe('Cleo');
      expect(await device.getByLabel('Website URL').inputValue()).toBe('https://cleo.example');
      expect(await device.getByLabel('Goals').inputValue()).toBe('Grow the team');

      // No website after all: the required URL question goes away and no longer blocks submit.
      await device.getByRole('radio', { name: 'No' }).check();
      expect(await device.getByLabel('Website URL').count()).toBe(0);
      await device.getByLabel('Goals').fill('Grow the team\nOpen a second office');
      // The file goes through the content service's tus upload; the answer is the stored file.
      await device
        .getByLabel('Resume')
        .setInputFiles({ name: 'resume.png', mimeType: 'image/png', buffer: PNG });
      await device.getByText('Uploaded: resume.png').waitFor();
      await device.getByRole('button', { name: 'Submit' }).click();
      await device.getByText('Form submitted successfully!').first().waitFor();
      await expectAccessible(device);

      await device.getByRole('link', { name: 'Back to dashboard' }).click();
      const tasks = device.getByRole('region', { name: 'Your Tasks' });
      await tasks.getByRole('img', { name: '1 of 1 task done (100%)' }).waitFor();
      await expectAccessible(device);
    } finally {
      await other.close();
    }
  });

  it('the admin sees the response with its answers', async () => {
    await journey.context.clearCookies();
    page = await journey.context.newPage();
    await signIn(page, journey.url, OWNER);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${journey.url}/forms/${formId}/responses?tenant_id=${tenantId}`);
    await page.getByRole('heading', { name: 'Responses: Client intake' }).waitFor();
    const row = page.getByRole('row', { name: /Cleo/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'View File' }).waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: /View response/ }).click();
    const panel = page.getByRole('dialog', { name: 'Cleo' });
    await panel.getByText('Open a second office').waitFor();
    await panel.getByText('Grow the team').waitFor();
    expect(await panel.locator('dd').filter({ hasText: /^No$/ }).count()).toBe(1);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.close();
  });
});
