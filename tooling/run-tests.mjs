#!/usr/bin/env node
// Every test of the workspace, in the order that fails fastest: lint and types, the
// unit and API suites (vitest, which receives this script's arguments, e.g. reporters),
// then the browser suite against the production build (Playwright). Both suites run
// even when the first fails, so one run shows every failure.
import { spawnSync } from 'node:child_process';

const run = (command, args) =>
  spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (run('pnpm', ['lint']) !== 0) process.exit(1);
const vitest = run('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)]);
const e2e = run('pnpm', ['--filter', 'e2e', 'test']);
console.log(
  `\nvitest ${vitest === 0 ? 'passed' : 'FAILED'}, e2e ${e2e === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(vitest || e2e);
