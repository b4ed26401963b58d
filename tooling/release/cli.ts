// `pnpm release`, `pnpm rollback` and `pnpm releases` (tooling/README.md, "Releasing an editor").
// They use the registry the server reads: RELEASES_DIR, or DATA_DIR/releases.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import {
  ReleaseError,
  type ReleaseRegistry,
  ReleaseStore,
  releasedEditor,
  releaseEntry,
  releaseSettings,
} from 'release-registry';
import { remoteFolder } from '../../shared-contracts/src/editors/description.ts';
import { REPO_ROOT, remoteFolders } from '../workspace-remotes.ts';
import type { ReleaseContext, ReleaseSteps } from './release.ts';
import { remoteNamed } from './remote-named.ts';

const run = promisify(execFile);

const USAGE = `Usage:
  pnpm release <remote> [--shell <shared-exports.json file or URL>]
  pnpm release <remote> --out <folder>       build, check and test into a folder (for a CDN)
  pnpm release <remote> --base-url <URL>     register a release uploaded to <URL> and switch to it
  pnpm rollback <remote> [version]           switch back (to the previous release by default)
  pnpm releases                              list each remote's releases
<remote> is a package folder (mf-ux-persona) or a federation name (mf_ux_persona).`;

/** Runs pnpm quietly; its output is shown only when it fails. */
async function pnpm(args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    await run('pnpm', args, { cwd: REPO_ROOT, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new ReleaseError(
      `pnpm ${args.join(' ')} failed:\n${`${stdout}\n${stderr}`.trim().slice(-6000)}`,
    );
  }
}

/** The remote's own build and test scripts: the pipeline a remote team runs alone. */
const PNPM_STEPS: ReleaseSteps = {
  build: (remote, outDir) =>
    pnpm(['--filter', remote.folder, 'build'], { ...process.env, REMOTE_OUT_DIR: outDir }),
  test: (remote) => pnpm(['--filter', remote.folder, 'test']),
};

/** The steps, with the remote's tests checking its shared imports against `shell` too. */
const stepsAgainst = (shell: string): ReleaseSteps => ({
  ...PNPM_STEPS,
  test: (remote) =>
    pnpm(['--filter', remote.folder, 'test'], { ...process.env, SHELL_EXPORTS: shell }),
});

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        shell: { type: 'string' },
        out: { type: 'string' },
        'base-url': { type: 'string' },
      },
    });
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\n${USAGE}`);
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(8);

async function releaseCommand(args: string[], store: ReleaseStore) {
  // Loaded here only: the contract check brings TypeScript and federation, which
  // `pnpm rollback` and `pnpm releases` do not need.
  const { registerHosted, release, releaseInto } = await import('./release.ts');
  const { SHARED_EXPORTS_FILE } = await import('./shared-exports.ts');
  const { readSharedExports } = await import('./deployed-shell.ts');
  const { values, positionals } = options(args);
  const remote = remoteNamed(positionals[0], remoteFolders(REPO_ROOT));
  if (values.out && values['base-url'])
    throw new ReleaseError('Give --out or --base-url, not both');
  const staticRoot = path.resolve(process.env.STATIC_ROOT ?? REPO_ROOT);
  const shellLocation = values.shell ?? path.join(staticRoot, 'shell', 'dist', SHARED_EXPORTS_FILE);
  const context: ReleaseContext = {
    repoRoot: REPO_ROOT,
    store,
    shell: await readSharedExports(shellLocation),
    onStep: (step, taken, detail) => console.log(`  ${step.padEnd(9)}${seconds(taken)}  ${detail}`),
  };
  const started = performance.now();
  console.log(`${remote.name} (${remote.folder}), checked against the shell at ${shellLocation}`);
  const elapsed = () => seconds((performance.now() - started) / 1000).trim();
  if (values.out) {
    const out = path.resolve(values.out);
    const { version } = await releaseInto(context, remote, stepsAgainst(shellLocation), out);
    console.log(`Built ${remote.name} ${version} into ${out} in ${elapsed()}.`);
    console.log(
      `Upload it to <CDN>/${version}/, then: pnpm release ${remote.folder} --base-url <CDN>/${version}/`,
    );
    return;
  }
  const outcome = values['base-url']
    ? await registerHosted(context, remote, values['base-url'])
    : await release(context, remote, stepsAgainst(shellLocation));
  console.log(`Released ${remote.name} ${outcome.current} in ${elapsed()}; it is current now.`);
  if (outcome.removed.length > 0) console.log(`Pruned: ${outcome.removed.join(', ')}`);
  if (outcome.previous && outcome.previous !== outcome.current) {
    console.log(`Roll back with: pnpm rollback ${remote.folder}`);
  }
}

async function rollbackCommand(args: string[], store: ReleaseStore) {
  const [given, version] = args;
  const registered = Object.keys(store.registry.readStrict().remotes);
  const remote = remoteNamed(given, remoteFolders(REPO_ROOT), registered);
  const outcome = await store.rollback(remote.name, version);
  console.log(`${remote.name} is on ${outcome.current} now (was ${outcome.previous ?? 'none'}).`);
}

/**
 * `pnpm releases`: every remote of the registry and of the workspace, each with the
 * label of the editor it is (its current release's description, else the workspace's).
 */
async function listCommand(store: ReleaseStore) {
  const registry: ReleaseRegistry = store.registry.readStrict();
  // Loaded here only: the descriptions' loader brings Vite, which rollback does not need.
  const { workspaceEditors } = await import('../workspace-editors.ts');
  const workspace = new Map((await workspaceEditors()).map((w) => [w.editor.remote, w.editor]));
  const names = [...new Set([...Object.keys(registry.remotes), ...workspace.keys()])].sort();
  console.log(`Releases in ${store.dir} (keeping ${store.keep} per remote):`);
  for (const name of names) {
    const entry = registry.remotes[name];
    const label = (releasedEditor(registry, name) ?? workspace.get(name))?.label;
    console.log(`\n${label ?? name}: ${name} (${remoteFolder(name)})`);
    if (!entry?.releases.length) console.log('    no releases');
    for (const r of [...(entry?.releases ?? [])].reverse()) {
      const mark = r.version === entry?.current ? '*' : ' ';
      const published = r.publishedAt.slice(0, 16).replace('T', ' ');
      console.log(
        `  ${mark} ${r.version.padEnd(22)} ${r.commit.padEnd(16)} ${published}  ${releaseEntry(name, r)}`,
      );
    }
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const settings = releaseSettings();
  const store = new ReleaseStore(settings.dir, settings.keep);
  if (command === 'release') return releaseCommand(args, store);
  if (command === 'rollback') return rollbackCommand(args, store);
  if (command === 'list') return listCommand(store);
  throw new ReleaseError(USAGE);
}

main().catch((error: unknown) => {
  // A person's mistake or a failed check is a message, not a stack trace.
  if (error instanceof ReleaseError) {
    console.error(`${error.message}\nNothing was published or switched.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
