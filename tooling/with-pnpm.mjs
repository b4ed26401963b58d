#!/usr/bin/env node
// `npm start` and `npm test` on a machine with Node alone (issue H6 item 12), and the same
// `pnpm start` / `pnpm test` as before: runs `pnpm <arguments>` with
// - the pnpm that started this script (`pnpm start`), or a pnpm 10 on the PATH;
// - otherwise the version package.json's `packageManager` names, through `npx --yes
//   pnpm@<version>`: npx comes with npm, needs only the npm registry, and puts that pnpm's
//   bin folder on the PATH of everything it runs, so the scripts' own `pnpm …` calls find
//   it as well. (Corepack would also do, but Node 25 no longer ships it, and it must be
//   enabled, which writes next to Node's own binaries.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PNPM_MAJOR = '10';
const windows = process.platform === 'win32';

function pinnedVersion() {
  const { packageManager } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match) throw new Error(`package.json's packageManager is not pnpm@x.y.z: ${packageManager}`);
  return match[1];
}

/** A pnpm of the right major on the PATH (pnpm 10 itself switches to the pinned version). */
function pnpmOnPath() {
  if (process.env.npm_config_user_agent?.startsWith(`pnpm/${PNPM_MAJOR}.`)) return true;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: windows });
  return probe.status === 0 && probe.stdout.trim().startsWith(`${PNPM_MAJOR}.`);
}

const args = process.argv.slice(2);
const [command, commandArgs] = pnpmOnPath()
  ? ['pnpm', args]
  : (() => {
      const version = pinnedVersion();
      console.log(`pnpm ${PNPM_MAJOR} is not installed: running pnpm ${version} through npx`);
      return ['npx', ['--yes', `pnpm@${version}`, ...args]];
    })();

const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', shell: windows });
// Ctrl+C reaches the child through the terminal; a kill sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`could not run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ended by a signal: end the same way, so whoever started us sees how.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
