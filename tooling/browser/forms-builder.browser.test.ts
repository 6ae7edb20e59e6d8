import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { launchChromium, type Browser } from './support/chromium';
import { ensureFrontendsBuilt, FRONTENDS_DIR } from './support/frontendsServer';
import { startStackProcess, type StackProcess } from './support/stackProcess';

// The admin's half of issue 13 in real Chromium: an empty form list, a form built in the
// builder (a conditional question, a question moved by keyboard, a role chip), autosaved and
// published, previewed on the management screen, then assigned to another role from
// /assign-roles. Every screen axe-clean. (forms.browser.test.ts is the member's half.)

jest.setTimeout(300_000);

const OWNER = { email: 'bea@builder.test', password: 'correct-horse-battery' };

let stack: StackProcess;
let browser: Browser;
let page: Page;
let tenantId = '';

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

beforeAll(async () => {
  ensureFrontendsBuilt();
  stack = await startStackProcess({ frontendsDir: FRONTENDS_DIR });
  browser = await launchChromium();
  const signup = await api('/api/auth/signup', {
    name: 'Bea Builder',
    companyName: 'Builder Co',
    ...OWNER,
  });
  const token = String(signup.access_token);
  await api('/api/onboarding-plan', { plan: 'pro', adminSeats: 2 }, token);
  await api('/api/onboarding-branding', { subdomain: 'builder-co', brandColor: '#2563eb' }, token);
  await api('/api/onboarding-capabilities', { useForms: true, useFiles: true }, token);
  const provision = await api('/api/onboarding-provision', {}, token);
  tenantId = String(provision.tenant_id);
  page = await browser.context.newPage();
  page.setDefaultTimeout(45_000);
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/admin/);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

const questions = () => page.getByRole('list', { name: 'Questions' });

async function addQuestion(type: string, label: string) {
  await page.getByRole('button', { name: '+ Add question' }).click();
  await page
    .getByRole('group', { name: 'Question types' })
    .getByRole('button', { name: type })
    .click();
  const card = questions().getByRole('listitem').last();
  // The new question's label has focus: typing replaces the suggested one.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(label);
  return card;
}

describe('form builder and management', () => {
  it("shows 'No forms yet' to a new workspace's admin", async () => {
    await page.goto(`${stack.url}/forms?tenant_id=${tenantId}`);
    await page.getByText('No forms yet').waitFor();
    await expectAccessible();
  });

  it('builds a form with a conditional question, reorders by keyboard, autosaves and publishes', async () => {
    await page.getByRole('link', { name: 'New Form' }).click();
    await page.waitForURL(/\/forms\/new/);
    await page.getByLabel('Form title').fill('Client intake');

    const site = await addQuestion('Multiple choice', 'Do you have a website?');
    await site.getByLabel('Options').fill(' Yes , No ,');
    const url = await addQuestion('Short answer', 'Website URL');
    await url.getByLabel('Required').check();
    await url
      .getByLabel('Show this question')
      .selectOption({ label: 'Only when “Do you have a website?”…' });
    await url.getByLabel('equals').selectOption('Yes');
    await addQuestion('Long answer', 'Goals');

    // Goals moves above Website URL from its handle, by keyboard only.
    await page.getByRole('button', { name: 'Reorder Goals' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Goals” to position 2 of 3.').waitFor({ state: 'attached' });
    expect(
      await questions()
        .getByLabel('Question', { exact: true })
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Do you have a website?', 'Goals', 'Website URL']);

    await page.getByRole('checkbox', { name: 'Client' }).check();
    // Autosave: the first save creates the form and the address names it from then on.
    await page.waitForURL(/\/forms\/new\?edit=[0-9a-f-]{36}/);
    await page.getByText(/^Last saved \d+s ago$/).waitFor();
    await expectAccessible();

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/forms(\?|$)/);
    const list = page.getByRole('list', { name: 'Forms' });
    await list.getByText('Client intake').waitFor();
    await list.getByText('Published').waitFor();
  });

  it('previews the published form read-only with its logic, and the list is accessible', async () => {
    const detail = page.getByRole('region', { name: 'Selected form' });
    const preview = detail.getByRole('tabpanel');
    await preview.getByRole('radio', { name: 'Yes' }).waitFor();
    expect(await preview.getByRole('radio', { name: 'Yes' }).isDisabled()).toBe(true);
    await preview
      .getByText('“Website URL” appears when “Do you have a website?” is “Yes”.')
      .waitFor();
    await expectAccessible();

    await detail.getByRole('tab', { name: 'Responses' }).click();
    await detail.getByText('No responses yet.').waitFor();
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('table', { name: 'Forms' }).waitFor();
    await expectAccessible();
  });

  it('assigns the form to another role from /assign-roles', async () => {
    await page.goto(`${stack.url}/assign-roles?tenant_id=${tenantId}`);
    const panel = page.getByRole('region', { name: 'Assign Forms to User Roles' });
    await panel.getByRole('button', { name: 'Save Assignments' }).click();
    await panel.getByText('Please select a form').waitFor();
    await panel.getByLabel('Form').selectOption({ label: 'Client intake' });
    expect(await panel.getByRole('checkbox', { name: 'Client' }).isChecked()).toBe(true);
    await panel.getByRole('checkbox', { name: 'Guest' }).check();
    await panel.getByRole('button', { name: 'Save Assignments' }).click();
    await panel.getByText('Assignments saved successfully').waitFor();
    await expectAccessible();

    await page.goto(`${stack.url}/forms?tenant_id=${tenantId}`);
    const detail = page.getByRole('region', { name: 'Selected form' });
    await detail.getByRole('tab', { name: 'Role Assignment' }).click();
    await detail.getByRole('checkbox', { name: 'Guest' }).waitFor();
    expect(await detail.getByRole('checkbox', { name: 'Guest' }).isChecked()).toBe(true);
    await expectAccessible();
  });
});
