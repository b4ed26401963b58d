/**
 * The UX persona editor's photo picker for a guest on a cold cache (issue F5): opening it
 * adds at most 700 KB (its 32 preset photos included). The page itself (at most 450 KB)
 * is opened exactly as `page-loads` opens it and reported there; this file's table shows
 * it again beside the picker.
 *
 * Run after a production build: `pnpm --filter e2e bench ux-persona`. It starts the built
 * site on a free port, opens `/uxpersonas` in a fresh Chromium context (cache disabled)
 * until it is interactive, then opens the photo picker and waits until every preset photo
 * has loaded; several runs, medians printed. "Transferred" is what crossed the wire (the
 * server sends the build's precompressed .br/.gz files).
 */
import type { Browser, Page } from '@playwright/test';
import { guestEditorPath } from 'editor-kit/routes';
import { uxPersonaEditor } from '../../shared-contracts/src/editors/ux-persona/description.ts';
import { writeBenchFigures } from '../../tooling/bench-figures.ts';
import { GUEST_ROUTES, loadCold } from './page-load.ts';
import {
  kb,
  markdownTable,
  median,
  type Resource,
  settled,
  sum,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = 5;
const PICKER_BUDGET_KB = 700;
const PRESETS = 32;

async function presetsLoaded(page: Page) {
  await page.waitForFunction((count) => {
    const dialog = document.querySelector('[role="dialog"]');
    const images = [...(dialog?.querySelectorAll('fieldset img') ?? [])] as HTMLImageElement[];
    return images.length === count && images.every((img) => img.complete && img.naturalWidth > 0);
  }, PRESETS);
}

const PERSONA_ROUTE = GUEST_ROUTES.find(
  (route) => route.path === guestEditorPath(uxPersonaEditor),
)!;

/** The page as `page-loads` opens it (same cold load, same readiness), then the picker. */
async function measureOnce(browser: Browser, url: string) {
  const {
    context,
    page,
    resources: pageResources,
    network,
  } = await loadCold(browser, url, PERSONA_ROUTE);
  const opened = network.mark();
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
          `≤ ${PERSONA_ROUTE.budgetKb!.transferred} KB (page-loads reports it)`,
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
          `≤ ${PICKER_BUDGET_KB} KB`,
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
  const pickerImagesKb = kb(med(pickers, (p) => p.imageBytes));
  const how = `median of ${RUNS} guest loads of /uxpersonas, cache off, Chromium`;
  writeBenchFigures('ux-persona-budget', [
    {
      group: 'UX persona editor',
      figure: 'Opening the photo picker: transferred',
      value: `${pickerKb.toFixed(1)} KB`,
      how: `${how}; click 'Choose photo' → all ${PRESETS} presets decoded, then 500 ms quiet`,
      target: `≤ ${PICKER_BUDGET_KB} KB`,
      met: pickerKb <= PICKER_BUDGET_KB,
    },
    {
      group: 'UX persona editor',
      figure: `of which the ${PRESETS} preset photos`,
      value: `${((pickerImagesKb / pickerKb) * 100).toFixed(0)}% (${pickerImagesKb.toFixed(1)} KB, ${med(pickers, (p) => p.images)} images)`,
      how: `${how}; image responses ÷ all`,
    },
  ]);
  console.log(pickerKb <= PICKER_BUDGET_KB ? 'Within budget.' : 'OVER BUDGET.');
});
