/**
 * Sharing and handing off (issue H5): a share link's page for each editor that has a
 * viewer, opened by a stranger on a cold cache (budget: ≤ 120 KB of JavaScript gzip),
 * and a project of 20 artefacts made into one PDF in the browser (budget: ≤ 10 s).
 *
 * Run after a production build: `pnpm --filter e2e bench sharing`. It starts the built
 * site on a free port, makes a user, a project with artefacts of every editor and share
 * links through the API, then opens each item's link in a fresh Chromium context (cache
 * off) until its viewer is shown and the network is quiet, and, signed in, clicks 'Download
 * PDF' on the project page and times it until the file arrives.
 */
import type { Browser, Page } from '@playwright/test';
import { writeBenchFigures } from '../../tooling/bench-figures.ts';
import { workspaceDescriptions } from '../support/editors.ts';
import {
  kb,
  markdownTable,
  median,
  type Resource,
  recordNetwork,
  runsFromEnv,
  settled,
  sum,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const SHARED_PAGE_BUDGET_KB = 120;
const PDF_BUDGET_MS = 10_000;
const PDF_ARTEFACTS = 20;
const PDF_RUNS = runsFromEnv('SHARING_PDF_RUNS', 3);
const PAGE_RUNS = runsFromEnv('SHARING_PAGE_RUNS', 3);

// The editors that store items and bring a viewer, from their own descriptions.
const viewerEditors = (await workspaceDescriptions()).filter(
  (editor) => editor.items && editor.viewer,
);

/** The site's API as the owner: a project of `count` artefacts, every viewer's type in turn. */
async function setUp(siteUrl: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${siteUrl}${path}`, {
      method,
      headers: {
        Origin: siteUrl,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  const credentials = { username: `bench-${Date.now()}@example.com`, password: 'Secret-123' };
  await call('POST', '/api/auth/sign-up', credentials);
  const { access_token: token } = (await call('POST', '/api/auth/sign-in', credentials)) as {
    access_token: string;
  };
  const project = (await call('POST', '/api/projects', undefined, token)) as { SK: string };
  await call(
    'PATCH',
    '/api/projects',
    { SK: project.SK, name: 'Bench project', description: 'Twenty artefacts' },
    token,
  );
  const items: { type: string; SK: string }[] = [];
  for (let i = 0; i < PDF_ARTEFACTS; i++) {
    const editor = viewerEditors[i % viewerEditors.length]!;
    const created = (await call(
      'POST',
      `/api/${editor.items!.apiPath}`,
      { projectSK: project.SK },
      token,
    )) as {
      SK: string;
    };
    items.push({ type: editor.type, SK: created.SK });
  }
  const links = new Map<string, string>();
  for (const editor of viewerEditors) {
    const item = items.find((entry) => entry.type === editor.type)!;
    const link = (await call(
      'POST',
      '/api/share-links',
      { projectSK: project.SK, itemSK: item.SK },
      token,
    )) as {
      path: string;
    };
    links.set(editor.type, link.path);
  }
  return { token, projectSK: project.SK, links };
}

/** Every shared section shows something of its viewer (not the loading note). */
async function viewersShown(page: Page) {
  await page.waitForFunction(() => {
    const sections = [...document.querySelectorAll('.share-page__item')];
    return (
      sections.length > 0 &&
      sections.every((section) => section.querySelector(':scope > :not(h2):not(.share-page__note)'))
    );
  });
}

async function openSharedOnce(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network = await recordNetwork(context, page);
  await page.goto(url);
  await viewersShown(page);
  await settled(() => network.mark());
  const resources = network.resources();
  await context.close();
  return resources;
}

const scripts = (resources: readonly Resource[]) => resources.filter((r) => r.type === 'Script');

async function pdfOnce(browser: Browser, siteUrl: string, token: string, projectSK: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.addInitScript((value) => {
    localStorage.setItem('access_token', value);
    localStorage.setItem('cookieConsent', 'true');
  }, token);
  const page = await context.newPage();
  await page.goto(`${siteUrl}/project/${projectSK.replace('#', '_')}`);
  const button = page.getByRole('button', { name: 'Download PDF' });
  await button.waitFor();
  await page.waitForFunction(
    () =>
      !(
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Download PDF') as
          | HTMLButtonElement
          | undefined
      )?.disabled,
  );
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    button.click(),
  ]);
  const ms = Date.now() - started;
  const path = await download.path();
  const { statSync } = await import('node:fs');
  const bytes = path ? statSync(path).size : 0;
  await context.close();
  return { ms, bytes };
}

await withSiteAndBrowser(async (site, browser) => {
  const loadBefore = (await import('node:os')).loadavg();
  const { token, projectSK, links } = await setUp(site.url);
  const rows: string[][] = [];
  const figures = [];
  let worstKb = 0;
  for (const editor of viewerEditors) {
    const runs = [];
    for (let i = 0; i < PAGE_RUNS; i++)
      runs.push(await openSharedOnce(browser, `${site.url}${links.get(editor.type)}`));
    const js = median(runs.map((run) => sum(scripts(run), (r) => r.gzip)));
    const requests = median(runs.map((run) => run.length));
    worstKb = Math.max(worstKb, kb(js));
    rows.push([
      editor.label,
      String(requests),
      String(median(runs.map((run) => scripts(run).length))),
      `${kb(js).toFixed(1)} KB`,
      `${kb(median(runs.map((run) => sum(run, (r) => r.transferred)))).toFixed(1)} KB`,
    ]);
  }
  const pdfRuns = [];
  for (let i = 0; i < PDF_RUNS; i++)
    pdfRuns.push(await pdfOnce(browser, site.url, token, projectSK));
  const pdfMs = median(pdfRuns.map((run) => run.ms));
  const loadAfter = (await import('node:os')).loadavg();
  const table = [
    `Sharing and handing off (issue H5), production build on loopback, Chromium (${today()})`,
    '',
    `A share link's page for one item, opened by a stranger, cache off (median of ${PAGE_RUNS}):`,
    '',
    markdownTable(['item', 'requests', 'scripts', 'JavaScript, gzip -9', 'transferred'], rows),
    '',
    `Budget: ≤ ${SHARED_PAGE_BUDGET_KB} KB of JavaScript (gzip -9) on every item's page; worst ${worstKb.toFixed(1)} KB.`,
    '',
    `The project's PDF, ${PDF_ARTEFACTS} artefacts (every viewer's type in turn, default content), from the click on 'Download PDF' to the file: ${pdfRuns.map((run) => `${(run.ms / 1000).toFixed(2)} s`).join(', ')}; median ${(pdfMs / 1000).toFixed(2)} s (budget ≤ ${PDF_BUDGET_MS / 1000} s); the file ${(kb(pdfRuns.at(-1)!.bytes) / 1024).toFixed(2)} MB.`,
    '',
    `Load average (1, 5, 15 min): ${loadBefore.map((n) => n.toFixed(2)).join(', ')} at the start, ${loadAfter.map((n) => n.toFixed(2)).join(', ')} at the end.`,
  ].join('\n');
  writeResult('sharing', table);
  figures.push(
    {
      group: 'Sharing',
      figure: "A shared item's page: JavaScript gzip (worst editor)",
      value: `${worstKb.toFixed(1)} KB`,
      how: `median of ${PAGE_RUNS} cold loads per editor's item link, until its viewer shows and the network is quiet`,
      target: `≤ ${SHARED_PAGE_BUDGET_KB} KB`,
      met: worstKb <= SHARED_PAGE_BUDGET_KB,
    },
    {
      group: 'Sharing',
      figure: `The project's PDF, ${PDF_ARTEFACTS} artefacts`,
      value: `${(pdfMs / 1000).toFixed(2)} s`,
      how: `median of ${PDF_RUNS}: click 'Download PDF' → the download arrives, in the browser`,
      target: `≤ ${PDF_BUDGET_MS / 1000} s`,
      met: pdfMs <= PDF_BUDGET_MS,
    },
  );
  writeBenchFigures('sharing', figures);
  console.log(table);
});
