/**
 * What the diagram benchmarks (sitemap, user flow) share: a pan or zoom scenario measured
 * per frame (wall clock of each frame in which the diagram's world moved, and each
 * traced frame's main-thread CPU), and the wheel zooms they drive.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { recordAndTrace } from './frame-trace.ts';
import { type Box, markdownTable, median, percentile } from './support.ts';

/**
 * Wall-clock time of each frame in which the element's transform changed: from the
 * frame's start to the end of its rendering work (a task posted from requestAnimationFrame
 * runs after style, layout and paint). Source text: tsx's helpers do not exist in the page.
 */
const recorder = (world: string) => `(() => {
  const world = document.querySelector(${JSON.stringify(world)});
  const record = { work: [], running: true };
  let seen = world.style.transform;
  const onFrame = (frameStart) => {
    if (!record.running) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (world.style.transform !== seen) record.work.push(performance.now() - frameStart);
      seen = world.style.transform;
    };
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.__diagramFrames = record;
})()`;

/** The wall-clock time of each frame of `interaction` in which `world` (a selector) moved. */
export async function movedFrames(
  page: Page,
  world: string,
  interaction: () => Promise<void>,
): Promise<number[]> {
  await page.evaluate(recorder(world));
  await interaction();
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    // The recorder's own global (canvas-frames.bench.ts declares __frames its own way).
    const record = (window as unknown as { __diagramFrames: { work: number[]; running: boolean } })
      .__diagramFrames;
    record.running = false;
    return record.work;
  });
}

/** Wheel notches in and out around a few points of the diagram. */
export async function wheelZooms(page: Page, box: Box) {
  for (const [i, [fx, fy]] of [
    [0.5, 0.5],
    [0.3, 0.4],
    [0.7, 0.6],
    [0.5, 0.5],
  ].entries()) {
    await page.mouse.move(box.x + box.width * fx!, box.y + box.height * fy!);
    for (let step = 0; step < 40; step++) {
      await page.mouse.wheel(0, i % 2 === 0 ? -40 : 40);
      await page.waitForTimeout(16);
    }
  }
}

/**
 * One scenario (`interaction` after `setUp`) measured twice: its frames' wall clock (those
 * in which `world` moved) and, in a DevTools trace, the CPU of each frame that handled
 * input; with how many of each went past `budgetMs`.
 */
export async function measureDiagramFrames(
  context: BrowserContext,
  page: Page,
  world: string,
  name: string,
  budgetMs: number,
  setUp: () => Promise<void>,
  interaction: () => Promise<void>,
) {
  const {
    recorded: wall,
    cpu,
    frames,
    load,
  } = await recordAndTrace(
    context,
    page,
    setUp,
    interaction,
    async (run) => {
      const work = await movedFrames(page, world, run);
      // A scenario that moved nothing measured nothing.
      if (work.length === 0) throw new Error(`${name}: the diagram did not move`);
      return work;
    },
    'input',
  );
  return {
    name,
    frames: cpu.length,
    medianCpu: median(cpu),
    p95Cpu: percentile(cpu, 95),
    worstCpu: Math.max(...cpu),
    cpuOver: cpu.filter((value) => value >= budgetMs).length,
    wallFrames: wall.length,
    medianWall: median(wall),
    worstWall: Math.max(...wall),
    wallOver: wall.filter((value) => value >= budgetMs).length,
    load,
    /** Each traced frame's CPU and what it went to. */
    traced: frames,
  };
}

type DiagramFrames = Awaited<ReturnType<typeof measureDiagramFrames>>;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The scenarios' per-frame figures as the results files show them, one row each. */
export function framesTable(results: readonly Omit<DiagramFrames, 'traced'>[], budgetMs: number) {
  return markdownTable(
    [
      'scenario',
      'frames',
      'CPU median',
      'CPU p95',
      'CPU worst',
      `CPU ≥ ${budgetMs} ms`,
      'wall median / worst',
      `wall ≥ ${budgetMs} ms`,
      'load average',
    ],
    results.map((r) => [
      r.name,
      String(r.frames),
      ms(r.medianCpu),
      ms(r.p95Cpu),
      ms(r.worstCpu),
      String(r.cpuOver),
      `${ms(r.medianWall)} / ${ms(r.worstWall)}`,
      `${r.wallOver} of ${r.wallFrames}`,
      r.load,
    ]),
  );
}
