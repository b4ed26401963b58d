import { createAccount } from '../support/auth-flows.ts';
import { acceptCookies, expect, newCredentials, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';
import { ENGLISH_CHROME, expectNoEnglish, openInUkrainian } from '../support/ukrainian.ts';

// The shell in Ukrainian: landing, header, auth modal (its validation and a server
// error), projects and the project dialogs. The editors (their toasts and validation
// messages) are in ukrainian-editors.spec.ts, with the same helpers.

test.describe('the site in Ukrainian', () => {
  test('the landing page, header, footer and cookie banner', async ({ page }) => {
    await openInUkrainian(page);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Створюйте UX-артефакти легко та повністю безкоштовно',
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Почніть створювати' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Портрети користувачів' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Зареєструватися' })).toBeVisible();
    await expect(page.getByText('© 2024 UX Stuff. Усі права захищено.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Прийняти' })).toBeVisible();
    await expectNoEnglish(page, [
      ...ENGLISH_CHROME,
      'Create UX artefacts',
      'Start creating',
      'User Personas',
      'Empathy Maps',
      'We use cookies',
      'Accept',
    ]);

    // The setting is kept: the next page opens in Ukrainian without ?lng.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(header.getByRole('button', { name: 'Зареєструватися' })).toBeVisible();
  });

  test('the auth modal, its validation and the server’s answer', async ({ page }) => {
    const credentials = newCredentials();
    await createAccount(page, credentials);
    await acceptCookies(page);
    await openInUkrainian(page);

    await page.getByRole('banner').getByRole('button', { name: 'Зареєструватися' }).click();
    const signUp = page.getByRole('dialog', { name: 'Створіть обліковий запис' });
    await expect(signUp).toBeVisible();
    await signUp.getByRole('textbox', { name: 'Електронна пошта' }).fill('not-an-email');
    await signUp.getByRole('button', { name: 'Продовжити' }).click();
    await expect(signUp.getByText('неправильний формат пошти', { exact: true })).toBeVisible();
    await expectNoEnglish(page, ['wrong email pattern', 'Create your account', 'Continue']);

    await signUp.getByRole('button', { name: 'Увійти', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Вхід до наявного облікового запису' });
    await expect(login).toBeVisible();
    const submit = login.getByRole('button', { name: 'Увійти', exact: true });
    await submit.click();
    await expect(login.getByText('Одне або кілька полів порожні.')).toBeVisible();

    await login.getByRole('textbox', { name: 'Електронна пошта' }).fill(credentials.email);
    await login.getByLabel('Пароль', { exact: true }).fill('Wrong-password-1');
    await submit.click();
    // The server's message, translated by its code.
    await expect(login.getByRole('alert')).toHaveText('Неправильна пошта або пароль');
    await expectNoEnglish(page, [
      'Wrong email or password',
      'One or more fields are empty.',
      'Login to existing account',
      'Forgot password?',
    ]);

    await login.getByLabel('Пароль', { exact: true }).fill(credentials.password);
    await submit.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Проєкти' })).toBeVisible();
  });

  test('the projects page and the project dialogs', async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await acceptCookies(page);
    await openInUkrainian(page, '/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Ваші проєкти' })).toBeVisible();
    await expect(page.getByText('Список порожній')).toBeVisible();
    await expectNoEnglish(page, [...ENGLISH_CHROME, 'Your projects', 'Items list is empty']);

    await createProjectThroughApi(page, { name: 'Дослідження', description: 'Опис' });
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Остання зміна' })).toBeVisible();
    // The date through Intl in Ukrainian: '22 лист. 2026 р.'.
    await expect(page.getByRole('row').locator('time')).toHaveText(/^\d{1,2} \S+ \d{4} р\.$/);

    await page.getByRole('button', { name: 'Редагувати проєкт Дослідження' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редагування проєкту' });
    const name = dialog.getByLabel('Назва проєкту');
    await name.fill('Ab');
    await expect(dialog.getByText('Назва має містити щонайменше 3 символи.')).toBeVisible();
    await expectNoEnglish(page, ['Name must be at least 3 characters.', 'Edit project', 'Cancel']);
    await name.fill('Нова назва');
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await expect(page.getByText('Проєкт успішно збережено')).toBeVisible();

    await page.getByRole('button', { name: 'Видалити проєкт Нова назва' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Ви впевнені, що хочете видалити проєкт?',
    });
    await expect(confirm.getByRole('button', { name: 'Скасувати' })).toBeVisible();
    await expectNoEnglish(page, ['Are you sure you want to delete project?', 'Delete']);
    await confirm.getByRole('button', { name: 'Видалити' }).click();
    await expect(page.getByText('Список порожній')).toBeVisible();
  });
});
