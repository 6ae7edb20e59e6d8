import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe tags it: every level-A and AA rule up to 2.2 (target size among them). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every page must be axe-clean against WCAG 2.2 AA: no violation of any impact. */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  // With a modal open the page behind it sits under a dimming backdrop; check only the dialog.
  if (within) builder.include(within);
  // Colours are judged as painted: let fade and slide-in animations finish first.
  // (Endless ones, such as spinners, never finish and are left alone.)
  // (A string: this file is type-checked without the DOM library.)
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined)),
  )`);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
