import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every page must be free of serious and critical accessibility violations (WCAG 2.1 AA rules). */
export async function seriousAccessibilityViolations(
  page: Page,
  within?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
