import type { Page } from '@playwright/test';
import { mapField, pngImage } from '../support/empathy-map.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';
import { elevenMegabytePng } from '../support/ux-persona-files.ts';

/**
 * Every editor in Ukrainian (issue 18: `?lng=ua` switches the whole site): the frame the
 * kit draws, the editor's own labels, its toasts and its validation messages, as a guest
 * and signed in. Each check names concrete Ukrainian words and makes sure the English
 * ones they replace are gone.
 */

/** The kit's frame around every editor, in Ukrainian. */
const FRAME = {
  name: 'Назва',
  save: 'Зберегти',
  export: 'Експортувати в JPEG',
  unsaved: 'Не збережено*',
};
const ENGLISH_FRAME = ['Export in JPEG', 'Unsaved*', 'Saved Successfully'];

/** A stored item of `resource` in a new project; resolves to its editor's address. */
async function createItemThroughApi(page: Page, resource: string, route: string) {
  const project = await createProjectThroughApi(page, { name: 'Дослідження' });
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await page.request.post(`/api/${resource}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { projectSK: project.SK },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { PK, SK } = (await created.json()) as { PK: string; SK: string };
  return `/${route}/${PK.replace('#', '_')}/${SK.replace('#', '_')}?lng=ua`;
}

async function expectNoEnglish(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
}

/** Saves with the frame's button and waits for the spec's success toast, in Ukrainian. */
async function saveAndSeeToast(page: Page) {
  await page.getByRole('button', { name: FRAME.save, exact: true }).click();
  await expect(page.getByText('Успішно збережено', { exact: true })).toBeVisible();
  await expect(page.getByText(FRAME.unsaved, { exact: true })).toHaveCount(0);
}

test.describe('the editors in Ukrainian', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  test('empathy map as a guest: boxes, hints, the limit and a refused image', async ({ page }) => {
    await page.goto('/empathymap?lng=ua');
    await expect(page.getByText('Карта емпатії', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: FRAME.name, exact: true })).toHaveValue(
      'Карта емпатії',
    );
    await expect(page.getByRole('button', { name: FRAME.export, exact: true })).toBeVisible();
    const says = page.getByRole('textbox', { name: 'Каже', exact: true });
    await expect(says).toHaveAttribute('placeholder', /Цитати з інтерв’ю/);
    for (const label of ['Думає', 'Робить', 'Відчуває', 'Болі', 'Здобутки']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await expect(mapField(page, 'Says')).toHaveCount(0);

    // The limit (spec §5: 300 for pains) says so in Ukrainian.
    const pains = page.getByRole('textbox', { name: 'Болі', exact: true });
    await pains.fill('б'.repeat(400));
    await expect(pains).toHaveValue('б'.repeat(300));
    await expect(page.getByText('300 / 300')).toBeVisible();
    await expect(page.getByText('Досягнуто межі в 300 символів')).toBeAttached();

    await page.getByRole('button', { name: 'Вибрати персону', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Вибір персони' });
    await expect(dialog.getByText(/Виберіть зображення для цієї карти/)).toBeVisible();
    await dialog.getByLabel('Завантажити зображення').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Дозволено лише зображення!');
    await dialog.getByLabel('Завантажити зображення').setInputFiles({
      name: 'face.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Зображення персони' })).toBeVisible();
    await expectNoEnglish(page, ['Says', 'Choose Persona', 'Limit of 300 characters reached']);
    await expectNoEnglish(page, ENGLISH_FRAME);
  });

  test('empathy map signed in: a refused name, then the saved toast', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    await page.goto(await createItemThroughApi(page, 'empathy-maps', 'empathymap'));
    const name = page.getByRole('textbox', { name: FRAME.name, exact: true });
    await expect(name).toHaveValue('Empathy map');
    await name.fill('');
    await expect(page.getByText('Назва не може бути порожньою').first()).toBeVisible();
    await name.fill('Мисливець за знижками');
    await page.getByRole('textbox', { name: 'Відчуває', exact: true }).fill('Підозріливість');
    await expect(page.getByText(FRAME.unsaved, { exact: true })).toBeVisible();
    await saveAndSeeToast(page);
    await expectNoEnglish(page, ENGLISH_FRAME);
  });

  test('UX persona as a guest: blocks, sample, an age out of range and a refused upload', async ({
    page,
  }) => {
    await page.goto('/uxpersonas?lng=ua');
    await expect(page.getByText('Портрет користувача', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ім’я персони' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Демографія' })).toBeVisible();
    await expect(page.getByLabel('Назва навички 1', { exact: true })).toHaveValue(
      'Технічний рівень',
    );
    await expect(page.getByRole('slider', { name: 'Інтроверт – Екстраверт' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Додати мотивацію' })).toBeVisible();

    await page.getByLabel('Вік', { exact: true }).fill('200');
    await expect(page.getByText('Вік має бути цілим числом від 0 до 150')).toBeVisible();

    await page.getByRole('button', { name: 'Вибрати фото', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Вибір фото' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Завантажити зображення', exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: elevenMegabytePng(),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Максимальний розмір завантаження — 10 МБ!');
    await dialog.getByRole('button', { name: 'Скасувати', exact: true }).click();
    await expectNoEnglish(page, ['Demographics', 'Add new motivation', 'Persona name']);
    await expectNoEnglish(page, ENGLISH_FRAME);
  });

  test('UX persona signed in: the saved toast and the skills limit', async ({ page, signedIn }) => {
    expect(signedIn.email).toContain('@');
    await page.goto(await createItemThroughApi(page, 'ux-personas', 'uxpersonas'));
    await expect(page.getByText('Портрет користувача', { exact: true })).toBeVisible();
    await page.getByLabel('Рід занять', { exact: true }).fill('Медсестра');
    await saveAndSeeToast(page);
    // Up to 20 skills (spec §5): the button then says why it is disabled.
    const add = page.getByRole('button', { name: 'Додати навичку' });
    while (await add.isEnabled()) await add.click();
    await expect(page.getByText('Дозволено щонайбільше 20 навичок').first()).toBeVisible();
    await expectNoEnglish(page, ['Maximum 20 skills allowed', 'Occupation']);
  });

  test('competitor analysis as a guest: the table, its questions and an empty table', async ({
    page,
  }) => {
    await page.goto('/competitoranalysis?lng=ua');
    await expect(page.getByText('Аналіз конкурентів', { exact: true })).toBeVisible();
    const grid = page.getByRole('grid', {
      name: 'Сервіси доставки їжі: конкуренти за критеріями',
    });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Конкурент' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Вартість доставки' })).toBeVisible();
    await expect(grid.getByRole('switch').first()).toHaveText('Так');
    await expect(page.getByRole('button', { name: 'Додати конкурента' })).toBeVisible();

    // Removing a competitor with something written asks first, in Ukrainian.
    for (const competitor of ['QuickBite', 'FreshCart', 'Крамниця за рогом']) {
      await page.getByRole('button', { name: `Вилучити ${competitor}`, exact: true }).click();
      const question = page.getByRole('alertdialog', { name: `Вилучити ${competitor}?` });
      await expect(question).toContainText('Усе, що написано для цього конкурента');
      await question.getByRole('button', { name: 'Вилучити', exact: true }).click();
    }
    await expect(page.getByText('Немає даних.', { exact: true })).toBeVisible();
    await expect(page.getByText(/Критерії зберігаються разом із конкурентами/)).toBeVisible();
    await expectNoEnglish(page, ['No data.', 'Add competitor', 'Competitor']);
  });

  test('competitor analysis signed in: new rows named in Ukrainian, then the saved toast', async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toContain('@');
    await page.goto(await createItemThroughApi(page, 'competitor-analysis', 'competitoranalysis'));
    await expect(page.getByText('Аналіз конкурентів', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Додати конкурента' }).click();
    await expect(page.getByRole('rowheader', { name: /^Конкурент \d+$/ }).last()).toBeVisible();
    await saveAndSeeToast(page);
  });

  test('the diagram canvas: title, tools, status line and overlay', async ({ page }) => {
    await page.goto('/testsitemap?lng=ua');
    await expect(page.getByRole('heading', { name: 'Полотно діаграми' })).toBeVisible();
    await expect(page.getByRole('application', { name: 'Полотно діаграми' })).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveText('3 фігури, 0 стрілок. Нічого не вибрано.');
    await page.getByRole('button', { name: 'Додати прямокутник' }).click();
    await expect(status).toHaveText(/^4 фігури, 0 стрілок\. Вибрано: прямокутник у точці/);
    await expect(page.getByTestId('canvas-debug')).toContainText('масштаб 1,00');
    await expect(page.getByText(/Backspace видаляє/)).toBeVisible();
    await expectNoEnglish(page, ['Diagram canvas', 'Add rectangle']);
  });
});
