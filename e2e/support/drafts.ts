import { expect, type Page } from '@playwright/test';
import { editorPath } from 'editor-kit/routes';
import { competitorAnalysisEditor } from '../../shared-contracts/src/editors/competitor-analysis/description.ts';
import { empathyMapEditor } from '../../shared-contracts/src/editors/empathy-map/description.ts';
import { uxPersonaEditor } from '../../shared-contracts/src/editors/ux-persona/description.ts';
import {
  competitorHeaders,
  competitorNames,
  criteriaNames,
  grid,
  rowValues,
  writeCell,
} from './competitor-analysis.ts';
import { editorOf } from './editors.ts';
import { mapField } from './empathy-map.ts';

/** An editor type, as its description names it (`uxPersona`). */
type FeatureType = string;

/**
 * The local drafts end to end: each editor as a person types in it, and the offer that
 * brings unsaved work back ('Restore unsaved changes' / 'Discard').
 */
export interface DraftEditor {
  type: FeatureType;
  /** Its site path (the description's route), for `guestEditorPath` and `editorPath`. */
  route: string;
  /** In words, as the offer says it: 'empathy map'. */
  name: string;
  /** The editor's content is on screen and can be typed in. */
  opened(page: Page): Promise<void>;
  /** Types unsaved work that only this test would type. */
  edit(page: Page, text: string): Promise<void>;
  /** The editor shows exactly that work. */
  expectEdit(page: Page, text: string): Promise<void>;
  /** The editor shows the saved copy, not the work. */
  expectNoEdit(page: Page, text: string): Promise<void>;
}

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The first competitor and criterion: the ones a new table and the sample both have. */
async function firstCell(page: Page) {
  // Read once both are on screen: a table may still be filling in as it shows.
  await expect(competitorHeaders(page).first()).toBeVisible();
  await expect(grid(page).getByRole('columnheader').getByRole('button').first()).toBeVisible();
  const [competitor] = await competitorNames(page);
  const [column] = await criteriaNames(page);
  return { competitor: competitor!, column: column! };
}

export const DRAFT_EDITORS: DraftEditor[] = [
  {
    type: empathyMapEditor.type,
    route: empathyMapEditor.route,
    name: 'empathy map',
    opened: (page) => expect(mapField(page, 'Says')).toBeEditable(),
    async edit(page, text) {
      await mapField(page, 'Says').fill(`${text}\nsecond line 👋`);
      await mapField(page, 'Pains').fill(`${text} hurts`);
    },
    async expectEdit(page, text) {
      await expect(mapField(page, 'Says')).toHaveValue(`${text}\nsecond line 👋`);
      await expect(mapField(page, 'Pains')).toHaveValue(`${text} hurts`);
    },
    async expectNoEdit(page, text) {
      await expect(mapField(page, 'Says')).not.toHaveValue(new RegExp(text));
      await expect(mapField(page, 'Pains')).not.toHaveValue(new RegExp(text));
    },
  },
  {
    type: competitorAnalysisEditor.type,
    route: competitorAnalysisEditor.route,
    name: 'competitor analysis',
    opened: (page) => expect(page.getByRole('grid')).toBeVisible(),
    async edit(page, text) {
      const { competitor, column } = await firstCell(page);
      await writeCell(page, competitor, column, text);
    },
    async expectEdit(page, text) {
      const { competitor } = await firstCell(page);
      await expect.poll(async () => (await rowValues(page, competitor))[0]).toBe(text);
    },
    async expectNoEdit(page, text) {
      const { competitor } = await firstCell(page);
      await expect.poll(async () => (await rowValues(page, competitor))[0]).not.toBe(text);
    },
  },
  {
    type: uxPersonaEditor.type,
    route: uxPersonaEditor.route,
    name: 'ux persona',
    opened: (page) => expect(byLabel(page, 'Biography')).toBeEditable(),
    async edit(page, text) {
      await byLabel(page, 'Biography').fill(`${text}\nMoved to the city.`);
      await byLabel(page, 'Age').fill('47');
    },
    async expectEdit(page, text) {
      await expect(byLabel(page, 'Biography')).toHaveValue(`${text}\nMoved to the city.`);
      await expect(byLabel(page, 'Age')).toHaveValue('47');
    },
    async expectNoEdit(page, text) {
      await expect(byLabel(page, 'Biography')).not.toHaveValue(new RegExp(text));
      await expect(byLabel(page, 'Age')).not.toHaveValue('47');
    },
  },
];

/** The offer of a stored draft. */
export const draftOffer = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Unsaved changes' });

/** Waits until the unsaved work is kept on this device (the editor says so on its root). */
export async function expectDraftStored(page: Page) {
  await expect(page.locator('.ui-editor')).toHaveAttribute('data-draft-state', 'stored');
}

/** The page's access token, for API calls made next to the browser. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'the page has an access token').toBeTruthy();
  return token!;
}

/**
 * A project with one new item of `type`, made through the API of the site at `siteUrl`
 * with `token`, or else the page's (then the page must have loaded that site signed in);
 * resolves to the item's editor path.
 */
export async function createItemThroughApi(
  page: Page,
  type: FeatureType,
  siteUrl = '',
  token?: string,
): Promise<string> {
  if (token === undefined && page.url() === 'about:blank') await page.goto(`${siteUrl}/`);
  const headers = { Authorization: `Bearer ${token ?? (await accessToken(page))}` };
  const project = await page.request.post(`${siteUrl}/api/projects`, { headers });
  expect(project.ok(), await project.text()).toBe(true);
  const { SK: projectSK } = (await project.json()) as { SK: string };
  const editor = await editorOf({ type });
  const created = await page.request.post(`${siteUrl}/api/${editor.items?.apiPath}`, {
    headers,
    data: { projectSK },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return editorPath(editor, (await created.json()) as { PK: string; SK: string });
}
