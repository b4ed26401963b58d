import fs from 'node:fs';
import path from 'node:path';
import {
  type BuildIdentity,
  buildIdentityOf,
  removeDevelopmentMaterial,
} from '../../api/src/releases/build-identity.ts';
import { ReleaseError } from '../../api/src/releases/registry.ts';
import type { ReleaseStore, SwitchOutcome } from '../../api/src/releases/release-store.ts';
import type { EditorRemote } from '../../shared-contracts/src/remotes.ts';
import { REMOTE_EXPOSES } from '../federation.ts';
import { FEDERATION_RUNTIME } from '../shared-packages.ts';
import { contractProblems, type SharedRequirement } from './contract-check.ts';
import { remoteImports } from './remote-imports.ts';
import type { SharedExports } from './shared-exports.ts';

/** The slow steps of a release, run by the CLI with pnpm (and by tests without). */
export interface ReleaseSteps {
  /** Builds the remote into `outDir` (a complete release folder). */
  build(remote: EditorRemote, outDir: string): Promise<void>;
  /** Runs the remote's unit tests. */
  test(remote: EditorRemote): Promise<void>;
}

export interface ReleaseContext {
  /** The repository root (the remote's sources are `<root>/<folder>/src`). */
  repoRoot: string;
  store: ReleaseStore;
  /** The deployed shell's shared exports. */
  shell: SharedExports;
  /** Told as each step ends: its name, seconds taken and what it found. */
  onStep?: (step: string, seconds: number, detail: string) => void;
}

interface Manifest {
  shared?: SharedRequirement[];
  metaData?: { buildInfo?: { federationRuntime?: unknown } };
}

/** How long an uploaded release's manifest may take to answer. */
const FETCH_TIMEOUT_MS = 30_000;

const switched = ({ current, previous }: SwitchOutcome) =>
  previous === current ? 'was current already' : `current (was ${previous ?? 'none'})`;

/** Runs `work`, reporting how long it took. */
async function timed<T>(
  context: ReleaseContext,
  step: string,
  work: () => Promise<T> | T,
  detail: (result: T) => string,
): Promise<T> {
  const started = performance.now();
  const result = await work();
  context.onStep?.(step, (performance.now() - started) / 1000, detail(result));
  return result;
}

/**
 * The contract check (architecture §4): the remote's shipped code and its manifest
 * against the deployed shell's shared exports. Throws every problem at once.
 */
export function checkContract(
  context: ReleaseContext,
  remote: EditorRemote,
  manifest: unknown,
): void {
  const { shared: packages = [], metaData } = manifest as Manifest;
  const runtime = metaData?.buildInfo?.federationRuntime;
  const shared: SharedRequirement[] = [
    ...packages,
    // A build without a runtime of its own uses the shell's (tooling/federation.ts).
    ...(typeof runtime === 'string'
      ? [{ name: FEDERATION_RUNTIME, requiredVersion: `~${runtime}` }]
      : []),
  ];
  const checked = new Set(
    Object.entries(context.shell.shared)
      .filter(([, provided]) => provided.exports)
      .map(([name]) => name),
  );
  const entry = path.join(context.repoRoot, remote.folder, REMOTE_EXPOSES['./App']);
  const problems = contractProblems({
    remote: remote.name,
    required: shared,
    imports: remoteImports(entry, checked),
    shell: context.shell,
  });
  if (problems.length > 0) {
    throw new ReleaseError(`The contract check failed:\n  ${problems.join('\n  ')}`);
  }
}

const readManifest = (folder: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));

/** Build, contract check and tests, in `folder`; the release's identity when all pass. */
async function buildAndCheck(
  context: ReleaseContext,
  remote: EditorRemote,
  steps: ReleaseSteps,
  folder: string,
): Promise<BuildIdentity> {
  const identity = await timed(
    context,
    'build',
    async () => {
      await steps.build(remote, folder);
      return buildIdentityOf(readManifest(folder), `${remote.folder}'s build`);
    },
    (id) => `${id.version} (commit ${id.commit})`,
  );
  await timed(
    context,
    'contract',
    () => checkContract(context, remote, readManifest(folder)),
    () => 'ok',
  );
  await timed(
    context,
    'tests',
    () => steps.test(remote),
    () => 'passed',
  );
  return identity;
}

/**
 * `pnpm release <remote>`: builds into a staging folder, checks the contract, runs the
 * tests, then publishes the folder and makes it current in one atomic switch. Any
 * failure leaves the registry and the served releases as they were.
 */
export async function release(
  context: ReleaseContext,
  remote: EditorRemote,
  steps: ReleaseSteps,
): Promise<BuildIdentity & SwitchOutcome> {
  const staged = context.store.stagingFolder(remote);
  try {
    const identity = await buildAndCheck(context, remote, steps, staged);
    const outcome = await timed(
      context,
      'publish',
      () => context.store.publish(remote, staged, identity),
      switched,
    );
    return { ...identity, ...outcome };
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}

/**
 * `pnpm release <remote> --out <folder>`: the same build, check and tests, leaving the
 * release folder in `out` (for uploading to a CDN) without publishing anything.
 */
export async function releaseInto(
  context: ReleaseContext,
  remote: EditorRemote,
  steps: ReleaseSteps,
  out: string,
): Promise<BuildIdentity> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
    throw new ReleaseError(`${out} is not empty`);
  }
  const identity = await buildAndCheck(context, remote, steps, out);
  removeDevelopmentMaterial(out);
  return identity;
}

/**
 * `pnpm release <remote> --base-url <url>`: registers a release folder already uploaded
 * to `<url>` (a CDN) after checking its manifest against the deployed shell, and makes
 * it current. The browser loads it from there, so it must answer with CORS.
 */
export async function registerHosted(
  context: ReleaseContext,
  remote: EditorRemote,
  baseUrl: string,
): Promise<BuildIdentity & SwitchOutcome> {
  const entry = new URL('mf-manifest.json', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
  const manifest = await timed(
    context,
    'fetch',
    async () => {
      const response = await fetch(entry, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(
        (error: Error) => {
          throw new ReleaseError(`${entry} did not answer (${error.message})`);
        },
      );
      if (!response.ok) throw new ReleaseError(`${entry} answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    () => entry,
  );
  const identity = buildIdentityOf(manifest, entry);
  await timed(
    context,
    'contract',
    () => checkContract(context, remote, manifest),
    () => 'ok',
  );
  const outcome = await timed(
    context,
    'register',
    () => context.store.register(remote, identity, entry),
    switched,
  );
  return { ...identity, ...outcome };
}
