#!/usr/bin/env node
// Every test of the workspace, in the order that fails fastest: formatting first, then the
// server's types; then three things at once: the rest of the type-check and knip (what
// `pnpm lint` runs besides), the unit and API suites (vitest, which receives this
// script's arguments, e.g. reporters), and the production build the browser suite needs;
// then the browser suite (Playwright) against that build. vitest and the browser suite
// both run even when the first fails, so one run shows every failure; a failed lint
// stops the run before the browser suite.
//
// The type-check runs beside vitest since it is one process (one core) for about 20 s
// cold while vitest leaves some of the other core idle; the server's packages are built
// before, because the build and one API test run what they emit (api/dist), and the rest
// of `tsc -b` only writes declarations where nothing else reads (node_modules/.tsbuild).
//
// The build is a test build: fast compression (PRECOMPRESS=fast), since its .br/.gz are
// served to Chromium on loopback, not measured; `pnpm build` and `pnpm bench` keep the
// maximum. The outputs of the build and the lint are held back and printed after vitest's,
// so they do not mix (a failed lint is printed at once).
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

const started = Date.now();
for (const [command, ...args] of [
  ['pnpm', 'exec', 'biome', 'check', '.'],
  ['pnpm', 'exec', 'tsc', '-b', 'shared-contracts', 'api'],
  // The preset photos are generated before vitest starts, not by the build during it: the
  // kit's tests import them through a glob that must not see a half-written folder.
  ['pnpm', 'persona-photos'],
]) {
  if ((await run(command, args)).status !== 0) process.exit(1);
}

/** `pnpm lint`'s type-check and knip, quietly; a failure is printed as soon as it happens. */
async function typesAndDeadCode() {
  const output = [];
  for (const args of [['tsc', '-b'], ['knip']]) {
    const step = await run('pnpm', ['exec', ...args], { quiet: true });
    output.push(step.output);
    if (step.status !== 0) {
      process.stdout.write(`\n--- ${args.join(' ')} FAILED ---\n${step.output}`);
      return { status: step.status, output: Buffer.concat(output), seconds: seconds(started) };
    }
  }
  return { status: 0, output: Buffer.concat(output), seconds: seconds(started) };
}

const linting = typesAndDeadCode();
const building = run('pnpm', ['build'], { env: { PRECOMPRESS: 'fast' }, quiet: true });
const vitest = await run('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)]);
const [lint, build] = await Promise.all([linting, building]);
process.stdout.write(`\n--- pnpm build (alongside vitest, ${build.seconds}s) ---\n`);
process.stdout.write(build.output);
if (lint.status !== 0) {
  console.log(
    `\nlint FAILED (see above): the browser suite was not run\nvitest ${verdict(vitest.status)}`,
  );
  process.exit(1);
}

// The global setup serves this fresh build instead of running `pnpm start` again.
const e2e =
  build.status === 0
    ? await run('pnpm', ['--filter', 'e2e', 'test'], { env: { E2E_SKIP_BUILD: '1' } })
    : { status: 1, seconds: 0 };

console.log(
  [
    '',
    `lint ${verdict(lint.status)} (${lint.seconds}s from the start, beside vitest)`,
    `vitest ${verdict(vitest.status)} (${vitest.seconds}s)`,
    `build ${verdict(build.status)} (${build.seconds}s, alongside vitest)`,
    build.status === 0
      ? `e2e ${verdict(e2e.status)} (${e2e.seconds}s)`
      : 'e2e not run: the build failed',
  ].join('\n'),
);
process.exit(vitest.status || build.status || e2e.status);
