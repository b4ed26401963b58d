#!/usr/bin/env node
// Every test of the workspace, in the order that fails fastest: lint and types first;
// then the unit and API suites (vitest, which receives this script's arguments, e.g.
// reporters) while the production build the browser suite needs runs alongside; then
// the browser suite (Playwright) against that build. Both suites run even when the first
// fails, so one run shows every failure.
//
// The build is a test build: fast compression (PRECOMPRESS=fast), since its .br/.gz are
// served to Chromium on loopback, not measured; `pnpm build` and `pnpm bench` keep the
// maximum. Its output is held back and printed after vitest's, so the two do not mix.
import { spawn } from 'node:child_process';

/** Runs a command to its end; `quiet` keeps its output (stdout and stderr) for later. */
function run(command, args, { env = {}, quiet = false } = {}) {
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ status: 1, output: Buffer.concat(output), seconds: seconds(started) });
    });
    child.on('close', (status) =>
      resolve({ status: status ?? 1, output: Buffer.concat(output), seconds: seconds(started) }),
    );
  });
}

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const verdict = (status) => (status === 0 ? 'passed' : 'FAILED');

const lint = await run('pnpm', ['lint']);
if (lint.status !== 0) process.exit(1);

// The preset photos are generated before vitest starts, not by the build during it: the
// kit's tests import them through a glob that must not see a half-written folder.
const photos = await run('pnpm', ['persona-photos']);
if (photos.status !== 0) process.exit(1);

const building = run('pnpm', ['build'], { env: { PRECOMPRESS: 'fast' }, quiet: true });
const vitest = await run('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)]);
const build = await building;
process.stdout.write(`\n--- pnpm build (alongside vitest, ${build.seconds}s) ---\n`);
process.stdout.write(build.output);

// The global setup serves this fresh build instead of running `pnpm start` again.
const e2e =
  build.status === 0
    ? await run('pnpm', ['--filter', 'e2e', 'test'], { env: { E2E_SKIP_BUILD: '1' } })
    : { status: 1, seconds: 0 };

console.log(
  [
    '',
    `lint ${verdict(lint.status)} (${lint.seconds}s)`,
    `vitest ${verdict(vitest.status)} (${vitest.seconds}s)`,
    `build ${verdict(build.status)} (${build.seconds}s, alongside vitest)`,
    build.status === 0
      ? `e2e ${verdict(e2e.status)} (${e2e.seconds}s)`
      : 'e2e not run: the build failed',
  ].join('\n'),
);
process.exit(vitest.status || build.status || e2e.status);
