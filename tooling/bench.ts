/**
 * `pnpm bench`: builds for production with the benchmark hooks compiled in (VITE_BENCH=1:
 * the canvas's draw record, absent from every other build), runs every benchmark, one after another, each in
 * a process of its own, and writes the one summary table of their headline figures to
 * `bench/results/latest.md` (and stdout). Steps: `pnpm build` (skipped with
 * BENCH_SKIP_BUILD=1), every browser benchmark `e2e/bench/*.bench.ts`, then the API
 * benchmark and load test (`pnpm --filter api bench`, `bench:load`).
 *
 * Exit code: 0 when every step ran to the end, even if targets were missed (they are ✗
 * in the table: the figures are the result, not a verdict); 1 when a step failed or
 * could not start (a missing script counts), and it is named in the summary. Later
 * steps still run after a failed one, except after a failed build, which would leave
 * the browser benchmarks measuring a stale or missing build.
 *
 * Run from the repository root: `pnpm bench` (or `pnpm -C e2e exec tsx ../tooling/bench.ts`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchFigures, FIGURES_DIR, RESULTS_DIR, readBenchFigures } from './bench-figures.ts';
import { composeSummary, type DetailFile, type StepResult, stepFailed } from './bench-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LATEST = path.join(RESULTS_DIR, 'latest.md');

interface Step {
  name: string;
  command: string[];
  measures: boolean;
  /** Added to the environment of its command. */
  env?: NodeJS.ProcessEnv;
  /** For `pnpm --filter <package> <script>`: checked before running, to say what is missing. */
  script?: { package: string; name: string };
}

const packageScript = (pkg: string, script: string): Step => ({
  name: `${pkg} ${script}`,
  command: ['pnpm', '--filter', pkg, script],
  measures: true,
  script: { package: pkg, name: script },
});

/** The browser benchmarks, in the order of the summary; any other file comes after them. */
const BROWSER_ORDER = [
  'page-loads',
  'ux-persona-budget',
  'empathy-map',
  'competitor-analysis',
  'canvas-frames',
];
const rank = (bench: string) =>
  BROWSER_ORDER.includes(bench) ? BROWSER_ORDER.indexOf(bench) : BROWSER_ORDER.length;
const browserBenches = fs
  .readdirSync(path.join(ROOT, 'e2e', 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .map((name) => name.replace(/\.bench\.ts$/, ''))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

// A benchmark build: the canvas's draw record compiled in (VITE_BENCH), and the maximum
// compression of production, whatever the caller's environment says.
const BENCH_BUILD = { VITE_BENCH: '1', PRECOMPRESS: 'max' };

// The API's benches run last: the load test keeps both cores busy for a minute, and the
// load average it leaves behind would slow the browser benchmarks' wall-clock figures.
const steps: Step[] = [
  ...(process.env.BENCH_SKIP_BUILD === '1'
    ? []
    : [{ name: 'build', command: ['pnpm', 'build'], measures: false, env: BENCH_BUILD }]),
  ...browserBenches.map((bench) => ({
    name: `browser ${bench}`,
    // -C rather than --filter: pnpm's recursive mode adds noise to a failing command's output.
    command: ['pnpm', '-C', 'e2e', 'exec', 'tsx', `bench/${bench}.bench.ts`],
    measures: true,
  })),
  packageScript('api', 'bench'),
  packageScript('api', 'bench:load'),
];

function missingScript(step: Step): string | undefined {
  if (!step.script) return undefined;
  const manifest = path.join(ROOT, step.script.package, 'package.json');
  const scripts = JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts ?? {};
  return step.script.name in scripts
    ? undefined
    : `${step.script.package}/package.json has no "${step.script.name}" script`;
}

/** Figures files written since the last call, by bench name. */
const seen = new Set<string>();
function newFigures(): { figures: BenchFigures[]; note?: string } {
  try {
    const fresh = readBenchFigures().filter((file) => !seen.has(file.bench));
    for (const file of fresh) seen.add(file.bench);
    return { figures: fresh };
  } catch (error) {
    return { figures: [], note: `its figures could not be read: ${(error as Error).message}` };
  }
}

function run(step: Step, index: number, buildFailed: boolean): StepResult {
  const base = { name: step.name, command: step.command.join(' '), measures: step.measures };
  const skip = buildFailed ? 'not run: the build failed' : missingScript(step);
  if (skip) {
    console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}: ${skip} ===`);
    return { ...base, exitCode: null, seconds: 0, figures: [], notRun: skip };
  }
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}: ${base.command} ===\n`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  const { figures, note } = newFigures();
  const signal = result.signal ? `stopped by ${result.signal}` : undefined;
  const error = result.error ? result.error.message : undefined;
  return {
    ...base,
    exitCode: result.status,
    seconds,
    figures,
    note: [error, signal, note].filter(Boolean).join('; ') || undefined,
  };
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

function commit(): string {
  const id = git('rev-parse', '--short', 'HEAD') || 'unknown';
  // The results folder changes with every run; only source changes make the commit inexact.
  const changed = git('status', '--porcelain', '--', '.', ':(exclude)bench/results');
  return changed ? `${id} with uncommitted changes` : id;
}

function detailFiles(): DetailFile[] {
  return fs
    .readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith('.md') && name !== path.basename(LATEST))
    .sort()
    .map((name) => ({
      path: path.relative(ROOT, path.join(RESULTS_DIR, name)),
      writtenAt: fs.statSync(path.join(RESULTS_DIR, name)).mtime,
    }));
}

const startedAt = new Date();
const loadBefore = os.loadavg();
const sourceCommit = commit();
fs.rmSync(FIGURES_DIR, { recursive: true, force: true });

const results: StepResult[] = [];
for (const [index, step] of steps.entries()) {
  const buildFailed = results.some((result) => result.name === 'build' && stepFailed(result));
  results.push(run(step, index, buildFailed));
}

const cpus = os.cpus();
const summary = composeSummary({
  startedAt,
  finishedAt: new Date(),
  commit: sourceCommit,
  machine: {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadBefore,
    loadAfter: os.loadavg(),
  },
  steps: results,
  details: detailFiles(),
});
fs.mkdirSync(RESULTS_DIR, { recursive: true });
fs.writeFileSync(LATEST, summary);
console.log(`\n${summary}\nWritten to ${path.relative(ROOT, LATEST)}`);
const failed = results.filter(stepFailed);
if (failed.length) console.log(`FAILED: ${failed.map((step) => step.name).join(', ')}`);
process.exitCode = failed.length ? 1 : 0;
