import type { Page } from '@playwright/test';
import { signUpThroughModal } from '../support/auth-flows.ts';
import { draftOffer, expectDraftStored } from '../support/drafts.ts';
import { acceptCookies, expect, newCredentials, test } from '../support/fixtures.ts';

/*
 * Issue H6: a guest who fills an editor and then signs up (or logs in) can keep the work.
 * The page reloads signed in (spec §4) and offers the guest's draft back; the work is then
 * saved into a project the user picks, or one made for it, and opens there, saved.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test("a guest's persona, kept after signing up: saved into a new project with what was typed", async ({
  page,
}) => {
  await page.goto('/uxpersonas');
  await field(page, 'Name').fill('Guest Gina');
  await field(page, 'Personality words').fill('Curious, careful');
  await expectDraftStored(page);
  // Nothing to save to yet: no notice for a guest.
  await expect(page.getByRole('button', { name: 'Save to a project' })).toHaveCount(0);

  const { email, password } = newCredentials();
  await signUpThroughModal(page, { email, password });

  // The page came back signed in, on the sample route: the guest's work is offered back.
  await expect(draftOffer(page)).toBeVisible();
  await draftOffer(page).getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Gina' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'keep this work' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Save to a project' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose project' });
  await expect(dialog.getByText('Pick the project to save this ux persona in.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create new project' }).click();

  await expect(page).toHaveURL(/\/uxpersonas\/PROJECT_[0-9a-f-]+\/UXPERS_[0-9a-f-]+$/);
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Gina' })).toBeVisible();
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
  // It is stored, not only shown: a reload reads it back from the server.
  await page.reload();
  await expect(field(page, 'Personality words')).toHaveValue('Curious, careful');
  await expect(draftOffer(page)).toHaveCount(0);
  // Its project lists it.
  await page.getByRole('link', { name: /^← / }).click();
  await expect(
    page
      .getByRole('region', { name: 'User Personas' })
      .getByRole('link', { name: 'Open Guest Gina' }),
  ).toBeVisible();
});

test('Ctrl+S on the sample route, signed in, asks which project to keep the work in', async ({
  page,
}) => {
  const { email, password } = newCredentials();
  await page.goto('/empathymap');
  await signUpThroughModal(page, { email, password });
  await field(page, 'Says').fill('Signed-in work on the sample');
  await page.keyboard.press('ControlOrMeta+s');
  const dialog = page.getByRole('dialog', { name: 'Choose project' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create new project' }).click();
  await expect(page).toHaveURL(/\/empathymap\/PROJECT_[0-9a-f-]+\/EMPMAP_[0-9a-f-]+$/);
  await expect(field(page, 'Says')).toHaveValue('Signed-in work on the sample');
  await expect(page.getByText('Unsaved*')).toHaveCount(0);
});
