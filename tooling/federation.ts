import fs from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';

/**
 * The one Module Federation setup of the workspace (architecture §4). The shell and
 * every remote call this, so all of them share the same singletons with the same
 * version ranges: one React, one router, one query client, one token store and one
 * refresh in flight per page.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'shared-auth',
  'shared-ui',
] as const;

/** The version installed for `packageDir`, read from its node_modules (catalog: specifiers say nothing). */
function installedVersion(packageDir: string, name: string): string {
  const manifest = path.join(packageDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

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
