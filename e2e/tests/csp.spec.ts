import type { Page } from '@playwright/test';
import { workspaceDescriptions } from '../support/editors.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

const editors = await workspaceDescriptions();

/**
 * Issue H6 item 11: no editor page reports a Content-Security-Policy violation. zod 4
 * used to try `new Function` when its first object schema was made, which the site's CSP
 * (no 'unsafe-eval') refused and reported on every editor page; with that noise gone, a
 * real violation stands out.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every `securitypolicyviolation` of the page, from its very first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

test.describe('the Content-Security-Policy of editor pages', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await recordViolations(page);
  });

  for (const { route } of editors) {
    test(`/${route} loads its editor without a violation`, async ({ page }) => {
      await page.goto(`/${route}`);
      // The editor's frame is up once its Undo button is (every editor has one).
      await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a violation is caught when one happens (the recorder works)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An inline script, which the policy refuses.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
