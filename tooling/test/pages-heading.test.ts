/**
 * The page bench waits for a page's heading with a one-line expression sent over the DevTools
 * protocol, before Playwright's locators run (tooling/bench/pages/measure.ts): it must accept
 * the headings the locator accepts, or the bench would stop early or wait forever.
 */
import { runInNewContext } from 'node:vm';
import { headingShown } from '../bench/pages/measure';

/** A document holding these headings, as far as the expression reads one. */
const shownIn = (heading: string | RegExp, texts: string[]) =>
  runInNewContext(headingShown(heading), {
    document: {
      querySelectorAll: () => texts.map((textContent) => ({ textContent })),
    },
  }) as boolean;

it('finds a heading by part of its text, ignoring case, as getByRole names do', () => {
  expect(shownIn('Welcome back', ['Welcome back'])).toBe(true);
  expect(shownIn('Dashboard', ['Loading…', 'Admin dashboard'])).toBe(true);
  expect(shownIn('Dashboard', ['Loading…'])).toBe(false);
  expect(shownIn('Dashboard', [])).toBe(false);
});

it('tests a pattern against the heading text without its surrounding spaces', () => {
  expect(shownIn(/^Welcome back/, ['  Welcome back, Cory Client!'])).toBe(true);
  expect(shownIn(/^Welcome back/, ['Sign in: Welcome back'])).toBe(false);
  expect(shownIn(/^welcome/i, ['Welcome back'])).toBe(true);
});
