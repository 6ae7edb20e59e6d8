import type { Locator, Page } from 'playwright-core';
import { signInAt } from './session';
import { openWorkspace, type OpenedWorkspace, type Person, type Stack } from './workspace';

// Steps the two forms journeys share (forms-builder.browser.test.ts: the admin's builder and
// management screens; forms.browser.test.ts: a form built the same way, then filled by a client
// and read back by the admin). Kept here so both build forms through the same screens.

/**
 * A provisioned pro workspace with forms and files switched on. Onboarding has its own browser
 * journeys; here it is only the ground the forms screens stand on.
 */
export const formsWorkspace = (
  stack: Stack,
  owner: Person,
  company: { name: string; subdomain: string },
): Promise<OpenedWorkspace> =>
  openWorkspace(stack, {
    owner,
    company: company.name,
    subdomain: company.subdomain,
    capabilities: { useForms: true, useFiles: true },
  });

export async function signIn(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
) {
  page.setDefaultTimeout(45_000);
  await signInAt(page, baseUrl, who);
}

/** The builder's question cards. */
export const builderQuestions = (page: Page) => page.getByRole('list', { name: 'Questions' });

/** From the management list's New Form link to an empty builder with its title typed. */
export async function startNewForm(page: Page, title: string) {
  await page.getByRole('link', { name: 'New Form' }).click();
  await page.waitForURL(/\/forms\/new/);
  await page.getByLabel('Form title').fill(title);
}

/** Adds a question from the add-question menu, types its label, and returns its card. */
export async function addQuestion(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: '+ Add question' }).click();
  await page
    .getByRole('group', { name: 'Question types' })
    .getByRole('button', { name: type })
    .click();
  const card = builderQuestions(page).getByRole('listitem').last();
  // The new question's label has focus: typing replaces the suggested one.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(label);
  return card;
}

/** Sets "Show this question only when <trigger> equals <answer>" on a question's card. */
export async function showOnlyWhen(card: Locator, trigger: string, answer: string) {
  await card.getByLabel('Show this question').selectOption({ label: `Only when “${trigger}”…` });
  await card.getByLabel('equals').selectOption(answer);
}

/**
 * Waits for the first autosave, which creates the form: from then on the address names it.
 * Returns the new form's id.
 */
export async function waitForFirstAutosave(page: Page): Promise<string> {
  await page.waitForURL(/\/forms\/new\?edit=[0-9a-f-]{36}/);
  await page.getByText(/^Last saved \d+s ago$/).waitFor();
  return new URL(page.url()).searchParams.get('edit') ?? '';
}

/** Publish leads back to the management list, where the form shows as Published. */
export async function publishForm(page: Page, title: string) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/forms(\?|$)/);
  const list = page.getByRole('list', { name: 'Forms' });
  await list.getByText(title).waitFor();
  await list.getByText('Published').waitFor();
}

/** The Assign Forms to User Roles panel on /assign-roles. */
export async function openAssignForms(page: Page, baseUrl: string, tenantId: string) {
  await page.goto(`${baseUrl}/assign-roles?tenant_id=${tenantId}`);
  const panel = page.getByRole('region', { name: 'Assign Forms to User Roles' });
  // Until the forms arrive the panel shows a status labelled 'Loading forms', which a
  // getByLabel('Form') would find instead of the select (and selectOption fails at once).
  await panel.getByRole('combobox', { name: 'Form', exact: true }).waitFor();
  return panel;
}
