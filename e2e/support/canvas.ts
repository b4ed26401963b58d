import { expect, type Page } from '@playwright/test';
import { acceptCookies } from './fixtures.ts';

export interface PagePoint {
  x: number;
  y: number;
}

/**
 * Opens the diagram canvas at /testsitemap. It opens at scale 1 with the world's origin in
 * its middle; `at(x, y)` turns world coordinates into page coordinates. The prototype's
 * shapes are known (model/scene.ts): a 300 square centred at (-450, 0), a circle of
 * radius 150 at the origin and a 300 square at (450, 0).
 */
export async function openCanvas(page: Page) {
  await acceptCookies(page);
  await page.goto('/testsitemap');
  // The prototype's simulated load (spec §9: 1000 ms) shows a spinner first.
  await expect(page.getByRole('status', { name: 'Loading canvas' })).toBeVisible();
  const canvas = page.getByRole('application', { name: 'Diagram canvas' });
  await expect(canvas).toBeVisible();
  const box = (await page.locator('canvas').boundingBox())!;
  const at = (x: number, y: number): PagePoint => ({
    x: box.x + box.width / 2 + x,
    y: box.y + box.height / 2 + y,
  });
  return { canvas, at };
}

/** Presses `button` at `from`, moves to `to` in steps, and releases there. */
export async function drag(
  page: Page,
  from: PagePoint,
  to: PagePoint,
  button: 'left' | 'right' | 'middle' = 'left',
) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up({ button });
}
