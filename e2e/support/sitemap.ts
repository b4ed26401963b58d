import { expect, type Locator, type Page } from '@playwright/test';

/** The sitemap editor's parts, by their accessible names. */
/** The guest's sample sitemap as `expectTree` writes a tree: two spaces a level. */
export const SAMPLE_OUTLINE = [
  'Home',
  '  About',
  '  Products',
  '    Product A',
  '    Product B',
  '  Blog',
  '    Post',
  '  Contact',
  '  Help centre',
].join('\n');

export const outline = (page: Page) => page.getByRole('tree', { name: 'Sitemap outline' });
export const diagram = (page: Page) => page.getByRole('application', { name: 'Sitemap diagram' });
/** A page's row: its name is the title, then its type when it is not a plain page. */
export const outlineRow = (page: Page, title: string) =>
  outline(page).getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(title)}( |$)`) });
/** A page's box in the diagram (boxes are drawn, not focusable: found by their title). */
export const diagramBox = (page: Page, title: string): Locator =>
  diagram(page)
    .locator('.sm-box')
    .filter({
      has: page.locator('.sm-box__title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
    });
export const statusLine = (page: Page) => page.locator('.sm-status');

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The outline as indented text, as the ARIA tree tells it: two spaces per aria-level
 * below the first, then the title (or the title being typed).
 */
async function outlineShape(page: Page): Promise<string> {
  return outline(page).evaluate((tree) =>
    [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')]
      .map((row) => {
        const level = Number(row.getAttribute('aria-level'));
        const input = row.querySelector('input');
        const title = input
          ? input.value
          : (row.querySelector('.sm-outline__title')?.textContent ?? '');
        return `${'  '.repeat(level - 1)}${title}`;
      })
      .join('\n'),
  );
}

/** The titles the diagram draws, in its reading order. */
async function diagramTitles(page: Page): Promise<string[]> {
  return diagram(page).locator('.sm-box__title').allTextContents();
}

/** Waits until the editor shows the tree `shape` in both views. */
export async function expectTree(page: Page, shape: string) {
  await expect.poll(() => outlineShape(page)).toBe(shape);
  const titles = shape.split('\n').map((line) => line.trim());
  await expect.poll(async () => (await diagramTitles(page)).sort()).toEqual(titles.sort());
}
