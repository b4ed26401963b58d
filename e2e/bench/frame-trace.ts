/**
 * Main-thread CPU time per drawn frame, from a DevTools trace: what a frame of the canvas
 * costs, independent of what else the machine is doing (`canvas-frames.bench.ts`).
 */
import os from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `interaction` under a DevTools trace and returns, for each frame in which the
 * canvas drew (a BeginMainFrame that ran an animation frame callback: the canvas only
 * asks for one when it has something to draw), the main thread's CPU time for it and for
 * the input handled since the previous such frame, in ms.
 */
export async function cpuPerFrame(
  context: BrowserContext,
  page: Page,
  interaction: () => Promise<void>,
  /**
   * Which frames count: those that ran an animation frame callback (the canvas draws in
   * one), or those that handled input (the sitemap's diagram moves from its pointer and
   * wheel handlers, with no callback of its own).
   */
  counted: 'animation-frame' | 'input' = 'animation-frame',
) {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) =>
    events.push(...(event.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,cc,blink',
    transferMode: 'ReportEvents',
  });
  await interaction();
  await page.waitForTimeout(100);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();

  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const complete_ = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const callbacks = complete_.filter((event) => event.name === 'FireAnimationFrame');
  // The renderer's main thread: where animation frames run, or input is dispatched.
  const marker = callbacks[0] ?? complete_.find((event) => event.name === 'EventDispatch');
  const main = marker ? thread(marker) : '';
  const onMain = complete_.filter((event) => thread(event) === main).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask');
  const frames = onMain.filter((event) => event.name === 'ProxyMain::BeginMainFrame');
  const drew = (frame: TraceEvent) =>
    callbacks.some(
      (callback) =>
        thread(callback) === main &&
        callback.ts >= frame.ts &&
        callback.ts <= frame.ts + frame.dur!,
    );
  const dispatches = onMain.filter((event) => event.name === 'EventDispatch');
  const contains = (task: TraceEvent, event: TraceEvent) =>
    event.ts >= task.ts && event.ts <= task.ts + task.dur!;
  const cpuOf = (task: TraceEvent) => (task.tdur ?? task.dur!) / 1000;
  // A frame's cost: the task that ran the frame, and the tasks that handled input since
  // the previous drawn frame. Idle-time work between frames (timers, idle GC) is not
  // the frame's.
  const cpu: number[] = [];
  let windowStart = Number.NEGATIVE_INFINITY;
  for (const frame of frames) {
    const end = frame.ts + frame.dur!;
    const frameTask = tasks.find((task) => contains(task, frame));
    const handledInput = dispatches.some(
      (dispatch) => dispatch.ts > windowStart && dispatch.ts <= end,
    );
    if (counted === 'animation-frame' ? drew(frame) : handledInput) {
      // Chromium dispatches continuous input (pointer moves, wheel) inside the frame's
      // own task; other input arrives in tasks of its own, counted once each.
      const input = tasks.filter(
        (task) =>
          task !== frameTask &&
          task.ts > windowStart &&
          task.ts < frame.ts &&
          dispatches.some((dispatch) => contains(task, dispatch)),
      );
      cpu.push(
        (frameTask ? cpuOf(frameTask) : 0) + input.reduce((sum, task) => sum + cpuOf(task), 0),
      );
      windowStart = end;
    }
  }
  return cpu;
}

/** The machine's 1-minute load average: wall-clock figures grow with it. */
export const loadAverage = () => os.loadavg()[0]!;

/**
 * Runs `interaction` twice from the same view (`setUp` before each): once under the
 * bench's own wall-clock `record`er, once under a DevTools trace for the CPU of each
 * frame (`counted` as cpuPerFrame counts them); with the range of the load average
 * over both.
 */
export async function recordAndTrace<T>(
  context: BrowserContext,
  page: Page,
  setUp: () => Promise<void>,
  interaction: () => Promise<void>,
  record: (interaction: () => Promise<void>) => Promise<T>,
  counted: 'animation-frame' | 'input' = 'animation-frame',
) {
  const load = [loadAverage()];
  await setUp();
  const recorded = await record(interaction);
  load.push(loadAverage());
  await setUp();
  const cpu = await cpuPerFrame(context, page, interaction, counted);
  load.push(loadAverage());
  return { recorded, cpu, load: `${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}` };
}
