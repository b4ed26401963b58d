import { FEDERATION_RUNTIME, SHARED_PROVIDES } from 'virtual:ux-artefacts/shared-provides';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';

/** The shell's name as a federation host (a remote's loads name it as their host). */
export const HOST_NAME = 'shell';

/** The federation runtime this page provides: its package and version. */
export const HOST_RUNTIME = FEDERATION_RUNTIME;

declare global {
  /** Read by remotes built with `externalRuntime` (tooling/federation.ts). */
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

let started = false;

/**
 * Makes this page a federation host, once, when the first editor is opened: the shell
 * is a plain app and its landing page never loads the runtime (issue G2). It registers
 * the shell's own modules as the shared singletons (tooling/shell-shares.ts), so a
 * remote gets the React, router and token store the shell is already running, and
 * publishes the runtime for remotes built without a copy of their own.
 */
export function startFederationHost(plugins: ModuleFederationRuntimePlugin[]): void {
  if (started) return;
  started = true;
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  init({
    name: HOST_NAME,
    remotes: [],
    shared: SHARED_PROVIDES,
    // The shell's copies, registered as loaded, win over any a remote might carry.
    shareStrategy: 'loaded-first',
    plugins,
  });
}
