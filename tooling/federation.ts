import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import { installedVersion, SHARED_SINGLETONS } from './shared-packages.ts';

/** What every remote exposes: its app, mounted by the shell (and where its release's code starts). */
export const REMOTE_EXPOSES = { './App': './src/App.tsx' } as const;

/**
 * The one Module Federation setup of the workspace (architecture §4). The shell and
 * every remote call this, so all of them share the same singletons with the same
 * version ranges. A remote requires `^<the version it was built with>` of each: the
 * release's contract check (tooling/release/contract-check.ts) and the shell at run
 * time compare that with what the shell provides.
 */
function sharedSingletons(packageDir: string) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(packageDir, name);
      return [name, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

interface FederationOptions {
  /** Federation name, with underscores (`mf_ux_persona`); the shell is `shell`. */
  name: string;
  /** The package folder (the vite config's `import.meta.dirname`). */
  packageDir: string;
  /** A remote's modules, `{ './App': './src/App.tsx' }`; none for the shell. */
  exposes?: Record<string, string>;
}

export function federationPlugin({ name, packageDir, exposes }: FederationOptions): PluginOption {
  return federation({
    name,
    // Remotes are registered at run time from /remotes.json, never baked into a build.
    remotes: {},
    ...(exposes ? { exposes, filename: 'remoteEntry.js', manifest: true } : {}),
    shared: sharedSingletons(packageDir),
    // Types come from the workspace, not from federated .d.ts bundles.
    dts: false,
    // A remote's CSS travels with its exposed module, so it is styled inside the shell too.
    bundleAllCSS: Boolean(exposes),
  });
}
