import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { UserOptions } from '@module-federation/runtime/types';

/** The shell's name as a federation host (a remote's loads name it as their host). */
export const HOST_NAME = 'shell';

/**
 * What a page provides to the remotes it hosts, from a module the shell's build writes
 * (tooling/shell-shares.ts): the shared singletons in the runtime's `shared` shape, and
 * the federation runtime's package and version. The editors' pages provide every
 * singleton loaded (host-provides.ts); a share link's page only React, the rest on
 * demand (share/viewer-provides.ts), so that it downloads nothing a viewer does not use.
 */
export interface HostProvides {
  shared: NonNullable<UserOptions['shared']>;
  runtime: { name: string; version: string };
}

declare global {
  /** Read by remotes built with `externalRuntime` (tooling/federation.ts). */
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

let started = false;

/**
 * Makes this page a federation host, once, when the first remote is loaded: the shell
 * is a plain app and its landing page never loads the runtime (issue G2). It registers
 * the shell's own modules as the shared singletons (tooling/shell-shares.ts), so a
 * remote gets the React, router and token store the shell is already running, and
 * publishes the runtime for remotes built without a copy of their own.
 */
export function startFederationHost(
  plugins: ModuleFederationRuntimePlugin[],
  provides: HostProvides,
): void {
  if (started) return;
  started = true;
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  init({
    name: HOST_NAME,
    remotes: [],
    shared: provides.shared,
    // The shell's copies, registered as loaded, win over any a remote might carry.
    shareStrategy: 'loaded-first',
    plugins,
  });
}
