/**
 * Runs the browser benchmarks (`e2e/bench/*.bench.ts`) one after another against the
 * production build, each in its own process so one failing does not hide the others.
 * `tsx bench/run.ts landing-budget` runs only those whose file name contains an argument.
 * Exits non-zero when a benchmark failed or reported a budget it did not meet.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const folder = import.meta.dirname;
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const { status } = spawnSync('tsx', [path.join(folder, file)], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} of ${files.length} benchmarks met their targets.`);
process.exitCode = failed === 0 ? 0 : 1;
