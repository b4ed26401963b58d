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
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REPO_ROOT, startSite } from '../support/site.ts';

const RUNS = 5;
const BUDGET = { transferredKb: 200, javascriptGzipKb: 120 };

interface Resource {
  url: string;
  type: string;
  transferred: number;
  gzip: number;
}

const kb = (bytes: number) => bytes / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measureOnce(browser: import('@playwright/test').Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = new Map<string, { url: string; type: string }>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on('Network.loadingFinished', (event) =>
    transferred.set(event.requestId, event.encodedDataLength),
  );
  const bodies = new Map<string, number>();
  page.on('response', async (response) => {
    try {
      bodies.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadMs = Date.now() - started;
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  const resources: Resource[] = [...byId].map(([id, { url: resourceUrl, type }]) => ({
    url: resourceUrl,
    type,
    transferred: transferred.get(id) ?? 0,
    gzip: bodies.get(resourceUrl) ?? 0,
  }));
  await context.close();
  return { resources, loadMs, lcp };
}

async function main() {
  if (!fs.existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'))) {
    throw new Error('No production build: run `pnpm build` first (or `pnpm bench:budget`).');
  }
  const site = await startSite();
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch(fs.existsSync(executablePath) ? { executablePath } : {});
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, `${site.url}/`));
    const totals = runs.map(({ resources, loadMs, lcp }) => ({
      requests: resources.length,
      transferred: resources.reduce((sum, r) => sum + r.transferred, 0),
      javascriptGzip: resources
        .filter((r) => r.type === 'Script')
        .reduce((sum, r) => sum + r.gzip, 0),
      allGzip: resources.reduce((sum, r) => sum + r.gzip, 0),
      editorRequests: resources.filter((r) => /\/remotes(\.json|\/)/.test(r.url)).length,
      loadMs,
      lcp,
    }));
    const figure = (pick: (t: (typeof totals)[number]) => number) => median(totals.map(pick));
    const transferredKb = kb(figure((t) => t.transferred));
    const javascriptGzipKb = kb(figure((t) => t.javascriptGzip));
    const rows = [
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
    ];
    const table = [
      `Landing page, guest, cold cache: median of ${RUNS} runs in Chromium on loopback (${new Date().toISOString().slice(0, 10)})`,
      '',
      '| figure | value | budget |',
      '|---|---|---|',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
      'Largest resources (last run):',
      '',
      '| resource | type | transferred | gzip -9 |',
      '|---|---|---|---|',
      ...runs
        .at(-1)!
        .resources.sort((a, b) => b.gzip - a.gzip)
        .slice(0, 12)
        .map(
          (r) =>
            `| ${new URL(r.url).pathname} | ${r.type} | ${kb(r.transferred).toFixed(1)} KB | ${kb(r.gzip).toFixed(1)} KB |`,
        ),
    ].join('\n');
    console.log(table);
    const out = path.join(REPO_ROOT, 'bench', 'results', 'landing-budget.md');
    fs.writeFileSync(out, `${table}\n`);
    const withinBudget =
      transferredKb <= BUDGET.transferredKb &&
      javascriptGzipKb <= BUDGET.javascriptGzipKb &&
      figure((t) => t.editorRequests) === 0;
    console.log(
      `\n${withinBudget ? 'Within budget.' : 'OVER BUDGET.'} Written to ${path.relative(REPO_ROOT, out)}`,
    );
    process.exitCode = withinBudget ? 0 : 1;
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
