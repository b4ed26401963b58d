/**
 * The benchmark's hook (e2e/bench/canvas-frames.bench.ts). `?bench=N` opens the canvas
 * with N generated shapes and N arrows instead of the prototype's three (the e2e suite
 * uses such a diagram too). In a benchmark build (`VITE_BENCH=1`, which `pnpm bench`
 * sets) each draw is also counted and timed on `window.__canvasBench`, so the bench can
 * tell frames that drew from frames that did not; any other build compiles the record
 * away, so production never carries it.
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

/** The draw record on `window.__canvasBench`; null unless this is a benchmark build. */
export function installBenchRecord(): BenchRecord | null {
  // Replaced by a literal at build time (tooling/remote-vite-config.ts), so the minifier
  // drops the rest of this function from every other build.
  if (import.meta.env.VITE_BENCH !== '1') return null;
  window.__canvasBench = { draws: 0, drawMs: [] };
  return window.__canvasBench;
}
