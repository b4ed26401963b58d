/**
 * Frame times of the diagram canvas (issue F6) with 2,000 shapes and 2,000 arrows while
 * panning and zooming, in Chromium. Goal: every frame under 16 ms on this machine.
 *
 * Run after a benchmark build (`pnpm bench` makes one; alone: `VITE_BENCH=1 pnpm build`,
 * then `pnpm --filter e2e bench canvas`). It opens `/testsitemap?bench=2000` (the
 * canvas's bench hook: 2,000 generated shapes, each joined to a neighbour by an arrow,
 * half straight and half broken, and a count of draws on `window.__canvasBench`, which
 * only a benchmark build compiles in), then drives the mouse through Playwright: middle-drag
 * pans at scale 0.4 (the most on screen) and 1, and wheel zooms between 0.4 and 2.
 *
 * Each scenario runs twice. The first run records, per frame that drew, in the page:
 * - wall-clock frame time: from the frame's start (the requestAnimationFrame timestamp)
 *   to the end of that frame's rendering work (a task posted from requestAnimationFrame
 *   runs after style, layout and paint), so input handling, the draw and the browser's
 *   own work all count;
 * - the canvas's own draw (JavaScript recording the 2D commands), from the bench hook;
 * - the interval to the previous frame: above 1.5 vsync periods a frame was dropped.
 * The second run records a DevTools trace and sums the CPU time the page's main thread
 * spent on each frame that drew and on the input before it (trace events' thread time).
 * Wall-clock times include waiting for a CPU, so on a busy machine they depend on what
 * else runs; CPU time is what a frame costs, and what its wall time is on an idle one.
 * The machine's load average is printed with the figures.
 */
import os from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import { writeBenchFigures } from '../../tooling/bench-figures.ts';
import { loadAverage, recordAndTrace } from './frame-trace.ts';
import {
  type Box,
  markdownTable,
  median,
  middleDragPan as pan,
  percentile,
  today,
  withSiteAndBrowser,
  writeResult,
} from './support.ts';

declare global {
  interface Window {
    /** What the canvas's bench hook keeps (mf-canvas/src/components/bench-hook.ts). */
    __canvasBench?: { draws: number; drawMs: number[] };
    /** The recorder below. */
    __frames?: {
      record: { work: number[]; intervals: number[]; running: boolean };
      firstDraw: number;
    };
  }
}

const SHAPES = 2000;
const FRAME_BUDGET_MS = 16;
const VIEWPORT = { width: 1280, height: 720 };

interface FrameRecord {
  /** Main-thread time of each frame that drew. */
  work: number[];
  /** requestAnimationFrame intervals over the same window. */
  intervals: number[];
  /** The canvas's draw() durations in the window. */
  draws: number[];
}

/**
 * The in-page recorder, as source text: tsx compiles functions with a `__name` helper
 * that does not exist in the page, so the recorder is not passed as a function.
 */
const RECORDER = `(() => {
  const bench = window.__canvasBench;
  const record = { work: [], intervals: [], running: true };
  const firstDraw = bench.drawMs.length;
  let seenDraws = bench.draws;
  let previous = null;
  const onFrame = (frameStart) => {
    if (!record.running) return;
    if (previous !== null) record.intervals.push(frameStart - previous);
    previous = frameStart;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const end = performance.now();
      if (bench.draws !== seenDraws) record.work.push(end - frameStart);
      seenDraws = bench.draws;
    };
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.__frames = { record, firstDraw };
})()`;

/** Starts recording frames in the page; `stopRecording` returns what was seen. */
async function startRecording(page: Page) {
  await page.evaluate(RECORDER);
}

async function stopRecording(page: Page): Promise<FrameRecord> {
  // Let the last frame finish before reading.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const { record, firstDraw } = window.__frames!;
    record.running = false;
    return {
      work: record.work,
      intervals: record.intervals,
      draws: window.__canvasBench!.drawMs.slice(firstDraw),
    };
  });
}

const AROUND_POINTS: readonly (readonly [number, number])[] = [
  [0.5, 0.5],
  [0.2, 0.3],
  [0.8, 0.7],
  [0.35, 0.8],
];
/** Zooming around the middle leaves the view centred (for warming up). */
const AROUND_MIDDLE = AROUND_POINTS.map(() => [0.5, 0.5] as const);

/** Wheel zooms in to 2 and out to 0.4, twice, around the given points of the canvas. */
async function zoom(page: Page, box: Box, points = AROUND_POINTS) {
  for (const [i, [fx, fy]] of points.entries()) {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
    // 4 units a notch is 0.03 of scale: 54 events from one limit to the other.
    const deltaY = i % 2 === 0 ? -4 : 4;
    for (let step = 0; step < 54; step++) await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(50);
  }
}

/** Waits until the debug overlay shows `scale` (it updates on the next frame). */
const scaleShown = (page: Page, scale: string) =>
  page.waitForFunction(
    (text) => document.querySelector('[data-testid="canvas-debug"]')?.textContent?.includes(text),
    `scale ${scale}`,
    { timeout: 5000 },
  );

async function zoomTo(page: Page, presses: number, key: '-' | '=') {
  await page.getByRole('application', { name: 'Diagram canvas' }).focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function summary(name: string, record: FrameRecord, cpu: number[], load: string) {
  const vsync = median(record.intervals);
  return {
    name,
    frames: record.work.length,
    medianWork: median(record.work),
    p95Work: percentile(record.work, 95),
    worstWork: Math.max(...record.work),
    overBudget: record.work.filter((work) => work >= FRAME_BUDGET_MS).length,
    medianDraw: median(record.draws),
    worstDraw: Math.max(...record.draws),
    worstInterval: Math.max(...record.intervals),
    dropped: record.intervals.filter((interval) => interval > vsync * 1.5).length,
    cpuFrames: cpu.length,
    medianCpu: median(cpu),
    p95Cpu: percentile(cpu, 95),
    worstCpu: Math.max(...cpu),
    cpuOverBudget: cpu.filter((value) => value >= FRAME_BUDGET_MS).length,
    load,
  };
}

/** Runs `interaction` twice from the same view: once recording frames, once tracing. */
async function measure(
  context: BrowserContext,
  page: Page,
  name: string,
  setUp: () => Promise<void>,
  interaction: () => Promise<void>,
) {
  const { recorded, cpu, load } = await recordAndTrace(
    context,
    page,
    setUp,
    interaction,
    async (run) => {
      await startRecording(page);
      await run();
      return stopRecording(page);
    },
  );
  return summary(name, recorded, cpu, load);
}

await withSiteAndBrowser(async (site, browser) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  const page = await context.newPage();
  await page.goto(`${site.url}/testsitemap?bench=${SHAPES}`);
  await page
    .getByRole('status')
    .filter({ hasText: `${SHAPES} shapes, ${SHAPES} arrows.` })
    .waitFor({ timeout: 30_000 });
  if (!(await page.evaluate(() => '__canvasBench' in window)))
    throw new Error(
      'No window.__canvasBench: this is not a benchmark build (VITE_BENCH=1 pnpm build)',
    );
  await page.waitForFunction(() => (window.__canvasBench?.draws ?? 0) > 0);
  const box = (await page.locator('canvas').boundingBox())!;

  const centre = async () => {
    // Back to the middle of the world at the scale the scenario needs.
    await page.goto(`${site.url}/testsitemap?bench=${SHAPES}`);
    await page
      .getByRole('status')
      .filter({ hasText: `${SHAPES} shapes` })
      .waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => (window.__canvasBench?.draws ?? 0) > 0);
    // Warm up (the JIT, every arrow route computed and cached) without moving the view.
    await pan(page, box, 300);
    await zoom(page, box, AROUND_MIDDLE);
  };
  const atScale = (presses: number, key: '-' | '=', expected: string) => async () => {
    await centre();
    await zoomTo(page, presses, key);
    await scaleShown(page, expected);
  };
  const results = [
    await measure(context, page, 'Pan at scale 0.4 (middle-drag)', atScale(10, '-', '0.40'), () =>
      pan(page, box, 500),
    ),
    await measure(context, page, 'Pan at scale 1 (middle-drag)', atScale(3, '=', '1.00'), () =>
      pan(page, box, 500),
    ),
    await measure(
      context,
      page,
      'Wheel zoom 0.4 ↔ 2 around the pointer',
      atScale(10, '-', '0.40'),
      () => zoom(page, box),
    ),
  ];
  await context.close();

  const version = browser.version();
  const visibleShare = ((box.width / 0.4) * (box.height / 0.4)) / 6000 ** 2;
  const text = [
    `Diagram canvas, ${SHAPES} shapes and ${SHAPES} arrows, Chromium ${version} headless, ` +
      `${VIEWPORT.width}×${VIEWPORT.height} window, canvas ${Math.round(box.width)}×${Math.round(box.height)} px (${today()})`,
    '',
    `At scale 0.4 the canvas shows ${(visibleShare * 100).toFixed(0)}% of the world, about ` +
      `${Math.round(visibleShare * SHAPES)} shapes and as many arrows.`,
    '',
    'CPU time of the main thread per frame that drew (trace), the cost of a frame:',
    '',
    markdownTable(
      ['scenario', 'frames drawn', 'median', 'p95', 'worst', `frames ≥ ${FRAME_BUDGET_MS} ms`],
      results.map((r) => [
        r.name,
        String(r.cpuFrames),
        ms(r.medianCpu),
        ms(r.p95Cpu),
        ms(r.worstCpu),
        String(r.cpuOverBudget),
      ]),
    ),
    '',
    'Wall-clock time per frame that drew (requestAnimationFrame), with the load average ' +
      'of the machine (2 cores) during the runs:',
    '',
    markdownTable(
      [
        'scenario',
        'frames drawn',
        'median',
        'p95',
        'worst',
        `frames ≥ ${FRAME_BUDGET_MS} ms`,
        'draw() median / worst',
        'worst rAF interval',
        'dropped frames',
        'load average',
      ],
      results.map((r) => [
        r.name,
        String(r.frames),
        ms(r.medianWork),
        ms(r.p95Work),
        ms(r.worstWork),
        String(r.overBudget),
        `${ms(r.medianDraw)} / ${ms(r.worstDraw)}`,
        ms(r.worstInterval),
        String(r.dropped),
        r.load,
      ]),
    ),
    '',
    'Wall-clock frame: from the frame start (requestAnimationFrame timestamp) to the end of ' +
      "the frame's rendering work (a task posted from requestAnimationFrame). CPU: thread " +
      'time of the main-thread tasks from the previous drawn frame to the end of this one ' +
      "(input, the draw, style, layout, paint, commit). draw(): the canvas renderer's own " +
      'JavaScript. Dropped: requestAnimationFrame intervals longer than 1.5 vsync periods.',
  ].join('\n');
  writeResult('canvas-frames', text);
  const group = `Canvas, ${SHAPES.toLocaleString('en-US')} shapes`;
  const loads = results.map((r) => r.load).join(', ');
  const wallFrames = results.reduce((sum, r) => sum + r.frames, 0);
  const slowWall = results.reduce((sum, r) => sum + r.overBudget, 0);
  const dropped = results.reduce((sum, r) => sum + r.dropped, 0);
  writeBenchFigures('canvas-frames', [
    ...results.map((r) => ({
      group,
      figure: `${r.name}: CPU per frame, median / worst`,
      value: `${ms(r.medianCpu)} / ${ms(r.worstCpu)}`,
      how: `${r.cpuFrames} drawn frames, main-thread CPU from a DevTools trace (input + frame tasks)`,
      target: `< ${FRAME_BUDGET_MS} ms`,
      met: r.worstCpu < FRAME_BUDGET_MS,
    })),
    {
      group,
      figure: `Wall-clock frames ≥ ${FRAME_BUDGET_MS} ms`,
      value: `${slowWall} of ${wallFrames} (${dropped} dropped)`,
      how: `requestAnimationFrame in the page, all three scenarios; grows with the load average (${loads} on ${os.cpus().length} cores)`,
    },
  ]);
  // The goal is met when every frame costs under the budget. Wall-clock frames over it
  // on a machine busy with other work are printed too, and said here.
  const met = results.every((r) => r.worstCpu < FRAME_BUDGET_MS);
  console.log(
    met
      ? `Every frame costs under ${FRAME_BUDGET_MS} ms of main-thread CPU.`
      : `SOME FRAMES COST ${FRAME_BUDGET_MS} ms OR MORE OF MAIN-THREAD CPU.`,
  );
  console.log(
    `${slowWall} frames took ${FRAME_BUDGET_MS} ms or more of wall-clock time ` +
      `(load average ${loadAverage().toFixed(1)} on ${os.cpus().length} cores).`,
  );
});
