import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA: the bar the product is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe over the whole page as it is now and expects no violations. The failure
 * message lists each rule with the elements that broke it, so a red run says what to fix.
 */
export async function expectNoViolations(page: Page, what: string) {
  // Dialogs and toasts fade in; axe's contrast check must see their final colours.
  // Spinners loop forever, so only animations with an end are awaited; one cancelled on
  // the way (its element left) rejects, which is as good as finished here.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}
