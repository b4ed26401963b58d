import fs from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import { reachedPackages } from './release/first-load.ts';
import {
  FEDERATION_RUNTIME,
  installedVersion,
  reachableVersion,
  SHARED_ON_DEMAND,
  SHARED_SINGLETONS,
  sharedRange,
} from './shared-packages.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The federation runtime's version a remote's build expects from the shell, for builds
 * that carry none of their own (`externalRuntime`: production builds), else undefined.
 * The plugin bundles this same version's helpers (one version of the federation
 * packages in the workspace, architecture §9).
 */
export const externalRuntimeVersion = (command: 'build' | 'serve'): string | undefined =>
  command === 'build' ? installedVersion(REPO_ROOT, FEDERATION_RUNTIME) : undefined;

/** What every remote exposes: its app, mounted by the shell (and where its release's code starts). */
export const REMOTE_EXPOSES = { './App': './src/App.tsx' } as const;

/**
 * What a remote whose description has `viewer` exposes besides: a read-only view of one
 * item (ViewerProps), loaded by share links' pages and the project's PDF without the editor.
 */
export const VIEWER_EXPOSE = { './Viewer': './src/Viewer.tsx' } as const;

/** The modules a remote exposes, by its description. */
export const remoteExposes = (viewer: boolean | undefined) =>
  viewer ? { ...REMOTE_EXPOSES, ...VIEWER_EXPOSE } : REMOTE_EXPOSES;

/** The files of a remote package's exposed modules that exist (a new remote may have none yet). */
export const exposedFiles = (packageDir: string): string[] =>
  Object.values({ ...REMOTE_EXPOSES, ...VIEWER_EXPOSE })
    .map((file) => path.join(packageDir, file))
    .filter((file) => fs.existsSync(file));

/**
 * The shared singletons a remote's code can reach, each with the range every build
 * declares: `^<the version it was built with>`. The release's contract check
 * (tooling/release/contract-check.ts) and the shell at run time compare that with what
 * the shell provides (tooling/shell-shares.ts).
 *
 * A remote's production build takes every one of them from the shell (`import: false`):
 * it ships no copy of its own, which it would download beside the shell's and which could
 * never be used, since the shell provides them all on every page. Its dev server keeps
 * its copies, so a remote still runs standalone (`pnpm --filter <remote> dev`).
 *
 * Federation loads every declared singleton as the remote's entry starts, except one that
 * only lazily loaded chunks import. So a production build declares a singleton the shell
 * provides on demand (SHARED_ON_DEMAND) only when its shipped code imports it (from its
 * exposed modules, eagerly or lazily, through the modules of the workspace packages it
 * bundles that define the names it takes: release/first-load.ts):
 * declared by every editor, React Query, which none imports itself, was fetched on every
 * editor page before the editor could be typed in (issue H2). The others are on the page
 * already, and declared whenever reachable.
 */
function sharedSingletons(packageDir: string, build: 'remote' | 'dev') {
  const imported =
    build === 'remote'
      ? reachedPackages(exposedFiles(packageDir), new Set(SHARED_SINGLETONS), { lazy: true })
      : null;
  const declared = (name: string) =>
    imported === null || !SHARED_ON_DEMAND.includes(name as never) || imported.has(name);
  // Those the remote's code can reach, itself or through a workspace package it bundles
  // (zod through shared-contracts): left undeclared, one would be bundled into the build.
  const reachable = SHARED_SINGLETONS.flatMap((name) => {
    const version = reachableVersion(packageDir, name);
    return version && declared(name) ? [{ name, version }] : [];
  });
  return Object.fromEntries(
    reachable.map(({ name, version }) => {
      const config = { singleton: true, version, requiredVersion: sharedRange(version) };
      return [name, build === 'remote' ? { ...config, import: false as const } : config];
    }),
  );
}

interface FederationOptions {
  /** Federation name, with underscores (`mf_ux_persona`). */
  name: string;
  /** The package folder (the vite config's `import.meta.dirname`). */
  packageDir: string;
  /** Vite's command: a remote's `build` takes the shared packages from the shell only. */
  command: 'build' | 'serve';
  /** Whether it exposes `./Viewer` too (its description's `viewer`). */
  viewer?: boolean;
}

/**
 * The one Module Federation setup of the workspace's remotes (architecture §4): every
 * remote calls this, so all of them share the same singletons with the same version
 * ranges. The shell is not a federation container; it hosts the remotes through the
 * runtime alone (shell/src/remotes/federation-host.ts).
 */
export function federationPlugin({
  name,
  packageDir,
  command,
  viewer,
}: FederationOptions): PluginOption {
  const build = command === 'serve' ? 'dev' : 'remote';
  return federation({
    name,
    // Remotes are registered at run time from /remotes.json, never baked into a build.
    remotes: {},
    exposes: remoteExposes(viewer),
    filename: 'remoteEntry.js',
    manifest: true,
    shared: sharedSingletons(packageDir, build),
    // Types come from the workspace, not from federated .d.ts bundles.
    dts: false,
    // A loaded copy of a shared package is used before any other: the shell's, which it
    // registers before any remote loads, so an older release that still carries its own
    // copies uses the shell's too.
    shareStrategy: 'loaded-first',
    // A remote's CSS travels with its exposed module, so it is styled inside the shell too.
    bundleAllCSS: true,
    // A production build uses the federation runtime the shell provides
    // (`globalThis._FEDERATION_RUNTIME_CORE`) instead of bundling its own copy, 16 KB gzip
    // an editor page. Its dev server keeps its own, so it also runs standalone.
    experiments: { externalRuntime: build === 'remote' },
  });
}
