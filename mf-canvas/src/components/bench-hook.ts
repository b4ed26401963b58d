/**
 * The benchmark's hook (e2e/bench/canvas-frames.bench.ts), active only when the page is
 * opened with `?bench=N`: the canvas opens with N generated shapes and N arrows instead
 * of the prototype's three, and each draw is counted and timed on
 * `window.__canvasBench`, so the bench can tell frames that drew from frames that did
 * not. Without the parameter nothing here runs.
 */
import { MAX_BENCH_SHAPES } from '../model/scene';

export interface BenchRecord {
  /** Draws so far. */
  draws: number;
  /** Milliseconds each draw took (the renderer's own JavaScript, not the browser's frame). */
  drawMs: number[];
}

declare global {
  interface Window {
    __canvasBench?: BenchRecord;
  }
}

/** N from `?bench=N`, or null when absent or not a whole number from 1 to 5000. */
export function benchCountFrom(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const count = Number(value);
  return count >= 1 && count <= MAX_BENCH_SHAPES ? count : null;
}

export function installBenchRecord(): BenchRecord {
  window.__canvasBench = { draws: 0, drawMs: [] };
  return window.__canvasBench;
}
