import type { ComponentType } from 'react';
import type { RemoteAppProps, ViewerProps } from 'shared-contracts';
import { HOST_PROVIDES } from './host-provides';
import { RemoteTimeoutError, RemoteUnavailableError, RemoteVersionSkewError } from './load-errors';
import { type LoadedModule, loadedRemoteModule, loadRemoteModule } from './remote-loader';
import type { RemoteRelease } from './remote-releases';

export { RemoteTimeoutError, RemoteUnavailableError, RemoteVersionSkewError };

/** A remote's `./App` and the release it came from. */
export interface LoadedRemote {
  App: ComponentType<RemoteAppProps>;
  release: RemoteRelease;
}

// One record per loaded module, so that asking twice gives the same object (a component
// keeps it in state and compares it).
const asApp = new WeakMap<LoadedModule<RemoteAppProps>, LoadedRemote>();
function appOf(module: LoadedModule<RemoteAppProps>): LoadedRemote {
  let app = asApp.get(module);
  if (!app) {
    app = { App: module.Component, release: module.release };
    asApp.set(module, app);
  }
  return app;
}

/**
 * The `./App` of a remote, loaded on the shell's pages (every shared singleton provided
 * loaded): see remote-loader.ts for how, and how a load fails.
 */
export function loadRemoteApp(name: string, { retry = false } = {}): Promise<LoadedRemote> {
  return loadRemoteModule<RemoteAppProps>(name, './App', HOST_PROVIDES, { retry }).then(appOf);
}

/** The remote's `./App` if this page has loaded it already: it then mounts at once. */
export function loadedRemoteApp(name: string): LoadedRemote | undefined {
  const module = loadedRemoteModule<RemoteAppProps>(name, './App');
  return module && appOf(module);
}

/** A remote's read-only `./Viewer` on the shell's own pages (the project's PDF). */
export function loadRemoteViewer(name: string): Promise<LoadedModule<ViewerProps>> {
  return loadRemoteModule<ViewerProps>(name, './Viewer', HOST_PROVIDES);
}
