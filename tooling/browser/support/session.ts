import type { Page } from 'playwright-core';

/** Signs in through the portal's own sign-in page, as a person would. */
export async function signInAt(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
