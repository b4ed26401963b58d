import type { Locator, Page } from '@playwright/test';
import { expectSignedInAs } from '../support/auth-flows.ts';
import { acceptCookies, expect, newCredentials, test } from '../support/fixtures.ts';

/**
 * A new user does everything with the keyboard alone: no clicks, no `fill`, no `focus()`.
 * Each step Tabs to a control the way a person would, so a control that Tab cannot
 * reach, or a dialog that loses the focus, fails the test.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Selects what a focused text field holds and types over it. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The focused control shows a focus indicator (an outline or a box-shadow ring). */
async function expectVisibleFocus(target: Locator, what: string) {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    // The projects list draws the ring of a focused name link on its whole row.
    const ringed = element.closest('tr') ?? element;
    const own = getComputedStyle(element);
    const row = getComputedStyle(ringed);
    return {
      matches: element.matches(':focus-visible'),
      outline: own.outlineStyle !== 'none' && Number.parseFloat(own.outlineWidth) > 0,
      shadow: own.boxShadow !== 'none',
      rowOutline: ringed !== element && row.outlineStyle !== 'none',
    };
  });
  expect(indicator.matches, `${what} matches :focus-visible`).toBe(true);
  expect(
    indicator.outline || indicator.shadow || indicator.rowOutline,
    `${what} shows a focus ring`,
  ).toBe(true);
}

test('a new user signs up and manages projects with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await acceptCookies(page);
  const { email, password } = newCredentials();
  await page.goto('/');
  const header = page.getByRole('banner');
  const signUp = header.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeVisible();

  // The first Tab offers a way past the header, straight to the page content.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expectVisibleFocus(skipLink, 'the skip link');

  // Sign Up from the header opens the auth modal with the email field focused.
  await tabTo(page, signUp);
  await expectVisibleFocus(signUp, 'the Sign Up button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'Email' });
  await expectVisibleFocus(emailField, 'the email field');

  // Escape closes it and the focus goes back to Sign Up; Space opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
  await page.keyboard.press('Space');
  await expect(emailField).toBeFocused();

  // Enter in the email field is 'Continue'.
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const passwordField = dialog.getByLabel('Password', { exact: true });
  await expect(passwordField).toBeFocused();
  await page.keyboard.type(password);
  // Tab passes the show/hide toggle on the way to the repeat field; Space toggles it.
  await page.keyboard.press('Tab');
  const toggle = dialog.getByRole('button', { name: 'Show password' }).first();
  await expectVisibleFocus(toggle, 'the show password toggle');
  await page.keyboard.press('Space');
  await expect(passwordField).toHaveAttribute('type', 'text');
  await tabTo(page, dialog.getByLabel('Repeat password', { exact: true }));
  await page.keyboard.type(password);
  // The focus trap: Tab from the last control wraps to the first, Shift+Tab goes back.
  const createAccount = dialog.getByRole('button', { name: 'Create account' });
  await tabTo(page, createAccount);
  await page.keyboard.press('Enter');

  // Signed up, signed in, the page reloaded.
  await expectSignedInAs(page, email);

  // Projects through the header.
  const projectsLink = header.getByRole('link', { name: 'Projects' });
  await tabTo(page, projectsLink);
  await expectVisibleFocus(projectsLink, 'the Projects link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Items list is empty')).toBeVisible();

  // Two projects, each created from the list, named on its own page and back by the
  // breadcrumb: both on the keyboard.
  for (const name of ['Keyboard study', 'Screen reader notes']) {
    const create = page.getByRole('button', { name: /^Create (new|your first) project$/ }).first();
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/project\/PROJECT_/);
    const nameField = page.getByRole('textbox', { name: 'Project name' });
    await tabTo(page, nameField);
    await retype(page, name);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Project Saved Successfully').last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const back = page.getByRole('navigation', { name: 'Your projects' }).getByRole('link');
    await tabTo(page, back, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects$/);
  }
  const openLinks = page.getByRole('link', { name: /^Open project / });
  await expect(openLinks).toHaveText(['Screen reader notes', 'Keyboard study']);
  await expectVisibleFocus(
    await focusOn(page, openLinks.first()),
    'a project row (the ring is on the row)',
  );

  // Rename through the pencil's dialog; Escape first, to see the focus come back.
  const pencil = page.getByRole('button', { name: 'Edit project Keyboard study' });
  await tabTo(page, pencil);
  await expectVisibleFocus(pencil, 'the pencil button');
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(editDialog.getByRole('textbox', { name: 'Project name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(pencil).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editDialog.getByRole('textbox', { name: 'Project name' })).toBeFocused();
  await retype(page, 'Keyboard study renamed');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Project Saved Successfully').last()).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(openLinks).toHaveText(['Keyboard study renamed', 'Screen reader notes']);
  const renamedPencil = page.getByRole('button', { name: 'Edit project Keyboard study renamed' });
  await expect(renamedPencil).toBeFocused();

  // Delete through the confirm: the focus starts on Cancel, so Enter alone deletes
  // nothing; Escape cancels back to the bin, then Tab reaches Delete.
  const bin = page.getByRole('button', { name: 'Delete project Screen reader notes' });
  await tabTo(page, bin);
  await expectVisibleFocus(bin, 'the bin button');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete project?',
  });
  const cancel = confirm.getByRole('button', { name: 'Cancel' });
  await expectVisibleFocus(cancel, 'Cancel in the confirm');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(bin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  const deleteButton = confirm.getByRole('button', { name: 'Delete' });
  await expectVisibleFocus(deleteButton, 'Delete in the confirm');
  // Tab wraps inside the dialog (the close-less confirm has just these two buttons).
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(openLinks).toHaveText(['Keyboard study renamed']);
  // The bin went with its row: the focus lands on the neighbouring project, not the page top.
  await expect(openLinks.first()).toBeFocused();

  // The username menu: arrow keys move, Escape closes back onto the button.
  const userMenu = header.getByRole('button', { name: email });
  await tabTo(page, userMenu, { backwards: true });
  await expectVisibleFocus(userMenu, 'the username menu button');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Exit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(userMenu).toBeFocused();
});

test('the hamburger menu works from the keyboard at 800 px', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, toggle);
  await expectVisibleFocus(toggle, 'the menu toggle');
  await page.keyboard.press('Enter');
  const language = page.getByRole('combobox', { name: 'Language' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(language, 'the language select');
  await page.keyboard.press('Escape');
  await expect(language).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Sign Up from the menu; closing the modal brings the focus back to the menu toggle
  // (the Sign Up button went away with the menu).
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up' });
  await tabTo(page, signUp);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

/** Tabs to `target` and hands it back, for chaining into an assertion. */
async function focusOn(page: Page, target: Locator): Promise<Locator> {
  await tabTo(page, target, { backwards: true });
  return target;
}
