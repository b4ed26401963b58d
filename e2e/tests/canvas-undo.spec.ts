import type { Page } from '@playwright/test';
import { drag, openCanvas } from '../support/canvas.ts';
import { draftOffer } from '../support/drafts.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Undo and redo on the diagram canvas (/testsitemap), as a user does them: a row of
 * edits with the mouse, the keys and the buttons, all of it undone with Ctrl+Z and the
 * Undo button back to the prototype's diagram, redone with Ctrl+Shift+Z, Ctrl+Y and the
 * Redo button, and the diagram kept on this device through a reload.
 * Where the prototype's shapes are, and `at(x, y)`: support/canvas.ts.
 */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /shapes?, \d+ arrows?/ });
const draftState = (page: Page) => page.locator('[data-draft-state]');

/** The canvas's kept draft as this browser stores it (IndexedDB), or null when none. */
function keptDiagram(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('ux-artefacts-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result
            .transaction('drafts')
            .objectStore('drafts')
            .index('key')
            .getAll('canvas|guest');
          all.onsuccess = () => {
            open.result.close();
            const contents = new Set(all.result.map((record) => JSON.stringify(record.content)));
            // Two records (a restored one and its successor) hold the same diagram.
            if (contents.size > 1) reject(new Error('different diagrams are kept'));
            resolve(contents.size === 0 ? null : [...contents][0]!);
          };
        };
      }),
  );
}

/** What the status line says of the shape or arrow at `point` once clicked. */
async function described(page: Page, point: { x: number; y: number }) {
  await page.mouse.click(point.x, point.y);
  return status(page).textContent();
}

test('undoes a row of edits back to the prototype, redoes them, and keeps the end', async ({
  page,
}) => {
  const { canvas, at } = await openCanvas(page);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await expect(status(page)).toHaveText('3 shapes, 0 arrows. Nothing selected.');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  await expect(draftState(page)).toHaveAttribute('data-draft-state', 'clean');

  // 1. Delete the right square.
  await page.mouse.click(at(450, 0).x, at(450, 0).y);
  await page.keyboard.press('Delete');
  await expect(status(page)).toHaveText('2 shapes, 0 arrows. Nothing selected.');
  await expect(undo).toBeEnabled();
  // 2. Add a square (in the middle, over the circle) …
  await page.getByRole('button', { name: 'Add rectangle' }).click();
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: rectangle at -150, -150, 300 × 300.',
  );
  // 3. … drag it where the deleted one was …
  await drag(page, at(0, 0), at(450, 0));
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: rectangle at 300, -150, 300 × 300.',
  );
  // 4. … and narrow it by its left handle.
  await drag(page, at(300, 0), at(350, 0));
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: rectangle at 350, -150, 250 × 300.',
  );
  // 5. An arrow from the circle's connector handle (75 right of its edge) to the square.
  await page.mouse.click(at(0, 0).x, at(0, 0).y);
  await drag(page, at(225, 0), at(475, 0));
  await expect(status(page)).toHaveText(/^3 shapes, 1 arrow\./);
  // 6. Text in the left square.
  await page.mouse.dblclick(at(-450, 0).x, at(-450, 0).y);
  await page.keyboard.type('Start');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(
    '3 shapes, 1 arrow. Selected: rectangle at -600, -150, 300 × 300, “Start”.',
  );
  await expect(draftState(page)).toHaveAttribute('data-draft-state', 'stored');
  const end = await keptDiagram(page);
  expect(end).toContain('"text":"Start"');

  // Undo: three steps with Ctrl+Z on the canvas, three with the button.
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText(/^3 shapes, 1 arrow\./);
  expect(await keptDiagram(page)).not.toContain('"text":"Start"');
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText(/^3 shapes, 0 arrows\./);
  await page.keyboard.press('Control+z');
  await expect(redo).toBeEnabled();
  await undo.click();
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: rectangle at -150, -150, 300 × 300.',
  );
  await undo.click();
  await expect(status(page)).toHaveText(/^2 shapes, 0 arrows\./);
  await undo.click();
  await expect(undo).toBeDisabled();

  // The prototype's diagram again: nothing is left to keep, and each shape is as it was.
  await expect(status(page)).toHaveText(/^3 shapes, 0 arrows\./);
  await expect(draftState(page)).toHaveAttribute('data-draft-state', 'clean');
  await expect.poll(() => keptDiagram(page)).toBeNull();
  expect(await described(page, at(-450, 0))).toBe(
    '3 shapes, 0 arrows. Selected: rectangle at -600, -150, 300 × 300.',
  );
  expect(await described(page, at(0, 0))).toBe(
    '3 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300.',
  );
  expect(await described(page, at(450, 0))).toBe(
    '3 shapes, 0 arrows. Selected: rectangle at 300, -150, 300 × 300.',
  );

  // Redo: selecting did not clear it. Ctrl+Shift+Z four times, Ctrl+Y, the button.
  await expect(redo).toBeEnabled();
  await expect(canvas).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Control+Shift+Z');
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: rectangle at 350, -150, 250 × 300.',
  );
  await page.keyboard.press('Control+y');
  await expect(status(page)).toHaveText(/^3 shapes, 1 arrow\./);
  await redo.click();
  await expect(redo).toBeDisabled();
  await expect(status(page)).toHaveText(
    '3 shapes, 1 arrow. Selected: rectangle at -600, -150, 300 × 300, “Start”.',
  );
  await expect(draftState(page)).toHaveAttribute('data-draft-state', 'stored');
  expect(await keptDiagram(page)).toBe(end);

  // A reload offers the kept diagram, which is the end state; the history starts again.
  await page.reload();
  await draftOffer(page).getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(status(page)).toHaveText('3 shapes, 1 arrow. Nothing selected.');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  expect(await described(page, at(-450, 0))).toBe(
    '3 shapes, 1 arrow. Selected: rectangle at -600, -150, 300 × 300, “Start”.',
  );
  expect(await described(page, at(475, 0))).toBe(
    '3 shapes, 1 arrow. Selected: rectangle at 350, -150, 250 × 300.',
  );
  expect(await described(page, at(250, 0))).toBe(
    '3 shapes, 1 arrow. Selected: straight arrow, attached to 2 shapes.',
  );
  await expect(draftState(page)).toHaveAttribute('data-draft-state', 'stored');
  expect(await keptDiagram(page)).toBe(end);
});

test('leaves the text box its own undo, and undoes the whole edit once it is saved', async ({
  page,
}) => {
  const { at } = await openCanvas(page);
  await page.mouse.dblclick(at(0, 0).x, at(0, 0).y);
  const editor = page.getByRole('textbox', { name: 'Shape text' });
  await expect(editor).toBeFocused();
  await page.keyboard.type('Payment');
  // Ctrl+Z in the text box is the browser's own: it takes back typing, and the editor
  // stays open over an unchanged diagram (the canvas's undo would have closed it).
  await page.keyboard.press('Control+z');
  await expect(editor).not.toHaveValue('Payment');
  await expect(editor).toBeFocused();
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300.',
  );
  await editor.fill('Payment');
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300, “Payment”.',
  );
  // On the canvas, one Ctrl+Z takes back the whole saved text.
  await page.keyboard.press('Control+z');
  await expect(status(page)).toHaveText(
    '3 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300.',
  );
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});
