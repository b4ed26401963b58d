import { expectNoViolations } from '../support/axe.ts';
import {
  changeColumnType,
  competitorHeaders,
  competitorRow,
  criteriaNames,
  grid,
  INNER_TEXT,
  openColumnMenu,
  renameColumn,
  renameCompetitor,
  rowValues,
  writeCell,
} from '../support/competitor-analysis.ts';
import { exportJpeg, isJpeg } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi, idOf } from '../support/projects-api.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe('competitor analysis, as a guest', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('exports the sample table as a real JPEG with the right name', async ({ page }) => {
    await page.goto('/competitoranalysis');
    await expect(page.getByText('Competitor Analysis', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Food delivery apps');
    await expect(competitorHeaders(page)).toHaveText(
      ['QuickBite', 'FreshCart', 'Corner Deli Direct'],
      INNER_TEXT,
    );
    // A guest cannot save (spec §1).
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    const { download, bytes } = await exportJpeg(page);
    expect(download.suggestedFilename()).toBe('competitor_analysis_export.jpg');
    expect(isJpeg(bytes)).toBe(true);
    // The controls came back after the picture was taken.
    await expect(page.getByRole('button', { name: 'Add criterion' })).toBeVisible();
  });

  test('the 31st criterion and the 31st competitor cannot be added', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/competitoranalysis');
    const addCriterion = page.getByRole('button', { name: 'Add criterion' });
    const addCompetitor = page.getByRole('button', { name: 'Add competitor' });
    // The sample has 4 criteria and 3 competitors.
    for (let i = 4; i < 30; i++) await addCriterion.click();
    for (let i = 3; i < 30; i++) await addCompetitor.click();
    expect(await criteriaNames(page)).toHaveLength(30);
    await expect(competitorHeaders(page)).toHaveCount(30);
    expect((await criteriaNames(page)).at(-1)).toBe('Criteria 30');
    await expect(competitorHeaders(page).last()).toHaveText('Competitor 30', INNER_TEXT);

    await expect(addCriterion).toHaveAttribute('aria-disabled', 'true');
    await expect(addCriterion).toHaveAttribute('title', 'Maximum 30 criteria allowed');
    await expect(addCompetitor).toHaveAttribute('aria-disabled', 'true');
    await expect(addCompetitor).toHaveAttribute('title', 'Maximum 30 competitors allowed');
    // Said beside each '+' too, and read out with it.
    await expect(addCriterion).toHaveAccessibleDescription('Maximum 30 criteria allowed');
    await expect(addCompetitor).toHaveAccessibleDescription('Maximum 30 competitors allowed');
    await expect(page.getByText('Maximum 30 criteria allowed', { exact: true })).toBeVisible();
    await expect(page.getByText('Maximum 30 competitors allowed', { exact: true })).toBeVisible();
    // Disabled, but still there to be clicked (Playwright would wait for it to enable).
    await addCriterion.click({ force: true });
    await addCompetitor.click({ force: true });
    expect(await criteriaNames(page)).toHaveLength(30);
    await expect(competitorHeaders(page)).toHaveCount(30);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/competitoranalysis');
    await page.getByRole('textbox', { name: 'Name' }).focus();
    // Name → Undo → Redo (reachable while there is nothing to take: aria-disabled) →
    // Export → More export formats → the grid's active cell (the first competitor's name).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export in JPEG' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'More export formats' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(grid(page).getByRole('rowheader', { name: 'QuickBite' })).toBeFocused();
    await expect(grid(page).getByRole('rowheader', { name: 'QuickBite' })).toHaveCSS(
      'outline-style',
      'solid',
    );

    // Edit the name: F2, type, Enter commits and keeps the focus on the cell.
    await page.keyboard.press('F2');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('QuickBite Go');
    await page.keyboard.press('Enter');
    await expect(grid(page).getByRole('rowheader', { name: 'QuickBite Go' })).toBeFocused();

    // Move right to the fee, Enter edits, Escape cancels.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' (typo)');
    await page.keyboard.press('Escape');
    expect((await rowValues(page, 'QuickBite Go'))[0]).toBe('€2.49 flat');

    // Right again: a Yes/No switch, toggled with Space.
    await page.keyboard.press('ArrowRight');
    const freeDelivery = page.getByRole('switch', {
      name: 'Free delivery over €25 for QuickBite Go',
    });
    await expect(freeDelivery).toBeFocused();
    await page.keyboard.press('Space');
    await expect(freeDelivery).toHaveAttribute('aria-checked', 'false');

    // Up to its header: Enter opens the menu, the type step, back, Escape closes.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Change Column Type' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Yes or No' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Column name' })).toBeFocused();
    await page.keyboard.type('Free delivery');
    await page.keyboard.press('Enter');
    expect((await criteriaNames(page))[1]).toBe('Free delivery');

    // Tab reaches the column's resize handle; arrows resize it.
    await page.keyboard.press('Tab');
    const handle = page.getByRole('separator', { name: 'Resize column Free delivery' });
    await expect(handle).toBeFocused();
    // 200 px wide by default, 100 below the 1320 px breakpoint (spec §2).
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await page.keyboard.press('Shift+ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(before + 50));

    // Back in the grid: row numbers move rows.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(competitorHeaders(page)).toHaveText(
      ['Corner Deli Direct', 'QuickBite Go', 'FreshCart'],
      INNER_TEXT,
    );
  });

  test('has no axe violations, menu open or not', async ({ page }) => {
    await page.goto('/competitoranalysis');
    await expect(grid(page)).toBeVisible();
    await expectNoViolations(page, 'the guest editor');
    await openColumnMenu(page, 'Delivery fee');
    await page.getByRole('menuitem', { name: 'Change Column Type' }).click();
    await expectNoViolations(page, 'the column menu, type step');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await grid(page).getByRole('gridcell', { name: '€2.49 flat' }).click();
    await expectNoViolations(page, 'a cell being edited');
  });
});

test.describe('competitor analysis, signed in', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('a 5 x 5 table with both column types comes back after save and reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const project = await createProjectThroughApi(page, { name: 'Note apps' });
    await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
    await page.getByRole('button', { name: 'Create New: Competitor Analysis' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/competitoranalysis/PROJECT_${idOf(project.SK)}/COMPAN_${UUID}$`),
    );
    await expect(page.getByRole('link', { name: '← Note apps' })).toBeVisible();
    // A new analysis: three competitors by three text criteria.
    expect(await criteriaNames(page)).toEqual(['Criteria 1', 'Criteria 2', 'Criteria 3']);

    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add criterion' }).click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add competitor' }).click();
    expect(await criteriaNames(page)).toHaveLength(6);
    await expect(competitorHeaders(page)).toHaveCount(6);

    const columns = ['Price', 'Free plan', 'Platforms', 'Offline mode', 'Rating'];
    for (const [i, name] of columns.entries()) await renameColumn(page, `Criteria ${i + 1}`, name);
    await changeColumnType(page, 'Free plan', 'Yes or No');
    await changeColumnType(page, 'Offline mode', 'Yes or No');
    await changeColumnType(page, 'Rating', 'Yes or No');
    await changeColumnType(page, 'Rating', 'Text');

    const competitors = ['Acme Notes', 'Bravo Docs', 'Cirrus Pad', 'Delta Write', 'Echo Memo'];
    for (const [i, name] of competitors.entries()) {
      await renameCompetitor(page, `Competitor ${i + 1}`, name);
    }
    for (const [i, name] of competitors.entries()) {
      await writeCell(page, name, 'Price', `$${i + 4}/month`);
    }
    await writeCell(page, 'Bravo Docs', 'Platforms', 'Web, iOS');
    await page.getByRole('switch', { name: 'Free plan for Acme Notes' }).click();
    await page.getByRole('switch', { name: 'Offline mode for Cirrus Pad' }).click();

    // Delete the sixth column and the sixth row (both empty: nothing to confirm).
    await openColumnMenu(page, 'Criteria 6');
    await page.getByRole('menuitem', { name: 'Delete Column' }).click();
    await page.getByRole('button', { name: 'Remove Competitor 6' }).click();
    // Its 'Rating' reads 'No' since that column was Yes or No for a while: worth a question.
    const confirm = page.getByRole('alertdialog', { name: 'Remove Competitor 6?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();

    // Echo Memo moves to the top by its row number.
    await competitorRow(page, 'Echo Memo').getByRole('gridcell').first().click();
    const position = page.getByRole('textbox', { name: 'Position of Echo Memo' });
    await position.fill('1');
    await position.press('Enter');

    // Widen 'Price' by dragging the edge of its header.
    const handle = page.getByRole('separator', { name: 'Resize column Price' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const widened = Number(await handle.getAttribute('aria-valuenow'));
    expect(widened).toBeGreaterThanOrEqual(before + 70);

    const expected = {
      criteria: columns,
      competitors: ['Echo Memo', 'Acme Notes', 'Bravo Docs', 'Cirrus Pad', 'Delta Write'],
      rows: {
        'Echo Memo': ['$8/month', 'No', '-', 'No', 'No'],
        'Acme Notes': ['$4/month', 'Yes', '-', 'No', 'No'],
        'Bravo Docs': ['$5/month', 'No', 'Web, iOS', 'No', 'No'],
        'Cirrus Pad': ['$6/month', 'No', '-', 'Yes', 'No'],
        'Delta Write': ['$7/month', 'No', '-', 'No', 'No'],
      } as Record<string, string[]>,
    };
    const expectTable = async () => {
      expect(await criteriaNames(page)).toEqual(expected.criteria);
      await expect(competitorHeaders(page)).toHaveText(expected.competitors, INNER_TEXT);
      for (const name of expected.competitors) {
        expect(await rowValues(page, name), name).toEqual(expected.rows[name]);
      }
    };
    await expectTable();

    await expect(page.getByText('Unsaved*')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();
    await expect(page.getByText('Unsaved*')).toBeHidden();
    // The side list shows the new thumbnail: a picture of the table.
    await expect(page.getByRole('complementary').locator('img')).toHaveCount(1);

    await page.reload();
    await expect(grid(page)).toBeVisible();
    await expectTable();
    await expect(page.getByRole('separator', { name: 'Resize column Price' })).toHaveAttribute(
      'aria-valuenow',
      String(widened),
    );
    await expect(page.getByText('Unsaved*')).toBeHidden();
  });

  test('keeps unsaved work when it is left; create-new and delete go through the project', async ({
    page,
  }) => {
    const project = await createProjectThroughApi(page, { name: 'Banking' });
    await page.goto(`/project/PROJECT_${idOf(project.SK)}`);
    await page.getByRole('button', { name: 'Create New: Competitor Analysis' }).click();
    await expect(grid(page)).toBeVisible();
    const first = page.url();

    await renameCompetitor(page, 'Competitor 1', 'Bank A');
    // Leaving does not ask: the work is kept on this device and offered back on return
    // (the question is left for a browser that cannot keep it: drafts-edge-cases.spec.ts).
    await expect(page.locator('.ui-editor')).toHaveAttribute('data-draft-state', 'stored');
    await page.getByRole('link', { name: '← Banking' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
    // The project page is shown (not only addressed): the editor is gone.
    await expect(page.getByLabel('Project name')).toHaveValue('Banking');
    await page.goBack();
    await expect(page).toHaveURL(first);
    await page
      .getByRole('alertdialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Restore unsaved changes' })
      .click();
    await expect(grid(page).getByRole('rowheader', { name: 'Bank A', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Successfully')).toBeVisible();
    await expect(page.getByRole('complementary').locator('img')).toHaveCount(1);
    await expectNoViolations(page, 'a saved analysis with its side list');

    // The side list's '+' creates another analysis in the project and opens it.
    await page.getByRole('button', { name: 'Create new' }).click();
    await expect(page).not.toHaveURL(first);
    await expect(page).toHaveURL(new RegExp(`/COMPAN_${UUID}$`));
    await expect(competitorHeaders(page)).toHaveText(
      ['Competitor 1', 'Competitor 2', 'Competitor 3'],
      INNER_TEXT,
    );

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/project/PROJECT_${idOf(project.SK)}$`));
    const analyses = page.getByRole('region', { name: 'Competitor Analysis' });
    await expect(analyses.getByRole('link', { name: /^Open / })).toHaveCount(1);
  });
});
