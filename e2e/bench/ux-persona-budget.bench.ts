/**
 * Budget of the UX persona editor for a guest on a cold cache (issue F5): opening
 * `/uxpersonas` transfers at most 450 KB; opening the photo picker adds at most 700 KB
 * (its 32 preset photos included).
 *
 * Run after a production build: `pnpm --filter e2e bench ux-persona`. It starts the built
 * site on a free port, opens `/uxpersonas` in a fresh Chromium context (empty cache),
 * waits for the editor, then opens the photo picker and waits until every preset photo has
 * loaded; several runs, medians printed. "Transferred" is what crossed the wire (the
 * server sends the build's precompressed .br/.gz files).
 */
import type { Browser, Page } from '@playwright/test';
import {
  kb,
  markdownTable,
  median,
  type Resource,
  recordNetwork,
  sum,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = 5;
const BUDGET = { pageKb: 450, pickerKb: 700 };
const PRESETS = 32;

/** Resolves once no response has arrived for `quietMs` (the page has settled). */
async function settled(read: () => number, quietMs = 500, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let last = read();
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = read();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
}

async function presetsLoaded(page: Page) {
  await page.waitForFunction((count) => {
    const dialog = document.querySelector('[role="dialog"]');
    const images = [...(dialog?.querySelectorAll('fieldset img') ?? [])] as HTMLImageElement[];
    return images.length === count && images.every((img) => img.complete && img.naturalWidth > 0);
  }, PRESETS);
}

async function measureOnce(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network = await recordNetwork(context, page);
  await page.goto(`${url}/uxpersonas`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Persona name' }).waitFor();
  await settled(() => network.mark());
  const opened = network.mark();
  const pageResources = network.resources();

  await page.getByRole('button', { name: 'Choose photo', exact: true }).click();
  await presetsLoaded(page);
  await settled(() => network.mark());
  const pickerResources = network.since(opened);
  await context.close();
  return { pageResources, pickerResources };
}

const describe = (resources: readonly Resource[]) => ({
  requests: resources.length,
  transferred: sum(resources, (r) => r.transferred),
  javascriptGzip: sum(
    resources.filter((r) => r.type === 'Script'),
    (r) => r.gzip,
  ),
  images: resources.filter((r) => r.type === 'Image').length,
  imageBytes: sum(
    resources.filter((r) => r.type === 'Image'),
    (r) => r.transferred,
  ),
});

const largest = (resources: readonly Resource[], count: number) =>
  markdownTable(
    ['resource', 'type', 'transferred', 'gzip -9'],
    [...resources]
      .sort((a, b) => b.transferred - a.transferred)
      .slice(0, count)
      .map((r) => [
        new URL(r.url).pathname.replace(/^\/remotes\//, '…/'),
        r.type,
        `${kb(r.transferred).toFixed(1)} KB`,
        `${kb(r.gzip).toFixed(1)} KB`,
      ]),
  );

await withSiteAndBrowser(async (site, browser) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, site.url));
  const pages = runs.map((run) => describe(run.pageResources));
  const pickers = runs.map((run) => describe(run.pickerResources));
  const med = <T>(list: T[], pick: (t: T) => number) => median(list.map(pick));
  const pageKb = kb(med(pages, (p) => p.transferred));
  const pickerKb = kb(med(pickers, (p) => p.transferred));
  const last = runs.at(-1)!;
  const table = [
    `UX persona editor, guest, cold cache: median of ${RUNS} runs in Chromium on loopback (${today()})`,
    '',
    markdownTable(
      ['figure', 'value', 'budget'],
      [
        ['Opening /uxpersonas: requests', String(med(pages, (p) => p.requests)), ''],
        [
          'Opening /uxpersonas: transferred (wire, br/gzip as served)',
          `${pageKb.toFixed(1)} KB`,
          `≤ ${BUDGET.pageKb} KB`,
        ],
        [
          'Opening /uxpersonas: JavaScript, gzip -9',
          `${kb(med(pages, (p) => p.javascriptGzip)).toFixed(1)} KB`,
          '',
        ],
        ['Opening /uxpersonas: images', String(med(pages, (p) => p.images)), ''],
        ['Opening the photo picker: requests', String(med(pickers, (p) => p.requests)), ''],
        [
          'Opening the photo picker: transferred',
          `${pickerKb.toFixed(1)} KB`,
          `≤ ${BUDGET.pickerKb} KB`,
        ],
        [
          `Opening the photo picker: ${PRESETS} preset images`,
          `${kb(med(pickers, (p) => p.imageBytes)).toFixed(1)} KB in ${med(pickers, (p) => p.images)} images`,
          '',
        ],
      ],
    ),
    '',
    'Largest resources of the page (last run):',
    '',
    largest(last.pageResources, 12),
    '',
    'What opening the picker fetched (last run, largest first):',
    '',
    largest(last.pickerResources, 6),
  ].join('\n');
  writeResult('ux-persona-budget', table);
  const withinBudget = pageKb <= BUDGET.pageKb && pickerKb <= BUDGET.pickerKb;
  console.log(withinBudget ? 'Within budget.' : 'OVER BUDGET.');
  process.exitCode = withinBudget ? 0 : 1;
});
