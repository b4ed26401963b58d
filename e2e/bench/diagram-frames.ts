/**
 * What the diagram benchmarks (sitemap, user flow) share: the wall-clock time of each
 * frame in which a diagram's world moved, and the wheel zooms they drive.
 */
import type { Page } from '@playwright/test';
import type { Box } from './support.ts';

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
