import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { type RemoteAppProps, remotesManifest } from 'shared-contracts';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

let registration: Promise<Set<string>> | null = null;

/** Reads /remotes.json once per page and registers every remote it names. */
async function registerFromManifest(force: boolean): Promise<Set<string>> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new RemoteUnavailableError(`/remotes.json answered ${response.status}`);
  const manifest = remotesManifest.parse(await response.json());
  registerRemotes(
    Object.entries(manifest).map(([name, { entry }]) => ({
      name,
      // Manifest URLs may be relative to the site; the runtime needs absolute ones.
      entry: new URL(entry, window.location.href).href,
    })),
    // On a retry, forget what the runtime cached about a remote that failed.
    { force },
  );
  return new Set(Object.keys(manifest));
}

function ensureRegistered(force: boolean): Promise<Set<string>> {
  if (!registration || force) {
    registration = registerFromManifest(force).catch((error: unknown) => {
      registration = null;
      throw error;
    });
  }
  return registration;
}

/**
 * The `./App` of a remote, loaded at run time. Nothing about remote URLs is in the shell
 * build: publishing a remote is replacing its files, picked up on the next page load.
 */
export async function loadRemoteApp(
  name: string,
  { retry = false } = {},
): Promise<ComponentType<RemoteAppProps>> {
  const names = await ensureRegistered(retry);
  if (!names.has(name))
    throw new RemoteUnavailableError(`No remote named ${name} in /remotes.json`);
  const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!module?.default) throw new RemoteUnavailableError(`${name}/App exposes no component`);
  return module.default;
}
