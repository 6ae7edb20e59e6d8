import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { launchChromium, type Browser } from './support/chromium';
import { ensureFrontendsBuilt, FRONTENDS_DIR } from './support/frontendsServer';
import { startStackProcess, type StackProcess } from './support/stackProcess';

// Issue 13's journey in real Chromium: an admin's form with a conditional question, published
// and assigned to the client role; the client starts it, leaves midway, resumes on another
// device (a second browser profile) and submits; the admin reads the response.
// The form is built through POST /api/forms, the call the builder makes: the builder screen
// was still being written when this journey was.

jest.setTimeout(300_000);

const OWNER = { email: 'olga@forms.test', password: 'correct-horse-battery' };
const CLIENT = { name: 'Cleo Client', email: 'cleo@forms.test', password: 'client-password-1' };

/** A real 1×1 PNG: content's type allowlist admits it by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let stack: StackProcess;
let browser: Browser;
let page: Page;
let tenantId = '';
let formId = '';

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A provisioned workspace with forms, one invited client, and the intake form assigned. */
async function workspaceWithForm(): Promise<void> {
  const signup = await api('/api/auth/signup', {
    name: 'Olga Owner',
    companyName: 'Forms & Co',
    ...OWNER,
  });
  const token = String(signup.access_token);
  await api('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }, token);
  await api('/api/onboarding-branding', { subdomain: 'forms-co', brandColor: '#2563eb' }, token);
  await api('/api/onboarding-capabilities', { useForms: true, useFiles: true }, token);
  const provision = await api('/api/onboarding-provision', {}, token);
  tenantId = String(provision.tenant_id);
  const invite = await api('/api/invite', { email: CLIENT.email, role: 'role2' }, token);
  const inviteToken = new URL(String(invite.signup_url)).searchParams.get('invite');
  const tenant = tenantId;
  tenantId = '';
  await api('/api/auth/signup', {
    name: CLIENT.name,
    email: CLIENT.email,
    password: CLIENT.password,
    invite: inviteToken,
  });
  tenantId = tenant;
  const form = await api(
    '/api/forms',
    {
      title: 'Client intake',
      description: 'Tell us about your business.',
      schema: [
        { id: 'name', type: 'short', label: 'First Name', required: true },
        {
          id: 'site',
          type: 'choice',
          label: 'Do you have a website?',
          options: 'Yes, No',
          logic: { whenQuestionId: 'site', equals: 'Yes', showQuestionId: 'url' },
        },
        { id: 'url', type: 'short', label: 'Website URL', required: true },
        { id: 'goals', type: 'long', label: 'Goals', required: true },
        { id: 'resume', type: 'file_upload', label: 'Resume' },
      ],
      assigned_roles: ['role2'],
      published: true,
    },
    token,
  );
  formId = String(form.id);
}

beforeAll(async () => {
  ensureFrontendsBuilt();
  stack = await startStackProcess({ frontendsDir: FRONTENDS_DIR });
  browser = await launchChromium();
  await workspaceWithForm();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signIn(on: Page, email: string, password: string) {
  on.setDefaultTimeout(45_000);
  await on.goto(`${stack.url}/login`);
  await on.getByLabel('Email').fill(email);
  await on.getByLabel('Password').fill(password);
  await on.getByRole('button', { name: 'Sign in' }).click();
}

const expectAccessible = async (on: Page) => expect(await accessibilityViolations(on)).toEqual([]);

describe('forms', () => {
  it('the client starts the assigned form from a task, answers the conditional question and leaves midway', async () => {
    page = await browser.context.newPage();
    await signIn(page, CLIENT.email, CLIENT.password);
    await page.waitForURL(/\/dashboard\/client/);
    const tasks = page.getByRole('region', { name: 'Your Tasks' });
    await tasks.getByRole('img', { name: '0 of 1 tasks done (0%)' }).waitFor();
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
      await signIn(device, CLIENT.email, CLIENT.password);
      await device.waitForURL(/\/dashboard\/client/);
      await device.goto(`${stack.url}/forms/${formId}?tenant_id=${tenantId}`);
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
      await tasks.getByRole('img', { name: '1 of 1 tasks done (100%)' }).waitFor();
      await expectAccessible(device);
    } finally {
      await other.close();
    }
  });

  it('the admin sees the response with its answers', async () => {
    await browser.context.clearCookies();
    page = await browser.context.newPage();
    await signIn(page, OWNER.email, OWNER.password);
    await page.waitForURL(/\/dashboard\/admin/);
    await page.goto(`${stack.url}/forms/${formId}/responses?tenant_id=${tenantId}`);
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
