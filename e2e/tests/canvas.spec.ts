import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { drag, openCanvas as openKnownCanvas } from '../support/canvas.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';

/**
 * The diagram canvas at /testsitemap, used the way a new user would: with the mouse and
 * the keys, reading the status line under the canvas and the debug overlay on it. Where
 * the prototype's shapes are, and `at(x, y)`: support/canvas.ts.
 */
async function openCanvas(page: Page) {
  const opened = await openKnownCanvas(page);
  const status = page.getByRole('status');
  const debug = page.getByTestId('canvas-debug');
  return { ...opened, status, debug };
}

async function click(page: Page, point: { x: number; y: number }) {
  await page.mouse.click(point.x, point.y);
}

test.describe('the diagram canvas', () => {
  test('selects with a rubber band, moves, connects with straight and broken arrows', async ({
    page,
  }) => {
    const { at, status } = await openCanvas(page);
    await expect(status).toHaveText('3 shapes, 0 arrows. Nothing selected.');

    // A band from empty space over the left square and the circle.
    await drag(page, at(-620, -200), at(20, 200));
    await expect(status).toHaveText('3 shapes, 0 arrows. Selected: 2 shapes.');

    // Dragging one of them moves both, 40 down.
    await drag(page, at(0, 0), at(0, 40));
    await click(page, at(0, 40));
    await expect(status).toContainText('Selected: circle at -150, -110, 300 × 300.');
    await click(page, at(-450, 40));
    await expect(status).toContainText('Selected: rectangle at -600, -110, 300 × 300.');
    await click(page, at(450, 0));
    await expect(status).toContainText('Selected: rectangle at 300, -150, 300 × 300.');

    // The selected square's connector handle is 75 right of its right edge: a left drag
    // from it to the circle draws a straight arrow.
    await click(page, at(-450, 40));
    await drag(page, at(-225, 40), at(0, 60));
    await expect(status).toContainText('3 shapes, 1 arrow.');
    // A right drag from the circle's handle to the other square draws a broken one, and
    // the browser's context menu stays away.
    await click(page, at(0, 40));
    await drag(page, at(225, 40), at(450, 0), 'right');
    await expect(status).toContainText('3 shapes, 2 arrows.');

    await click(page, at(-200, 40));
    await expect(status).toHaveText(
      '3 shapes, 2 arrows. Selected: straight arrow, attached to 2 shapes.',
    );
    // The elbow leaves the circle's right side and turns between the two shapes.
    await click(page, at(160, 40));
    await expect(status).toHaveText(
      '3 shapes, 2 arrows. Selected: broken arrow, attached to 2 shapes.',
    );

    // The arrows follow a shape that moves: with the square 50 higher, the straight
    // arrow runs from its centre's level (-10) towards the circle's (40).
    await drag(page, at(-450, 40), at(-450, -10));
    await click(page, at(-200, 18));
    await expect(status).toContainText('Selected: straight arrow');

    // Alt-drag copies the selection with new ids.
    await click(page, at(450, 0));
    await page.keyboard.down('Alt');
    await drag(page, at(450, 0), at(450, 60));
    await page.keyboard.up('Alt');
    await expect(status).toHaveText(
      '4 shapes, 2 arrows. Selected: rectangle at 300, -90, 300 × 300.',
    );
  });

  test('resizes past the opposite edge, which flips the handle', async ({ page }) => {
    const { at, status } = await openCanvas(page);
    await click(page, at(-450, 0));
    // The left square spans x -600..-300; its left handle dragged to x -200 crosses the
    // right edge: the square now starts at its old right edge.
    await drag(page, at(-600, 0), at(-200, 0));
    await expect(status).toContainText('Selected: rectangle at -300, -150, 100 × 300.');
    // Its bottom-right handle dragged up past the top edge, and nearly onto the left
    // edge: 50 × 50 at least.
    await drag(page, at(-200, 150), at(-290, -160));
    await expect(status).toContainText('Selected: rectangle at -300, -200, 50 × 50.');
  });

  test('zooms with the keys and the wheel within 0.4 and 2, and pans', async ({ page }) => {
    const { at, debug, canvas } = await openCanvas(page);
    await expect(debug).toContainText('scale 1.00');
    await canvas.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('=');
    await expect(debug).toContainText('scale 2.00');
    for (let i = 0; i < 10; i++) await page.keyboard.press('-');
    await expect(debug).toContainText('scale 0.40');

    // The wheel zooms around the pointer: the world point under it stays under it.
    await page.mouse.move(at(200, 100).x, at(200, 100).y);
    await expect(debug).toContainText('x 500, y 250');
    await page.mouse.wheel(0, -40);
    await expect(debug).toContainText('scale 0.70');
    await expect(debug).toContainText('x 500, y 250');
    await page.mouse.wheel(0, -1000);
    await expect(debug).toContainText('scale 2.00');
    await page.mouse.wheel(0, 1000);
    await expect(debug).toContainText('scale 0.40');

    // Middle-drag pans: the world moves with the pointer.
    await drag(page, at(200, 100), at(100, 60), 'middle');
    await expect(debug).toContainText('x 500, y 250');
    await expect(debug.locator('[data-active="true"]')).toHaveCount(0);

    // Keys pressed elsewhere on the page are not the canvas's.
    await page.getByRole('button', { name: 'Add rectangle' }).focus();
    await page.keyboard.press('=');
    await expect(debug).toContainText('scale 0.40');
  });

  test('edits text, deletes with Backspace, deselects with Escape', async ({ page }) => {
    const { at, status, debug } = await openCanvas(page);
    await page.mouse.dblclick(at(0, 0).x, at(0, 0).y);
    const editor = page.getByRole('textbox', { name: 'Shape text' });
    await expect(editor).toBeFocused();
    // Canvas keys are ignored while editing: '=', '-' and Backspace are typing.
    await page.keyboard.type('Check-out=');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(editor).toBeHidden();
    await expect(status).toHaveText(
      '3 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300, “Check-out”.',
    );
    await expect(debug).toContainText('scale 1.00');

    // Blur saves too.
    await page.mouse.dblclick(at(450, 0).x, at(450, 0).y);
    await page.keyboard.type('Pay');
    await click(page, at(200, 200));
    await expect(editor).toBeHidden();
    await click(page, at(450, 0));
    await expect(status).toContainText('“Pay”');

    // Connect the circle to both squares, then delete it: its arrows go with it.
    await click(page, at(-450, 0));
    await drag(page, at(-225, 0), at(0, 0));
    await click(page, at(0, 0));
    await drag(page, at(225, 0), at(450, 0));
    await expect(status).toContainText('3 shapes, 2 arrows.');
    await page.keyboard.press('Backspace');
    await expect(status).toHaveText('2 shapes, 0 arrows. Nothing selected.');

    await page.keyboard.press('Control+a');
    await expect(status).toHaveText('2 shapes, 0 arrows. Selected: 2 shapes.');
    await page.keyboard.press('Escape');
    await expect(status).toHaveText('2 shapes, 0 arrows. Nothing selected.');

    // Escape while editing ends the edit and keeps the text.
    await page.mouse.dblclick(at(-450, 0).x, at(-450, 0).y);
    await page.keyboard.type('Start');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await click(page, at(-450, 0));
    await expect(status).toContainText('“Start”');
  });

  test('a pan shows exactly what drawing the view from scratch shows', async ({ page }) => {
    // Pan frames reuse the previous frame's pixels and draw only what came into view.
    await acceptCookies(page);
    await page.goto('/testsitemap?bench=400');
    await expect(page.getByRole('status')).toHaveText('400 shapes, 400 arrows. Nothing selected.');
    const canvas = page.locator('canvas');
    const box = (await canvas.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.getByRole('application', { name: 'Diagram canvas' }).focus();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await drag(
      page,
      { x: middle.x - 150, y: middle.y - 100 },
      { x: middle.x + 150, y: middle.y + 100 },
    );
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(middle.x + 237, middle.y + 61, { steps: 30 });
    await page.mouse.move(middle.x - 120, middle.y - 90, { steps: 30 });
    await page.mouse.up({ button: 'middle' });
    await page.mouse.move(0, 0);
    const panned = await canvas.screenshot();
    // A zoom step in and out draws the same view in full.
    await page.keyboard.press('=');
    await page.keyboard.press('-');
    await expect(page.getByTestId('canvas-debug')).toContainText('scale 0.60');
    expect((await canvas.screenshot()).equals(panned)).toBe(true);
  });

  test('adds shapes from the buttons and passes axe', async ({ page }) => {
    const { status } = await openCanvas(page);
    await page.getByRole('button', { name: 'Add circle' }).click();
    await expect(status).toHaveText(
      '4 shapes, 0 arrows. Selected: circle at -150, -150, 300 × 300.',
    );
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
