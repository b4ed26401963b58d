import fs from 'node:fs';
import path from 'node:path';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/site.ts';

/**
 * The canvas's benchmark hook (`window.__canvasBench`, mf-canvas/src/components/
 * bench-hook.ts) is compiled only into benchmark builds (`pnpm bench`): the production
 * build this suite serves carries none of it.
 */
test('the production canvas carries no benchmark hook', async ({ page }) => {
  const assets = path.join(REPO_ROOT, 'mf-canvas', 'dist');
  const scripts = fs
    .readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withHook = scripts.filter((file) =>
    fs.readFileSync(path.join(assets, file), 'utf8').includes('__canvasBench'),
  );
  expect(withHook).toEqual([]);

  // `?bench=N` still opens a generated diagram, but nothing records its draws.
  await acceptCookies(page);
  await page.goto('/testsitemap?bench=50');
  await expect(page.getByRole('status')).toHaveText('50 shapes, 50 arrows. Nothing selected.');
  expect(await page.evaluate(() => '__canvasBench' in window)).toBe(false);
});
