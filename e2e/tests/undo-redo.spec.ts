import type { Page } from '@playwright/test';
import {
  changeColumnType,
  criteriaNames,
  grid,
  renameCompetitor,
  writeCell,
} from '../support/competitor-analysis.ts';
import { createItemThroughApi } from '../support/drafts.ts';
import { mapField } from '../support/empathy-map.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/**
 * Undo and redo in the feature editors (issue G4): a sequence of edits, undone to
 * the start, redone to the end (by the shortcuts and the buttons), saved, reloaded: the
 * stored item is the end state. Each test knows its number of steps, so a step that
 * coalesced wrongly, or split, fails it.
 */

/**
 * What the editor shows, as a person would compare two looks at it: the name, every
 * field's value by its accessible name, and the content's text.
 */
async function shownState(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('.ui-editor__content');
    if (!content) throw new Error('no editor content');
    const name = document.querySelector<HTMLInputElement>('.ui-editor-header__name')?.value;
    const fields = [
      ...content.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input, textarea, select',
      ),
    ].map((field) => {
      const label =
        field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? field.name;
      return `${label}=${field.value}`;
    });
    return { name, fields, text: content.textContent };
  });
}

const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });

/** Presses `keys` `times` times on the page (the focus stays where the edits left it). */
async function press(page: Page, keys: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(keys);
}

/** Undo and redo both ways, then save and reload: the stored item is `end`. */
async function undoRedoSaveReload(
  page: Page,
  steps: number,
  start: Awaited<ReturnType<typeof shownState>>,
) {
  const end = await shownState(page);
  expect(end).not.toEqual(start);
  await expect(undoButton(page)).toBeEnabled();
  await expect(redoButton(page)).toBeDisabled();

  // All the way back: one step short by the shortcut, the last by the button.
  await press(page, 'ControlOrMeta+z', steps - 1);
  await undoButton(page).click();
  await expect(undoButton(page)).toBeDisabled();
  expect(await shownState(page)).toEqual(start);
  await expect(page.getByText('Unsaved*')).toBeHidden();

  // And forward again, by all three ways.
  await redoButton(page).click();
  await press(page, 'ControlOrMeta+Shift+z', steps - 2);
  await press(page, 'Control+y', 1);
  await expect(redoButton(page)).toBeDisabled();
  expect(await shownState(page)).toEqual(end);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByText('Unsaved*')).toBeHidden();
  // Saving does not end the history: the last step can still be taken back, and redone.
  await undoButton(page).click();
  await expect(page.getByText('Unsaved*')).toBeVisible();
  await redoButton(page).click();
  await expect(page.getByText('Unsaved*')).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect.poll(() => shownState(page)).toEqual(end);
  // A new page starts a new history.
  await expect(undoButton(page)).toBeDisabled();
}

test.describe('undo and redo', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('in the empathy map: typing is a step per field and pause', async ({ page }) => {
    await page.goto(await createItemThroughApi(page, 'empathyMap'));
    const says = mapField(page, 'Says');
    await expect(says).toBeVisible();
    const start = await shownState(page);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lunch research');
    await says.fill('I want lunch fast');
    await mapField(page, 'Pains').click();
    await mapField(page, 'Pains').pressSequentially('Queues');
    await mapField(page, 'Gains').fill('Time back');

    // The burst of typing in Pains is one step.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(mapField(page, 'Gains')).toHaveValue('');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(mapField(page, 'Pains')).toHaveValue('');
    await expect(says).toHaveValue('I want lunch fast');
    await press(page, 'ControlOrMeta+Shift+z', 2);
    await expect(mapField(page, 'Gains')).toHaveValue('Time back');

    await undoRedoSaveReload(page, 4, start);
    await expect(says).toHaveValue('I want lunch fast');
    await expect(mapField(page, 'Pains')).toHaveValue('Queues');
  });

  test('in the competitor analysis: each structural edit is a step', async ({ page }) => {
    await page.goto(await createItemThroughApi(page, 'competitorAnalysis'));
    await expect(grid(page).getByRole('rowheader')).toHaveCount(3);
    const start = await shownState(page);

    await writeCell(page, 'Competitor 1', 'Criteria 1', 'From $4/month');
    await page.getByRole('button', { name: 'Add criterion' }).click();
    await changeColumnType(page, 'Criteria 2', 'Yes or No');
    await page.getByRole('switch', { name: 'Criteria 2 for Competitor 1' }).click();
    await renameCompetitor(page, 'Competitor 2', 'Bravo Docs');
    await page.getByRole('button', { name: 'Add competitor' }).click();
    await expect(grid(page).getByRole('rowheader')).toHaveCount(4);

    await page.keyboard.press('ControlOrMeta+z');
    await expect(grid(page).getByRole('rowheader')).toHaveCount(3);
    // Back past the rename, the answer and the change of type: a text column again.
    await press(page, 'ControlOrMeta+z', 3);
    await expect(grid(page).getByRole('rowheader', { name: 'Competitor 2' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Criteria 2 for Competitor 1' })).toHaveCount(0);
    expect(await criteriaNames(page)).toHaveLength(4);
    await press(page, 'ControlOrMeta+Shift+z', 4);
    await expect(grid(page).getByRole('rowheader')).toHaveCount(4);

    await undoRedoSaveReload(page, 6, start);
    expect(await criteriaNames(page)).toEqual([
      'Criteria 1',
      'Criteria 2',
      'Criteria 3',
      'Criteria 4',
    ]);
    await expect(page.getByRole('switch', { name: 'Criteria 2 for Competitor 1' })).toBeChecked();
  });

  test('in the UX persona: a closed block comes back with its text', async ({ page }) => {
    await page.goto(await createItemThroughApi(page, 'uxPersona'));
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect(field('Goals')).toBeVisible();
    const start = await shownState(page);

    await field('Name').fill('Anna Shopper');
    await field('Occupation').fill('Nurse');
    await field('Goals').fill('Order in two minutes');
    await page.getByRole('button', { name: 'Close Goals and frustrations', exact: true }).click();
    await expect(field('Goals')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add new skill', exact: true }).click();
    // The new row takes focus: a burst of typing names it, one step.
    await page.keyboard.type('Yoga');
    await page.getByRole('slider', { name: 'Introvert – Extrovert', exact: true }).focus();
    await page.keyboard.press('End');

    await press(page, 'ControlOrMeta+z', 2);
    await expect(field('Name of skill 4')).toHaveValue('');
    await press(page, 'ControlOrMeta+z', 2);
    // Closing the block wiped its text: undo brings it back.
    await expect(field('Goals')).toHaveValue('Order in two minutes');
    await press(page, 'ControlOrMeta+Shift+z', 4);
    await expect(field('Goals')).toHaveCount(0);

    await undoRedoSaveReload(page, 7, start);
    await expect(field('Name of skill 4')).toHaveValue('Yoga');
    await expect(
      page.getByRole('slider', { name: 'Introvert – Extrovert', exact: true }),
    ).toHaveValue('100');
  });
});
