/**
 * The one format every benchmark hands its headline figures to `pnpm bench` in, so the
 * summary table (`bench/results/latest.md`) is composed from what each bench measured
 * in this run rather than copied by hand. Each bench also keeps its own detailed
 * markdown file beside it; this is only the short form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchFigure {
  /** The row's group in the summary: 'Page loads (guest, cold cache)', 'API', … */
  group: string;
  /** What was measured: '/empathymap: JavaScript (gzip)'. */
  figure: string;
  /** The value with its unit, as it should read: '86.1 KB', '1,234 req/s', '0.42×'. */
  value: string;
  /** How it was measured, short: 'median of 5 runs, Chromium, DevTools protocol'. */
  how: string;
  /** A target it was held to, when it has one: '≤ 200 KB'. */
  target?: string;
  /** Whether the target was met (omit when there is none). */
  met?: boolean;
}

export interface BenchFigures {
  bench: string;
  measuredAt: string;
  figures: BenchFigure[];
}

export const RESULTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../bench/results',
);
/** Per-run, per-bench figure files; gitignored, `latest.md` is the lasting record. */
export const FIGURES_DIR = path.join(RESULTS_DIR, 'figures');

export function writeBenchFigures(bench: string, figures: BenchFigure[]): string {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  const file = path.join(FIGURES_DIR, `${bench}.json`);
  const content: BenchFigures = { bench, measuredAt: new Date().toISOString(), figures };
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  return file;
}

export function readBenchFigures(): BenchFigures[] {
  if (!fs.existsSync(FIGURES_DIR)) return [];
  return fs
    .readdirSync(FIGURES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(FIGURES_DIR, name), 'utf8')));
}
