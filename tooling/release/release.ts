import fs from 'node:fs';
import path from 'node:path';
import {
  type BuildIdentity,
  buildEditorOf,
  buildIdentityOf,
  ReleaseError,
  type ReleaseStore,
  readBuildEditor,
  removeDevelopmentMaterial,
  type SwitchOutcome,
} from 'release-registry';
import type { EditorDescription } from '../../shared-contracts/src/editors/description.ts';
import { EDITOR_FILE } from '../../shared-contracts/src/remotes.ts';
import { FEDERATION_RUNTIME } from '../shared-packages.ts';
import { contractProblems, type SharedRequirement } from './contract-check.ts';
import type { SharedExports } from './shared-exports.ts';
import { sharedImports } from './shared-imports.ts';

/** A remote being released: its federation name and its package folder. */
export interface ReleaseTarget {
  /** `mf_ux_persona`. */
  name: string;
  /** `mf-ux-persona`, relative to the repository root. */
  folder: string;
}

/** The slow steps of a release, run by the CLI with pnpm (and by tests without). */
export interface ReleaseSteps {
  /** Builds the remote into `outDir` (a complete release folder). */
  build(remote: ReleaseTarget, outDir: string): Promise<void>;
  /** Runs the remote's unit tests. */
  test(remote: ReleaseTarget): Promise<void>;
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
  remote: ReleaseTarget,
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
  const problems = contractProblems({
    remote: remote.name,
    required: shared,
    imports: sharedImports(path.join(context.repoRoot, remote.folder), context.shell),
    shell: context.shell,
  });
  if (problems.length > 0) {
    throw new ReleaseError(`The contract check failed:\n  ${problems.join('\n  ')}`);
  }
}

const readManifest = (folder: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));

/** What a release shows of the editor it describes. */
const described = (editor: EditorDescription) => `${editor.label} at /${editor.route}`;

/**
 * Build, contract check and tests, in `folder`; the release's identity when all pass. A
 * build without a usable description of this remote (`editor.json`) stops here too,
 * before the tests: the site could not show it.
 */
async function buildAndCheck(
  context: ReleaseContext,
  remote: ReleaseTarget,
  steps: ReleaseSteps,
  folder: string,
): Promise<BuildIdentity> {
  const { identity } = await timed(
    context,
    'build',
    async () => {
      await steps.build(remote, folder);
      return {
        identity: buildIdentityOf(readManifest(folder), `${remote.folder}'s build`),
        editor: readBuildEditor(folder, remote.name),
      };
    },
    ({ identity: id, editor }) => `${id.version} (commit ${id.commit}), ${described(editor)}`,
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
  remote: ReleaseTarget,
  steps: ReleaseSteps,
): Promise<BuildIdentity & SwitchOutcome> {
  const staged = context.store.stagingFolder(remote.name);
  try {
    const identity = await buildAndCheck(context, remote, steps, staged);
    const outcome = await timed(
      context,
      'publish',
      () => context.store.publish(remote.name, staged, identity),
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
  remote: ReleaseTarget,
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

/** A JSON document of an uploaded release. */
async function fetchJson(url: string, missing?: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch(
    (error: Error) => {
      throw new ReleaseError(`${url} did not answer (${error.message})`);
    },
  );
  if (!response.ok) {
    throw new ReleaseError(`${url} answered ${response.status}${missing ? `: ${missing}` : ''}`);
  }
  return response.json().catch((error: Error) => {
    throw new ReleaseError(`${url} is not JSON (${error.message})`);
  });
}

/**
 * `pnpm release <remote> --base-url <url>`: registers a release folder already uploaded
 * to `<url>` (a CDN) after checking its manifest against the deployed shell and its
 * description, and makes it current. The browser loads it from there, so it must answer
 * with CORS.
 */
export async function registerHosted(
  context: ReleaseContext,
  remote: ReleaseTarget,
  baseUrl: string,
): Promise<BuildIdentity & SwitchOutcome> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const entry = new URL('mf-manifest.json', base).href;
  const descriptionUrl = new URL(EDITOR_FILE, base).href;
  const { manifest, editor } = await timed(
    context,
    'fetch',
    async () => {
      const manifest = await fetchJson(entry);
      const editor = buildEditorOf(
        await fetchJson(
          descriptionUrl,
          `a release carries its description there (upload every file of the --out folder)`,
        ),
        descriptionUrl,
        remote.name,
      );
      return { manifest, editor };
    },
    ({ editor }) => `${entry}, ${described(editor)}`,
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
    () => context.store.register(remote.name, identity, entry, editor),
    switched,
  );
  return { ...identity, ...outcome };
}
