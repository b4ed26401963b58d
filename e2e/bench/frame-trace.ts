/**
 * Main-thread CPU time per drawn frame, from a DevTools trace: what a frame of the canvas
 * costs, independent of what else the machine is doing (`canvas-frames.bench.ts`).
 */
import os from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: { type?: string } };
}

/** The categories cpuPerFrame traces. */
const FRAME_CATEGORIES = 'toplevel,devtools.timeline,cc,blink';

/** The DevTools trace of `interaction` (and 100 ms after it) in `categories`. */
export async function traceEvents(
  context: BrowserContext,
  page: Page,
  interaction: () => Promise<void>,
  categories = FRAME_CATEGORIES,
): Promise<TraceEvent[]> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) =>
    events.push(...(event.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await interaction();
  await page.waitForTimeout(100);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

/** What the main thread's time went to, in the DevTools Performance panel's terms. */
export const WORK_KINDS = ['scripting', 'gc', 'style', 'layout', 'paint', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];
export type Work = Record<WorkKind, number>;

const kindOf = (name: string): WorkKind | undefined => {
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC)/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(name)) return 'style';
  if (/^(Layout|HitTest)$/.test(name)) return 'layout';
  if (/^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|Commit|CompositeLayers)$/.test(name))
    return 'paint';
  if (
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|EvaluateScript|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|v8\.|V8\.)/.test(
      name,
    )
  )
    return 'scripting';
  return undefined;
};

/**
 * The main-thread CPU of `tasks` by kind of work: each traced event's own time (its thread
 * time less its children's), counted under its kind, or its parent's when it has none.
 * `onThread`: the thread's complete events in order of time (`mainThread`).
 */
export function workOf(
  tasks: readonly TraceEvent[],
  onThread: readonly TraceEvent[],
  /** Each event name's own time, when given: what a kind of work was made of. */
  byName?: Map<string, number>,
): Work {
  const work = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Work;
  const time = (event: TraceEvent) => (event.tdur ?? event.dur!) / 1000;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // onThread is in order of time: the task's events are a run of it.
    let low = 0;
    let high = onThread.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (onThread[middle]!.ts < task.ts) low = middle + 1;
      else high = middle;
    }
    const inside: TraceEvent[] = [];
    for (let i = low; i < onThread.length && onThread[i]!.ts <= end; i++) {
      if (onThread[i]!.ts + onThread[i]!.dur! <= end) inside.push(onThread[i]!);
    }
    inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { event: TraceEvent; kind: WorkKind; children: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        if (top.event.ts + top.event.dur! > until) return;
        stack.pop();
        const own = Math.max(0, time(top.event) - top.children);
        work[top.kind] += own;
        byName?.set(top.event.name, (byName.get(top.event.name) ?? 0) + own);
        if (stack.length > 0) stack[stack.length - 1]!.children += time(top.event);
      }
    };
    for (const event of inside) {
      close(event.ts);
      const kind = kindOf(event.name) ?? stack.at(-1)?.kind ?? 'other';
      stack.push({ event, kind, children: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return work;
}

/**
 * The complete events of the renderer's main thread (where animation frames run, or input
 * is dispatched), in order of time.
 */
export function mainThread(events: readonly TraceEvent[]): TraceEvent[] {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const marker =
    complete.find((event) => event.name === 'FireAnimationFrame') ??
    complete.find((event) => event.name === 'EventDispatch');
  if (!marker) return [];
  return complete
    .filter((event) => event.pid === marker.pid && event.tid === marker.tid)
    .sort((a, b) => a.ts - b.ts);
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
  return (await framesOfTrace(context, page, interaction, counted)).map((frame) => frame.cpu);
}

/**
 * What cpuPerFrame measures, frame by frame: the CPU time and what it went to (`workOf`).
 */
export async function framesOfTrace(
  context: BrowserContext,
  page: Page,
  interaction: () => Promise<void>,
  counted: 'animation-frame' | 'input' = 'animation-frame',
) {
  const events = await traceEvents(context, page, interaction);
  const onMain = mainThread(events);
  const callbacks = onMain.filter((event) => event.name === 'FireAnimationFrame');
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask');
  const frames = onMain.filter((event) => event.name === 'ProxyMain::BeginMainFrame');
  const drew = (frame: TraceEvent) =>
    callbacks.some((callback) => callback.ts >= frame.ts && callback.ts <= frame.ts + frame.dur!);
  const dispatches = onMain.filter((event) => event.name === 'EventDispatch');
  const contains = (task: TraceEvent, event: TraceEvent) =>
    event.ts >= task.ts && event.ts <= task.ts + task.dur!;
  const cpuOf = (task: TraceEvent) => (task.tdur ?? task.dur!) / 1000;
  // A frame's cost: the task that ran the frame, and the tasks that handled input since
  // the previous drawn frame. Idle-time work between frames (timers, idle GC) is not
  // the frame's.
  const result: { cpu: number; work: Work; byName: Map<string, number> }[] = [];
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
      const costed = frameTask ? [frameTask, ...input] : input;
      const byName = new Map<string, number>();
      result.push({
        cpu: costed.reduce((sum, task) => sum + cpuOf(task), 0),
        work: workOf(costed, onMain, byName),
        byName,
      });
      windowStart = end;
    }
  }
  return result;
}

/** The machine's 1-minute load average: wall-clock figures grow with it. */
export const loadAverage = () => os.loadavg()[0]!;

/**
 * Runs `interaction` twice from the same view (`setUp` before each): once under the
 * bench's own wall-clock `record`er, once under a DevTools trace for the CPU of each
 * frame (`counted` as cpuPerFrame counts them) and what it went to; with the range of
 * the load average over both.
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
  const frames = await framesOfTrace(context, page, interaction, counted);
  load.push(loadAverage());
  return {
    recorded,
    cpu: frames.map((frame) => frame.cpu),
    /** Each traced frame's CPU and what it went to. */
    frames,
    load: `${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  };
}
