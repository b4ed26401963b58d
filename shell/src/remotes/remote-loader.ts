import { getInstance, loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { createEntryLoaderPlugin } from './entry-loader-plugin';
import { HOST_NAME, type HostProvides, startFederationHost } from './federation-host';
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

/** A module a remote exposes (tooling/federation.ts): its editor, or its read-only viewer. */
export type RemoteExpose = './App' | './Viewer';

/** An exposed module's component and the release it came from. */
export interface LoadedModule<Props> {
  Component: ComponentType<Props>;
  release: RemoteRelease;
}

// One federation host per page, whichever modules it loads: the editors' and the viewers'
// loads share the registered entries and the entry loader (a remote's entry is loaded once).
const entryLoader = createEntryLoaderPlugin();
/** The manifest URL the runtime has registered for each remote. */
const registeredEntries = new Map<string, string>();
/** Modules loaded in this page, by `<remote>/<expose>`: the page keeps that release until it reloads. */
const loaded = new Map<string, LoadedModule<never>>();
/** Modules whose last load failed: their next load starts clean, whoever asks. */
const failed = new Set<string>();
/** Loads under way: whoever asks meanwhile (the page's start, then the editor) shares one. */
const loading = new Map<string, Promise<LoadedModule<never>>>();

const idOf = (name: string, expose: RemoteExpose) => `${name}/${expose.slice(2)}`;
/** How messages name a load: the remote for its editor (as ever), else the module. */
const labelOf = (name: string, expose: RemoteExpose) =>
  expose === './App' ? name : idOf(name, expose);

/** What the host page provides to every remote: its own singletons' versions, and its runtime's. */
function hostVersions(runtime: HostProvides['runtime']): Map<string, string> {
  const host = getInstance();
  const versions = host ? hostSingletonVersions(host.options.shared, HOST_NAME) : new Map();
  return versions.set(runtime.name, runtime.version);
}

async function load(
  name: string,
  expose: RemoteExpose,
  host: HostProvides,
  retry: boolean,
  signal: AbortSignal,
  progress: { release?: RemoteRelease },
): Promise<LoadedModule<never>> {
  startFederationHost([entryLoader.plugin], host);
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
        { name: host.runtime.name, requiredVersion: `~${manifest.federationRuntime}` },
      ]
    : manifest.shared;
  const { skews, unreadable } = findVersionSkew(required, hostVersions(host.runtime));
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
  const id = idOf(name, expose);
  const module = await loadRemote<{ default: ComponentType<never> }>(id);
  if (!module?.default) throw new RemoteUnavailableError(`${id} exposes no component`);
  return { Component: module.default, release };
}

async function loadAnew(
  name: string,
  expose: RemoteExpose,
  host: HostProvides,
  retrying: boolean,
): Promise<LoadedModule<never>> {
  const id = idOf(name, expose);
  const label = labelOf(name, expose);
  const progress: { release?: RemoteRelease } = {};
  try {
    const remote = await withDeadline(
      REMOTE_LOAD_TIMEOUT_MS,
      (signal) => load(name, expose, host, retrying, signal, progress),
      () =>
        new RemoteTimeoutError(`${label} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`, {
          release: progress.release,
        }),
    );
    failed.delete(id);
    loaded.set(id, remote);
    return remote;
  } catch (cause) {
    failed.add(id);
    const error =
      cause instanceof RemoteLoadError
        ? cause
        : new RemoteUnavailableError(`${label} could not be loaded`, { cause });
    error.release ??= progress.release;
    console.error(
      `Remote ${label} failed to load (release ${error.release?.version ?? 'unknown'}, entry ${error.release?.entry ?? 'unknown'})`,
      error,
    );
    throw error;
  }
}

/**
 * A module a remote exposes, loaded at run time from the release `/remotes.json` names
 * now (read again on every load, so 'Try again' picks up a new release). Nothing about
 * remote URLs is in the shell build. Fails with a RemoteLoadError: unavailable, timed out
 * after REMOTE_LOAD_TIMEOUT_MS, or needing shared versions the host does not provide.
 * `host` is what this page provides (the first load of the page starts the host with it).
 */
export function loadRemoteModule<Props>(
  name: string,
  expose: RemoteExpose,
  host: HostProvides,
  { retry = false } = {},
): Promise<LoadedModule<Props>> {
  const id = idOf(name, expose);
  const current = loaded.get(id);
  if (current && !retry) return Promise.resolve(current as LoadedModule<Props>);
  const pending = loading.get(id);
  if (pending && !retry) return pending as Promise<LoadedModule<Props>>;
  const attempt = loadAnew(name, expose, host, retry || failed.has(id)).finally(() => {
    if (loading.get(id) === attempt) loading.delete(id);
  });
  loading.set(id, attempt);
  return attempt as Promise<LoadedModule<Props>>;
}

/** The module if this page has loaded it already: it then mounts at once. */
export function loadedRemoteModule<Props>(
  name: string,
  expose: RemoteExpose,
): LoadedModule<Props> | undefined {
  return loaded.get(idOf(name, expose)) as LoadedModule<Props> | undefined;
}
