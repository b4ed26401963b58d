import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The site in Ukrainian (issue 18): `?lng=ua` switches the whole site, the shell and
 * every editor, and becomes the stored setting. Shared by ukrainian.spec.ts (landing,
 * auth modal, projects) and ukrainian-editors.spec.ts (each editor, its toasts and
 * validation messages).
 */
export async function openInUkrainian(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=ua`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
}

/** Fails, naming it, when one of these English strings shows anywhere on the page. */
export async function expectNoEnglish(page: Page, english: readonly string[]) {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden nodes
  const shown = await page.locator('body').innerText();
  for (const text of english)
    expect(shown, `English left on the page: '${text}'`).not.toContain(text);
}

/** The English of the header and footer, which every page shows. */
export const ENGLISH_CHROME = [
  'Sign Up',
  'Projects',
  'Skip to main content',
  'All rights reserved',
  'Support:',
] as const;
