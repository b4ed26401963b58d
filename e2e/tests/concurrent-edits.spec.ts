import { expectNoViolations } from '../support/axe.ts';
import { createEmpathyMapThroughApi, mapField } from '../support/empathy-map.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';

/*
 * The concurrent-edit rule end to end (issue F9): two tabs on the same empathy map, then
 * on the same project (its page and the list's edit dialog). A
 * save made from a copy that another tab has saved over is refused, and the editor asks:
 * keep editing, reload the saved version, or overwrite it. No choice loses work silently.
 */

test.describe('two tabs editing the same item', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
  });

  test('the later save asks, then reloads or overwrites as chosen', async ({ page, context }) => {
    test.slow();
    const project = await createProjectThroughApi(page, { name: 'Two tabs' });
    const mapPath = await createEmpathyMapThroughApi(page, project.SK);
    const tabA = page;
    const tabB = await context.newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(mapPath);
      await expect(mapField(tab, 'Says')).toBeEditable();
    }
    const save = async (tab: typeof page) => tab.getByRole('button', { name: 'Save' }).click();
    const conflictIn = (tab: typeof page) =>
      tab.getByRole('alertdialog', { name: 'Changed in another tab' });

    // Tab A saves first.
    await mapField(tabA, 'Says').fill('From tab A');
    await save(tabA);
    await expect(tabA.getByText('Saved Successfully')).toBeVisible();

    // Tab B, still on the copy it opened, is asked instead of overwriting A's work.
    await mapField(tabB, 'Says').fill('From tab B');
    await save(tabB);
    const question = conflictIn(tabB);
    await expect(question).toBeVisible();
    await expect(question).toContainText(
      'This empathy map was changed in another tab or window after you opened it.',
    );
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await expectNoViolations(tabB, 'the concurrent-edit question');
    // Keep editing: nothing is lost, the draft stays unsaved.
    await tabB.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(mapField(tabB, 'Says')).toHaveValue('From tab B');
    await expect(tabB.getByText('Unsaved*')).toBeVisible();

    // Asked again, B reloads the saved version: A's text, nothing unsaved.
    await save(tabB);
    await question.getByRole('button', { name: 'Load saved version' }).click();
    await expect(question).toBeHidden();
    await expect(mapField(tabB, 'Says')).toHaveValue('From tab A');
    await expect(tabB.getByText('Unsaved*')).toHaveCount(0);

    // B's next save is an edit of the latest version, so it goes through.
    await mapField(tabB, 'Thinks').fill('B thinks');
    await save(tabB);
    await expect(tabB.getByText('Saved Successfully')).toBeVisible();

    // Now A is the stale one; it chooses to overwrite with its own copy.
    await mapField(tabA, 'Feels').fill('A feels');
    await save(tabA);
    await conflictIn(tabA).getByRole('button', { name: 'Overwrite' }).click();
    await expect(tabA.getByText('Saved Successfully')).toBeVisible();
    await expect(conflictIn(tabA)).toBeHidden();

    // What the server keeps is exactly A's copy.
    await tabB.reload();
    await expect(mapField(tabB, 'Says')).toHaveValue('From tab A');
    await expect(mapField(tabB, 'Feels')).toHaveValue('A feels');
    await expect(mapField(tabB, 'Thinks')).toHaveValue('');
  });

  test('a project renamed in two tabs asks the same question, on its page and in the list', async ({
    page,
    context,
  }) => {
    test.slow();
    const project = await createProjectThroughApi(page, { name: 'Original name' });
    const projectPath = `/project/${project.SK.replace('#', '_')}`;
    const tabA = page;
    const tabB = await context.newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(projectPath);
      await expect(tab.getByLabel('Project name')).toHaveValue('Original name');
    }
    const question = tabB.getByRole('alertdialog', { name: 'Changed in another tab' });

    await tabA.getByLabel('Project name').fill('Renamed in A');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await expect(tabA.getByText('Project Saved Successfully')).toBeVisible();

    await tabB.getByLabel('Project name').fill('Renamed in B');
    await tabB.getByRole('button', { name: 'Save' }).click();
    await expect(question).toContainText(
      'This project was changed in another tab or window after you opened it.',
    );
    await question.getByRole('button', { name: 'Load saved version' }).click();
    await expect(tabB.getByLabel('Project name')).toHaveValue('Renamed in A');
    await expect(tabB.getByRole('heading', { level: 1 })).toHaveText('Renamed in A');

    // The list's edit dialog, opened before A's next rename, overwrites on request.
    await tabB.goto('/projects');
    await tabB.getByRole('button', { name: 'Edit project Renamed in A' }).click();
    const dialog = tabB.getByRole('dialog', { name: 'Edit project' });
    await tabA.getByLabel('Project name').fill('Renamed in A again');
    await tabA.getByRole('button', { name: 'Save' }).click();
    // The heading shows the stored name once the save has landed.
    await expect(tabA.getByRole('heading', { level: 1 })).toHaveText('Renamed in A again');
    await dialog.getByLabel('Project name').fill('Final from the list');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await question.getByRole('button', { name: 'Overwrite' }).click();
    await expect(dialog).toBeHidden();
    await expect(tabB.getByRole('link', { name: /Final from the list/ }).first()).toBeVisible();
    await tabA.reload();
    await expect(tabA.getByLabel('Project name')).toHaveValue('Final from the list');
  });
});
