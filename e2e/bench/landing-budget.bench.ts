/**
 * Budget of the landing page for a guest on a cold cache (issue F2): at most 200 KB
 * transferred, at most 120 KB of JavaScript after gzip, and no editor code.
 *
 * Run after a production build: `pnpm bench:budget` from the repository root. It starts
 * the built site on a free port, opens `/` in a fresh Chromium context (empty cache)
 * several times, and prints the medians. "Transferred" is what crossed the wire (the
 * server sends the build's precompressed .br/.gz files); "gzip" re-compresses every
 * response body with gzip -9 so the figure does not depend on the encoding negotiated.
 */
import type { Browser } from '@playwright/test';
import {
  kb,
  largestContentfulPaint,
  markdownTable,
  median,
  recordNetwork,
  sum,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = 5;
const BUDGET = { transferredKb: 200, javascriptGzipKb: 120 };

async function measureOnce(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network = await recordNetwork(context, page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadMs = Date.now() - started;
  const lcp = await largestContentfulPaint(page);
  const resources = network.resources();
  await context.close();
  return { resources, loadMs, lcp };
}

await withSiteAndBrowser(async (site, browser) => {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, `${site.url}/`));
  const totals = runs.map(({ resources, loadMs, lcp }) => ({
    requests: resources.length,
    transferred: sum(resources, (r) => r.transferred),
    javascriptGzip: sum(
      resources.filter((r) => r.type === 'Script'),
      (r) => r.gzip,
    ),
    allGzip: sum(resources, (r) => r.gzip),
    editorRequests: resources.filter((r) => /\/remotes(\.json|\/)/.test(r.url)).length,
    loadMs,
    lcp,
  }));
  const figure = (pick: (t: (typeof totals)[number]) => number) => median(totals.map(pick));
  const transferredKb = kb(figure((t) => t.transferred));
  const javascriptGzipKb = kb(figure((t) => t.javascriptGzip));
  const table = [
    `Landing page, guest, cold cache: median of ${RUNS} runs in Chromium on loopback (${today()})`,
    '',
    markdownTable(
      ['figure', 'value', 'budget'],
      [
        ['Requests', String(figure((t) => t.requests)), ''],
        [
          'Transferred (wire, br/gzip as served)',
          `${transferredKb.toFixed(1)} KB`,
          `≤ ${BUDGET.transferredKb} KB`,
        ],
        [
          'All responses, gzip -9',
          `${kb(figure((t) => t.allGzip)).toFixed(1)} KB`,
          `≤ ${BUDGET.transferredKb} KB`,
        ],
        [
          'JavaScript, gzip -9',
          `${javascriptGzipKb.toFixed(1)} KB`,
          `≤ ${BUDGET.javascriptGzipKb} KB`,
        ],
        ['Editor (remote) requests', String(figure((t) => t.editorRequests)), '0'],
        ['Largest contentful paint', `${figure((t) => t.lcp).toFixed(0)} ms`, ''],
        ['Load until network idle', `${figure((t) => t.loadMs)} ms`, ''],
      ],
    ),
    '',
    'Largest resources (last run):',
    '',
    markdownTable(
      ['resource', 'type', 'transferred', 'gzip -9'],
      runs
        .at(-1)!
        .resources.sort((a, b) => b.gzip - a.gzip)
        .slice(0, 12)
        .map((r) => [
          new URL(r.url).pathname,
          r.type,
          `${kb(r.transferred).toFixed(1)} KB`,
          `${kb(r.gzip).toFixed(1)} KB`,
        ]),
    ),
  ].join('\n');
  writeResult('landing-budget', table);
  const withinBudget =
    transferredKb <= BUDGET.transferredKb &&
    javascriptGzipKb <= BUDGET.javascriptGzipKb &&
    figure((t) => t.editorRequests) === 0;
  console.log(withinBudget ? 'Within budget.' : 'OVER BUDGET.');
  process.exitCode = withinBudget ? 0 : 1;
});
