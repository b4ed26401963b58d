import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How a person reads and works the competitor analysis table: by the names on screen.
 * Grid rows are counted from the header (row 0); a competitor's cells are its gridcells
 * after the row number (the name is the row header).
 */

export const grid = (page: Page) => page.getByRole('grid');

/** The header names of the criteria, in order. */
export async function criteriaNames(page: Page): Promise<string[]> {
  const headers = grid(page).getByRole('columnheader');
  const all = await headers.evaluateAll((cells) =>
    // A criterion's header is its menu button, whose first line is the name.
    cells.map((cell) => cell.querySelector('button')?.firstElementChild?.textContent ?? null),
  );
  return all.filter((name): name is string => name !== null);
}

/**
 * The competitors' row headers: assert on them with Playwright's retrying `toHaveText` /
 * `toHaveCount`, since right after a navigation the table may still be loading.
 */
export function competitorHeaders(page: Page): Locator {
  return grid(page).getByRole('rowheader');
}

/** `toHaveText` on what a user reads, as `allInnerTexts` gives it. */
export const INNER_TEXT = { useInnerText: true } as const;

export async function competitorNames(page: Page): Promise<string[]> {
  return competitorHeaders(page).allInnerTexts();
}

/** The row of a competitor, by its name. */
export function competitorRow(page: Page, name: string): Locator {
  return grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** What a competitor's row shows for each criterion: text, '-', 'Yes' or 'No'. */
export async function rowValues(page: Page, name: string): Promise<string[]> {
  const cells = competitorRow(page, name).getByRole('gridcell');
  const texts = await cells.evaluateAll((all) =>
    all.map((cell) => {
      const visible = [...cell.childNodes]
        // '-' is shown for empty text; screen readers get 'empty' instead, not shown.
        .filter((node) => !(node instanceof Element && node.matches('.ui-visually-hidden')))
        .map((node) => node.textContent)
        .join('');
      return visible.trim();
    }),
  );
  // Drop the row number and the remove cross.
  return texts.slice(1, -1);
}

export async function openColumnMenu(page: Page, column: string) {
  await grid(page).getByRole('button', { name: column, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function renameColumn(page: Page, column: string, name: string) {
  await openColumnMenu(page, column);
  await page.getByRole('menuitem', { name: 'Rename Column' }).click();
  const field = page.getByRole('textbox', { name: 'Column name' });
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('button', { name, exact: true })).toBeVisible();
}

export async function changeColumnType(page: Page, column: string, type: 'Yes or No' | 'Text') {
  await openColumnMenu(page, column);
  await page.getByRole('menuitem', { name: 'Change Column Type' }).click();
  await page.getByRole('menuitemradio', { name: type }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

export async function renameCompetitor(page: Page, from: string, to: string) {
  await grid(page).getByRole('rowheader', { name: from, exact: true }).click();
  const field = grid(page).getByRole('textbox', { name: /^Name of competitor / });
  await field.fill(to);
  await field.press('Enter');
  await expect(grid(page).getByRole('rowheader', { name: to, exact: true })).toBeVisible();
}

/** Types `text` into the text cell of `competitor` under `column`. */
export async function writeCell(page: Page, competitor: string, column: string, text: string) {
  const names = await criteriaNames(page);
  const cell = competitorRow(page, competitor)
    .getByRole('gridcell')
    .nth(names.indexOf(column) + 1);
  await cell.click();
  const field = page.getByRole('textbox', { name: `${column} for ${competitor}` });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toBeHidden();
}
