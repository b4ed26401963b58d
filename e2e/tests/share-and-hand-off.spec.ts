/**
 * Sharing and handing off a project (issue H5): read-only share links for a persona and
 * for the whole project, opened by a stranger in a fresh browser context with no account
 * (content shown, no editing controls, no editor code among the scripts, noindex),
 * revoked and then refused; the project as one PDF (its pages' text read); a backup
 * downloaded and restored as a new project, item by item the same, and a broken backup
 * refused with nothing created.
 */
import type { APIResponse, Browser, Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { downloaded, pdfPages } from '../support/export.ts';
import { acceptCookies, expect, test } from '../support/fixtures.ts';
import { createProjectThroughApi } from '../support/projects-api.ts';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const PERSONA = 'Anna Kovalenko';
const MAP = 'Anna at the checkout';
const FLOW = 'Checkout flow';

/** The API as the page's signed-in user. */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const json = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown> & { PK: string; SK: string };
  };
  /** Creates an item and saves `changes` over its default content. */
  const item = async (apiPath: string, skField: string, projectSK: string, changes: object) => {
    const created = await json(
      await page.request.post(`/api/${apiPath}`, { headers, data: { projectSK } }),
    );
    const { PK, SK, thumbnailPath, UPDATED_AT, CREATED_AT, ...content } = created;
    return json(
      await page.request.patch(`/api/${apiPath}`, {
        headers,
        data: { ...content, ...changes, projectSK: PK, [skField]: SK },
      }),
    );
  };
  const get = async (path: string) => json(await page.request.get(path, { headers }));
  return { item, get, headers };
}

/** A project with a persona, an empathy map about her and a user flow. */
async function projectWithItems(page: Page) {
  const project = await createProjectThroughApi(page, {
    name: 'Checkout research',
    description: 'What we learned about paying.',
  });
  const { item } = await api(page);
  const persona = await item('ux-personas', 'uxPersonaSK', project.SK, {
    name: PERSONA,
    biography: 'Buys groceries online twice a week.',
  });
  const map = await item('empathy-maps', 'empathyMapSK', project.SK, {
    name: MAP,
    personaSK: persona.SK,
    says: 'Why is delivery extra?',
  });
  const flow = await item('user-flows', 'userFlowSK', project.SK, { name: FLOW });
  return { project, persona, map, flow };
}

const projectPage = (page: Page, projectSK: string) =>
  page.goto(`/project/${projectSK.replace('#', '_')}`);

/** Creates a link in the share dialog for `what` (an option's label); resolves to its URL. */
async function createLink(page: Page, what: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share read-only' });
  await dialog.getByLabel('What to share').selectOption({ label: what });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'New share link' });
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  return link.inputValue();
}

/** The scripts a page loaded, as paths. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/**
 * The files of a remote's current release that only its editor loads (its `./App`, not its
 * `./Viewer`), from the release's own manifest; and the viewer's.
 */
async function releaseFiles(page: Page, remote: string) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<
    string,
    { entry: string }
  >;
  const entry = new URL(remotes[remote]!.entry, page.url());
  const manifest = (await (await page.request.get(entry.href)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const files = (name: string) => {
    const expose = manifest.exposes.find((candidate) => candidate.name === name)!;
    return [...expose.assets.js.sync, ...expose.assets.js.async].map(
      (file) => new URL(file, entry).pathname,
    );
  };
  const viewer = files('Viewer');
  return { editorOnly: files('App').filter((file) => !viewer.includes(file)), viewer };
}

async function strangerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, scripts: scriptsOf(page) };
}

test('an owner shares a persona and the project; a stranger reads them without an account; revoked links stop working', async ({
  page,
  signedIn,
  browser,
}) => {
  const { project } = await projectWithItems(page);
  await projectPage(page, project.SK);
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share read-only' });
  await expect(dialog.getByText('Nothing of this project is shared.')).toBeVisible();
  const localPart = signedIn.email.split('@')[0]!;
  await expect(dialog.getByText(`Viewers see “Shared by ${localPart}”.`)).toBeVisible();
  const personaUrl = await createLink(page, `User persona: ${PERSONA}`);
  const projectUrl = await createLink(page, 'The whole project');
  const rows = dialog.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'not opened yet' })).toHaveCount(2);

  // A stranger: a new context, no token, no cookies.
  const stranger = await strangerPage(browser);
  const response = await stranger.page.goto(personaUrl);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(stranger.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(stranger.page.getByRole('heading', { level: 1, name: PERSONA })).toBeAttached();
  await expect(stranger.page.getByText(`User persona · Shared by ${localPart}`)).toBeVisible();
  await expect(stranger.page.getByRole('heading', { level: 2, name: PERSONA })).toBeVisible();
  await expect(stranger.page.getByText('Buys groceries online twice a week.')).toBeVisible();
  await expect(stranger.page).toHaveTitle(`${PERSONA} – UX Stuff`);
  // Nothing to edit: no fields, no buttons, nothing editable.
  await expect(
    stranger.page.locator('input, textarea, select, button, [contenteditable="true"]'),
  ).toHaveCount(0);
  // The persona's viewer, and none of its editor's code nor the site's app.
  const persona = await releaseFiles(stranger.page, 'mf_ux_persona');
  expect(stranger.scripts).toEqual(
    expect.arrayContaining(persona.viewer.filter((f) => f.includes('Viewer'))),
  );
  expect(stranger.scripts.filter((script) => persona.editorOnly.includes(script))).toEqual([]);
  const siteEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(
    await (await stranger.page.request.get('/')).text(),
  )?.[1];
  expect(siteEntry).toBeTruthy();
  expect(stranger.scripts).not.toContain(siteEntry);

  // The whole project: every item by its viewer, in the editors' order.
  stranger.scripts.length = 0;
  await stranger.page.goto(projectUrl);
  await expect(
    stranger.page.getByRole('heading', { level: 1, name: 'Checkout research' }),
  ).toBeVisible();
  await expect(stranger.page.getByText('What we learned about paying.')).toBeVisible();
  const contents = stranger.page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveText([
    `User persona: ${PERSONA}`,
    `Empathy map: ${MAP}`,
    `User flow: ${FLOW}`,
  ]);
  for (const name of [PERSONA, MAP, FLOW]) {
    await expect(stranger.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(stranger.page.getByText('Why is delivery extra?')).toBeVisible();
  // The map names its persona, which it refers to by key.
  await expect(
    stranger.page
      .getByRole('region', { name: `Empathy map: ${MAP}` })
      .getByRole('figure')
      .filter({ hasText: PERSONA }),
  ).toBeVisible();
  await expect(stranger.page.getByRole('img', { name: /^Flow diagram/ })).toBeVisible();
  await expect(
    stranger.page.locator('input, textarea, select, button, [contenteditable="true"]'),
  ).toHaveCount(0);
  await expectNoViolations(stranger.page, "a shared project's page");
  for (const remote of ['mf_ux_persona', 'mf_empathy_map', 'mf_user_flow']) {
    const files = await releaseFiles(stranger.page, remote);
    expect(stranger.scripts.filter((script) => files.editorOnly.includes(script))).toEqual([]);
  }

  // The owner sees both links opened, and revokes the persona's.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: 'Share…' }).click();
  await expect(rows.filter({ hasText: 'last opened' })).toHaveCount(2);
  await dialog.getByRole('button', { name: `Revoke the link to User persona: ${PERSONA}` }).click();
  await expect(page.getByText('Link revoked: it no longer works.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await stranger.page.goto(personaUrl);
  await expect(
    stranger.page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  await expect(stranger.page.getByText(PERSONA)).toHaveCount(0);
  // An address no link ever had reads the same.
  await stranger.page.goto(`${new URL(personaUrl).origin}/s/${'A'.repeat(43)}`);
  await expect(
    stranger.page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();
  // The project's link still works.
  await stranger.page.goto(projectUrl);
  await expect(stranger.page.getByRole('heading', { level: 2, name: PERSONA })).toBeVisible();
  await stranger.context.close();
});

test("the project's PDF: a title page, contents and every artefact, with its text", async ({
  page,
  signedIn: _,
}) => {
  const { project } = await projectWithItems(page);
  await projectPage(page, project.SK);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const dialog = page.getByRole('dialog', { name: 'Project PDF' });
  await expect(dialog.getByText('The PDF is downloaded.')).toBeVisible();
  expect(download.suggestedFilename()).toBe('Checkout research.pdf');
  const { texts } = await pdfPages(await downloaded(download));
  const [title, contents, ...sections] = texts;
  expect(title).toContain('Checkout research');
  expect(title).toContain('What we learned about paying.');
  expect(title).toContain('Artefacts: 3');
  expect(contents).toContain('Contents');
  for (const name of [PERSONA, MAP, FLOW]) expect(contents).toContain(name);
  // Each artefact on its own page(s), in the contents' order, its text selectable.
  const pageOf = (text: string) => sections.findIndex((section) => section.includes(text));
  expect(pageOf('Buys groceries online twice a week.')).toBeGreaterThanOrEqual(0);
  expect(pageOf('Why is delivery extra?')).toBeGreaterThan(
    pageOf('Buys groceries online twice a week.'),
  );
  expect(pageOf('Start')).toBeGreaterThan(pageOf('Why is delivery extra?'));
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('a backup restores as a new project, item by item the same; a broken one is refused and changes nothing', async ({
  page,
  signedIn: _,
}, testInfo) => {
  const { project, persona, map, flow } = await projectWithItems(page);
  await projectPage(page, project.SK);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Checkout research.uxbackup.json');
  const backup = await downloaded(download);
  const file = testInfo.outputPath('project.uxbackup.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, backup);

  const { get } = await api(page);
  const projectsBefore = (
    (await (
      await page.request.get('/api/projects', { headers: (await api(page)).headers })
    ).json()) as unknown[]
  ).length;

  // A broken file (cut short) is refused, and no project appears.
  await page.goto('/projects');
  const broken = testInfo.outputPath('broken.uxbackup.json');
  writeFileSync(broken, backup.subarray(0, Math.floor(backup.length / 2)));
  await page.locator('input[type="file"]').setInputFiles(broken);
  await expect(page.getByText('This file is not a project backup')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('Project restored from the backup')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/PROJECT_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout research' })).toBeVisible();
  const restoredSK = `PROJECT#${page.url().split('/project/PROJECT_')[1]}`;
  expect(restoredSK).not.toBe(project.SK);
  const projectsAfter = (
    (await (
      await page.request.get('/api/projects', { headers: (await api(page)).headers })
    ).json()) as unknown[]
  ).length;
  expect(projectsAfter).toBe(projectsBefore + 1);

  // Every item is there, the same, under new keys; the map names the new persona.
  const list = async (apiPath: string) =>
    (await (
      await page.request.get(`/api/${apiPath}/${restoredSK.replace('#', '%23')}`, {
        headers: (await api(page)).headers,
      })
    ).json()) as { SK: string; name: string }[];
  const restored = {
    persona: (await list('ux-personas'))[0]!,
    map: (await list('empathy-maps'))[0]!,
    flow: (await list('user-flows'))[0]!,
  };
  const detail = (apiPath: string, SK: string) =>
    get(`/api/${apiPath}/${restoredSK.replace('#', '%23')}/${SK.replace('#', '%23')}`);
  const content = (item: Record<string, unknown>, ...keys: string[]) => {
    const copy: Record<string, unknown> = { ...item };
    for (const key of [
      'PK',
      'SK',
      'projectSK',
      'UPDATED_AT',
      'CREATED_AT',
      'version',
      'thumbnailPath',
      ...keys,
    ])
      delete copy[key];
    return copy;
  };
  const restoredPersona = await detail('ux-personas', restored.persona.SK);
  expect(content(restoredPersona, 'uxPersonaSK')).toEqual(content(persona, 'uxPersonaSK'));
  const restoredMap = await detail('empathy-maps', restored.map.SK);
  expect(restoredMap.personaSK).toBe(restored.persona.SK);
  expect(content(restoredMap, 'empathyMapSK', 'personaSK')).toEqual(
    content(map, 'empathyMapSK', 'personaSK'),
  );
  const restoredFlow = await detail('user-flows', restored.flow.SK);
  expect(content(restoredFlow, 'userFlowSK')).toEqual(content(flow, 'userFlowSK'));
});
