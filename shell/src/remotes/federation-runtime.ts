import { getInstance, loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps } from 'shared-contracts';
import { createEntryLoaderPlugin } from './entry-loader-plugin';
import { HOST_NAME, HOST_RUNTIME, startFederationHost } from './federation-host';
import { readFederationManifest } from './federation-manifest';
import { REMOTE_LOAD_TIMEOUT_MS, withDeadline } from './load-deadline';
import {
  RemoteLoadError,
  RemoteTimeoutError,
  RemoteUnavailableError,
  RemoteVersionSkewError,
} from './load-errors';
import { type RemoteRelease, readRemoteReleases } from './remote-releases';
import { findVersionSkew, hostSingletonVersions } from './version-skew';

export { RemoteTimeoutError, RemoteUnavailableError, RemoteVersionSkewError };

/** A remote's `./App` and the release it came from. */
export interface LoadedRemote {
  App: ComponentType<RemoteAppProps>;
  release: RemoteRelease;
}

const entryLoader = createEntryLoaderPlugin();
/** The manifest URL the runtime has registered for each remote. */
const registeredEntries = new Map<string, string>();
/** Remotes loaded in this page: the page keeps running that release until it reloads. */
const loaded = new Map<string, LoadedRemote>();
/** Remotes whose last load failed: their next load starts clean, whoever asks. */
const failed = new Set<string>();
/** Loads under way: whoever asks meanwhile (the page's start, then the editor) shares one. */
const loading = new Map<string, Promise<LoadedRemote>>();

/** What the host page provides to every remote: its own singletons' versions, and its runtime's. */
function hostVersions(): Map<string, string> {
  const host = getInstance();
  const versions = host ? hostSingletonVersions(host.options.shared, HOST_NAME) : new Map();
  return versions.set(HOST_RUNTIME.name, HOST_RUNTIME.version);
}

async function load(
  name: string,
  retry: boolean,
  signal: AbortSignal,
  progress: { release?: RemoteRelease },
): Promise<LoadedRemote> {
  startFederationHost([entryLoader.plugin]);
  const releases = await readRemoteReleases(signal, { pageCopy: !retry });
  const release = releases[name];
  if (!release) throw new RemoteUnavailableError(`No remote named ${name} in /remotes.json`);
  progress.release = release;

  const manifest = await readFederationManifest(release.entry, signal);
  // Before anything of the remote runs: mounting it would crash (React error #130 for a
  // missing export) instead of saying what is wrong.
  const required = manifest.federationRuntime
    ? // A remote without a runtime of its own calls the shell's by its exports: same minor.
      [
        ...manifest.shared,
        { name: HOST_RUNTIME.name, requiredVersion: `~${manifest.federationRuntime}` },
      ]
    : manifest.shared;
  const { skews, unreadable } = findVersionSkew(required, hostVersions());
  if (unreadable.length > 0)
    console.warn(`Remote ${name}: version ranges left to the federation runtime`, unreadable);
  if (skews.length > 0) {
    const list = skews.map((skew) => `${skew.package} ${skew.required} (host ${skew.provided})`);
    throw new RemoteVersionSkewError(`${name} needs ${list.join(', ')}`, skews, { release });
  }

  entryLoader.provideManifest(release.entry, manifest.json);
  if (retry) entryLoader.bustEntry(name);
  if (retry || registeredEntries.get(name) !== release.entry) {
    // Force: forget what the runtime cached about an earlier entry or a failed one.
    registerRemotes([{ name, entry: release.entry }], { force: registeredEntries.has(name) });
    registeredEntries.set(name, release.entry);
  }
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!module?.default) throw new RemoteUnavailableError(`${name}/App exposes no component`);
  return { App: module.default, release };
}

/**
 * The `./App` of a remote, loaded at run time from the release `/remotes.json` names now
 * (read again on every load, so 'Try again' picks up a new release). Nothing about remote
 * URLs is in the shell build. Fails with a RemoteLoadError: unavailable, timed out after
 * REMOTE_LOAD_TIMEOUT_MS, or needing shared versions the host does not provide.
 */
export function loadRemoteApp(name: string, { retry = false } = {}): Promise<LoadedRemote> {
  const current = loaded.get(name);
  if (current && !retry) return Promise.resolve(current);
  const pending = loading.get(name);
  if (pending && !retry) return pending;
  const attempt = loadAnew(name, retry || failed.has(name)).finally(() => {
    if (loading.get(name) === attempt) loading.delete(name);
  });
  loading.set(name, attempt);
  return attempt;
}

/** The remote's `./App` if this page has loaded it already: it then mounts at once. */
export function loadedRemoteApp(name: string): LoadedRemote | undefined {
  return loaded.get(name);
}

async function loadAnew(name: string, retrying: boolean): Promise<LoadedRemote> {
  const progress: { release?: RemoteRelease } = {};
  try {
    const remote = await withDeadline(
      REMOTE_LOAD_TIMEOUT_MS,
      (signal) => load(name, retrying, signal, progress),
      () =>
        new RemoteTimeoutError(`${name} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`, {
          release: progress.release,
        }),
    );
    failed.delete(name);
    loaded.set(name, remote);
    return remote;
  } catch (cause) {
    failed.add(name);
    const error =
      cause instanceof RemoteLoadError
        ? cause
        : new RemoteUnavailableError(`${name} could not be loaded`, { cause });
    error.release ??= progress.release;
    console.error(
      `Remote ${name} failed to load (release ${error.release?.version ?? 'unknown'}, entry ${error.release?.entry ?? 'unknown'})`,
      error,
    );
    throw error;
  }
}
