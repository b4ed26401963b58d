/**
 * Runs the browser benchmarks (`e2e/bench/*.bench.ts`) one after another against the
 * production build, each in its own process so one failing does not hide the others.
 * `tsx bench/run.ts page-loads` runs only those whose file name contains an argument.
 *
 * A benchmark exits non-zero only when it could not measure; the targets it was held to
 * are in the figures it hands over (`writeBenchFigures`). This runner reads them and exits
 * non-zero when a benchmark failed, handed over nothing, or missed a target, so
 * `pnpm bench:budget` fails on a missed budget. `pnpm bench` (tooling/bench.ts) runs the
 * same files but reports missed targets in its table instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_DIR, readBenchFigures } from '../../tooling/bench-figures.ts';

const folder = import.meta.dirname;
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

const problems: string[] = [];
for (const file of files) {
  const bench = file.replace(/\.bench\.ts$/, '');
  console.log(`\n## ${file}\n`);
  // A figures file left by an earlier run must not pass for this one's.
  fs.rmSync(path.join(FIGURES_DIR, `${bench}.json`), { force: true });
  const { status } = spawnSync('tsx', [path.join(folder, file)], { stdio: 'inherit' });
  const figures = readBenchFigures().find((written) => written.bench === bench)?.figures ?? [];
  const missed = figures.filter((figure) => figure.met === false);
  if (status !== 0) problems.push(`${bench} failed (exit ${status})`);
  else if (figures.length === 0) problems.push(`${bench} handed over no figures`);
  for (const figure of missed) {
    problems.push(`${bench}: ${figure.figure} is ${figure.value}, target ${figure.target}`);
  }
}
console.log(
  problems.length === 0
    ? `\n${files.length} of ${files.length} benchmarks ran and met their targets.`
    : `\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
