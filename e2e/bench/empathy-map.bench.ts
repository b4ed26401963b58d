/**
 * The empathy map editor in Chromium against the production build (issue F3): how long
 * a keystroke takes to reach the screen in a full map; how long export and save take and
 * how large their JPEGs are. What a guest downloads to open it on a cold cache and how
 * soon it can be typed in are measured with every other route by `page-loads.bench.ts`.
 * Targets are ours (the spec sets none): a keystroke answers within 100 ms at the 95th
 * percentile (the RAIL "response" bound), and the thumbnail stays under the spec's
 * 10,000,000-byte limit so it is never skipped.
 *
 * `pnpm --filter e2e bench empathy-map` after `pnpm build`.
 */
import type { Browser, Page } from '@playwright/test';
import { empathyMapEditor } from '../../shared-contracts/src/editors/empathy-map/description.ts';
import { writeBenchFigures } from '../../tooling/bench-figures.ts';
import {
  kb,
  markdownTable,
  median,
  percentile,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

const RUNS = 5;
const KEYSTROKES = 200;
const KEYSTROKE_P95_TARGET_MS = 100;

/** Milliseconds from each keystroke's input event to the next frame, in a full map. */
async function keystrokeLatencies(page: Page): Promise<number[]> {
  for (const [label, length] of [
    ['Says', 400],
    ['Thinks', 500],
    ['Does', 500],
    ['Feels', 500],
    ['Pains', 300],
    ['Gains', 300],
  ] as const) {
    await page.getByRole('textbox', { name: label }).fill('w'.repeat(length));
  }
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    document.addEventListener(
      'input',
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start)));
      },
      true,
    );
  });
  const says = page.getByRole('textbox', { name: 'Says' });
  await says.press('End');
  await says.pressSequentially('k'.repeat(KEYSTROKES / 2));
  for (let i = 0; i < KEYSTROKES / 2; i++) await says.press('Backspace');
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { samples: number[] }).samples);
}

async function signedInPage(browser: Browser, url: string) {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const credentials = { username: `bench-${Date.now()}@example.com`, password: 'Secret-123' };
  await page.request.post(`${url}/api/auth/sign-up`, { data: credentials });
  const signIn = await page.request.post(`${url}/api/auth/sign-in`, { data: credentials });
  const { access_token } = (await signIn.json()) as { access_token: string };
  await context.addInitScript((token) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('cookieConsent', 'true');
    // The size of each uploaded thumbnail, as the page hands it to the multipart body.
    const sizes: number[] = [];
    (window as unknown as { thumbnailSizes: number[] }).thumbnailSizes = sizes;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: unknown[]) {
      if (args[0] === 'image' && args[1] instanceof Blob) sizes.push(args[1].size);
      return (append as (...a: unknown[]) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  }, access_token);
  const headers = { Authorization: `Bearer ${access_token}` };
  const project = (await (await page.request.post(`${url}/api/projects`, { headers })).json()) as {
    SK: string;
  };
  const map = (await (
    await page.request.post(`${url}/api/empathy-maps`, {
      headers,
      data: { projectSK: project.SK },
    })
  ).json()) as { PK: string; SK: string };
  const route = `/empathymap/${map.PK.replace('#', '_')}/${map.SK.replace('#', '_')}`;
  await page.goto(`${url}${route}`);
  await page.getByRole('textbox', { name: 'Says' }).waitFor();
  return { context, page };
}

await withSiteAndBrowser(async (site, browser) => {
  const { context, page } = await signedInPage(browser, site.url);
  const latencies = await keystrokeLatencies(page);

  const exportMs: number[] = [];
  let exportBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = Date.now();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export in JPEG' }).click();
    const download = await downloading;
    const stream = await download.createReadStream();
    exportBytes = 0;
    for await (const part of stream) exportBytes += (part as Buffer).length;
    exportMs.push(Date.now() - started);
  }

  const saveMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.getByRole('textbox', { name: 'Gains' }).fill(`run ${i} ${'g'.repeat(200)}`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved Successfully').first().waitFor();
    saveMs.push(Date.now() - started);
    await page.getByText('Saved Successfully').first().waitFor({ state: 'hidden' });
  }
  const thumbnailBytes = await page.evaluate(
    () => (window as unknown as { thumbnailSizes: number[] }).thumbnailSizes,
  );
  await context.close();

  const p95 = percentile(latencies, 95);
  const thumbnailMax = Math.max(...thumbnailBytes);
  const table = [
    `Empathy map editor in Chromium on loopback, production build (${today()}); medians of ${RUNS} runs unless noted`,
    '',
    markdownTable(
      ['figure', 'value', 'target'],
      [
        [
          `Keystroke to next frame, full map (${latencies.length} keys): median / p95`,
          `${median(latencies).toFixed(1)} / ${p95.toFixed(1)} ms`,
          `p95 ≤ ${KEYSTROKE_P95_TARGET_MS} ms`,
        ],
        ['Export in JPEG: click to downloaded file', `${median(exportMs)} ms`, ''],
        ['Export JPEG size (quality 1, 2× pixels)', `${kb(exportBytes).toFixed(0)} KB`, ''],
        [
          'Save: click to "Saved Successfully" (PATCH, thumbnail, lists)',
          `${median(saveMs)} ms`,
          '',
        ],
        [
          'Thumbnail JPEG (quality 0.5, 1× pixels), largest',
          `${kb(thumbnailMax).toFixed(0)} KB`,
          `≤ ${(empathyMapEditor.items.thumbnailMaxBytes / 1e6).toFixed(0)} MB`,
        ],
      ],
    ),
  ].join('\n');
  writeResult('empathy-map', table);
  const group = 'Empathy map';
  const how = `Chromium, signed in, ${RUNS} runs`;
  const thumbnailsUploaded = thumbnailBytes.length === RUNS;
  const bytes = (value: number) => `${value.toLocaleString('en-US')} bytes`;
  writeBenchFigures('empathy-map', [
    {
      group,
      figure: 'Keystroke → next frame, full map: median / p95',
      value: `${median(latencies).toFixed(1)} / ${p95.toFixed(1)} ms`,
      how: `${latencies.length} keys in 'Says', input event → task after the next frame`,
      target: `p95 ≤ ${KEYSTROKE_P95_TARGET_MS} ms`,
      met: p95 <= KEYSTROKE_P95_TARGET_MS,
    },
    {
      group,
      figure: 'Export in JPEG: median / worst',
      value: `${median(exportMs)} / ${Math.max(...exportMs)} ms`,
      how: `${how}; click → downloaded file of ${(exportBytes / 1e6).toFixed(1)} MB`,
    },
    {
      group,
      figure: 'Save: median / worst',
      value: `${median(saveMs)} / ${Math.max(...saveMs)} ms`,
      how: `${how}; click → 'Saved Successfully' (PATCH, thumbnail upload, lists)`,
    },
    {
      group,
      figure: 'Thumbnail JPEG, largest',
      value: thumbnailsUploaded
        ? bytes(thumbnailMax)
        : `${thumbnailBytes.length} of ${RUNS} uploaded`,
      how: `${how}; quality 0.5, as handed to the upload`,
      target: `≤ ${bytes(empathyMapEditor.items.thumbnailMaxBytes)}, every save`,
      met: thumbnailsUploaded && thumbnailMax <= empathyMapEditor.items.thumbnailMaxBytes,
    },
  ]);
});
