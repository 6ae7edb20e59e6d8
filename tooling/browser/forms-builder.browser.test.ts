import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import {
  addQuestion,
  builderQuestions,
  openAssignForms,
  formsWorkspace,
  publishForm,
  showOnlyWhen,
  signIn,
  startNewForm,
  waitForFirstAutosave,
} from './support/forms';
import { useBrowserJourney } from './support/journey';

// The admin's half of issue 13 in real Chromium: an empty form list, a form built in the
// builder (a conditional question, a question moved by keyboard, a role chip), autosaved and
// published, previewed on the management screen, then assigned to another role from
// /assign-roles. Every screen axe-clean. (forms.browser.test.ts is the whole journey: a form
// built with the same steps, filled by a client, and the response read by the admin.)

jest.setTimeout(300_000);

const OWNER = { name: 'Bea Builder', email: 'bea@builder.test', password: 'correct-horse-battery' };

// One page through the whole file: each test picks up where the one before left the builder.
const journey = useBrowserJourney({ pagePerTest: false });
let page: Page;
let tenantId = '';

beforeAll(async () => {
  ({ tenantId } = await formsWorkspace(journey, OWNER, {
    name: 'Builder Co',
    subdomain: 'builder-co',
  }));
  page = await journey.context.newPage();
  await signIn(page, journey.url, OWNER);
  await page.waitForURL(/\/dashboard\/admin/);
});

const expectAccessible = async () => expect(await accessibilityViolations(page)).toEqual([]);

describe('form builder and management', () => {
  it("shows 'No forms yet' to a new workspace's admin", async () => {
    await page.goto(`${journey.url}/forms?tenant_id=${tenantId}`);
    await page.getByText('No forms yet').waitFor();
    await expectAccessible();
  });

  it('builds a form with a conditional question, reorders by keyboard, autosaves and publishes', async () => {
    await startNewForm(page, 'Client intake');

    const site = await addQuestion(page, 'Multiple choice', 'Do you have a website?');
    await site.getByLabel('Options').fill(' Yes , No ,');
    const url = await addQuestion(page, 'Short answer', 'Website URL');
    await url.getByLabel('Required').check();
    await showOnlyWhen(url, 'Do you have a website?', 'Yes');
    await addQuestion(page, 'Long answer', 'Goals');

    // Goals moves above Website URL from its handle, by keyboard only.
    await page.getByRole('button', { name: 'Reorder Goals' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByText('Moved “Goals” to position 2 of 3.').waitFor({ state: 'attached' });
    expect(
      await builderQuestions(page)
        .getByLabel('Question', { exact: true })
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Do you have a website?', 'Goals', 'Website URL']);

    await page.getByRole('checkbox', { name: 'Client' }).check();
    // Autosave: the first save creates the form and the address names it from then on.
    await waitForFirstAutosave(page);
    await expectAccessible();

    await publishForm(page, 'Client intake');
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
    const panel = await openAssignForms(page, journey.url, tenantId);
    await panel.getByRole('button', { name: 'Save Assignments' }).click();
    await panel.getByText('Please select a form').waitFor();
    await panel.getByLabel('Form').selectOption({ label: 'Client intake' });
    expect(await panel.getByRole('checkbox', { name: 'Client' }).isChecked()).toBe(true);
    await panel.getByRole('checkbox', { name: 'Guest' }).check();
    await panel.getByRole('button', { name: 'Save Assignments' }).click();
    await panel.getByText('Assignments saved successfully').waitFor();
    await expectAccessible();

    await page.goto(`${journey.url}/forms?tenant_id=${tenantId}`);
    const detail = page.getByRole('region', { name: 'Selected form' });
    await detail.getByRole('tab', { name: 'Role Assignment' }).click();
    await detail.getByRole('checkbox', { name: 'Guest' }).waitFor();
    expect(await detail.getByRole('checkbox', { name: 'Guest' }).isChecked()).toBe(true);
    await expectAccessible();
  });
});
