import path from 'node:path';
import { federation } from '@module-federation/vite';
import type { Plugin, PluginOption } from 'vite';
import { workspaceImports } from './release/workspace-imports.ts';
import {
  installedVersion,
  moduleEntry,
  packageFolders,
  SHARED_ON_DEMAND,
  SHARED_SINGLETONS,
  SHARED_TRIMMED,
} from './shared-packages.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** What every remote exposes: its app, mounted by the shell (and where its release's code starts). */
export const REMOTE_EXPOSES = { './App': './src/App.tsx' } as const;

/**
 * The shared singletons with the version ranges every build declares. A remote requires
 * `^<the version it was built with>` of each: the release's contract check
 * (tooling/release/contract-check.ts) and the shell at run time compare that with what
 * the shell provides.
 *
 * A remote's production build takes every one of them from the shell (`import: false`):
 * it ships no copy of its own, which it would download beside the shell's (its
 * `shared-ui`, `shared-auth` and loading wrappers, about 26 KB gzip an editor page) and
 * which could never be used, since the shell provides them all on every page. Its dev
 * server keeps its copies, so a remote still runs standalone (`pnpm --filter <remote> dev`).
 */
function sharedSingletons(packageDir: string, build: 'shell' | 'remote' | 'dev') {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(packageDir, name);
      const config = { singleton: true, version, requiredVersion: `^${version}` };
      if (build === 'remote') return [name, { ...config, import: false as const }];
      if (build === 'shell' && SHARED_TRIMMED.includes(name)) {
        return [name, { ...config, import: `${TRIMMED_MODULE}${name}` }];
      }
      return [name, config];
    }),
  );
}

/** The shell's module that provides a SHARED_TRIMMED package (`import` of its share). */
const TRIMMED_MODULE = 'virtual:ux-artefacts/shared-trimmed/';

/**
 * The shell's production build: a SHARED_TRIMMED package is provided as only the names
 * the workspace's code imports from it (workspace-imports.ts), re-exported from the
 * package, so the bundler drops the rest: react-router's whole module is 62 KB gzip, what
 * we use of it 32 KB, on every page. It stays one module for the shell and every remote,
 * the shell's own imports included (they go through federation, which hands them this
 * one). A remote importing a name not provided is refused by the release's contract
 * check (shared-exports.json lists the names).
 */
function sharedTrimmed(packageDir: string): Plugin {
  const modules = new Map(
    SHARED_TRIMMED.map((name) => [
      name as string,
      { file: moduleEntry(packageDir, name), names: workspaceImports(REPO_ROOT, name) },
    ]),
  );
  const files = new Set([...modules.values()].map(({ file }) => file));
  return {
    name: 'ux-artefacts:shared-trimmed',
    enforce: 'pre',
    resolveId(source) {
      if (source.startsWith(TRIMMED_MODULE)) return `\0${source}`;
      // The package's own file, which the module above imports: federation would route
      // it back to the share, to this module.
      return files.has(source) ? source : undefined;
    },
    load(id) {
      const trimmed = id.startsWith(`\0${TRIMMED_MODULE}`)
        ? modules.get(id.slice(TRIMMED_MODULE.length + 1))
        : undefined;
      if (!trimmed) return;
      return `export { ${trimmed.names.join(', ')} } from ${JSON.stringify(trimmed.file)};\n`;
    },
  };
}

/**
 * The shell's production build: its own imports of the SHARED_ON_DEMAND packages go
 * straight to the package's file, out of federation's sight.
 *
 * The federation runtime loads, before the page's code runs, every shared package the
 * host's own code imports anywhere, lazy chunks included: the build turns each such
 * import into a wrapper that reads the loaded module synchronously. The landing page
 * would download react-query that way although only lazily loaded pages and the editors
 * use it. Resolved directly, the shell's imports no longer count as federation's, so the
 * package is loaded with the first chunk that imports it. The shell still provides it to
 * the remotes: federation's provider imports the package through this resolution too,
 * so the shell and every remote use one module, with one QueryClient context. The shell
 * is the only provider (the remotes' builds carry no copy), so no other copy can win.
 */
function sharedOnDemand(packageDir: string): Plugin {
  const files = new Map<string, string>(
    SHARED_ON_DEMAND.map((name) => [name, moduleEntry(packageDir, name)]),
  );
  const resolved = new Set(files.values());
  // Each package with its own dependencies (react-query's query-core) in one chunk: the
  // shell's pages import different parts of it, which would otherwise make four chunks.
  const folders = SHARED_ON_DEMAND.flatMap((name) => packageFolders(packageDir, name));
  return {
    name: 'ux-artefacts:shared-on-demand',
    enforce: 'pre',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shared-on-demand',
                  test: (id: string) => folders.some((folder) => id.startsWith(folder)),
                },
              ],
            },
          },
        },
      },
    }),
    resolveId(source) {
      // The file itself too: the federation plugin would match its path to the package.
      return files.get(source) ?? (resolved.has(source) ? source : undefined);
    },
  };
}

interface FederationOptions {
  /** Federation name, with underscores (`mf_ux_persona`); the shell is `shell`. */
  name: string;
  /** The package folder (the vite config's `import.meta.dirname`). */
  packageDir: string;
  /** Vite's command: a remote's `build` takes the shared packages from the shell only. */
  command: 'build' | 'serve';
  /** A remote's modules, `{ './App': './src/App.tsx' }`; none for the shell. */
  exposes?: Record<string, string>;
}

/**
 * The one Module Federation setup of the workspace (architecture §4). The shell and
 * every remote call this, so all of them share the same singletons with the same
 * version ranges.
 */
export function federationPlugin({
  name,
  packageDir,
  command,
  exposes,
}: FederationOptions): PluginOption {
  const build = command === 'serve' ? 'dev' : exposes ? 'remote' : 'shell';
  return [
    // Before federation's own resolution, which they must pre-empt.
    build === 'shell' ? [sharedOnDemand(packageDir), sharedTrimmed(packageDir)] : [],
    federation({
      name,
      // Remotes are registered at run time from /remotes.json, never baked into a build.
      remotes: {},
      ...(exposes ? { exposes, filename: 'remoteEntry.js', manifest: true } : {}),
      shared: sharedSingletons(packageDir, build),
      // Types come from the workspace, not from federated .d.ts bundles.
      dts: false,
      // A loaded copy of a shared package is used before any other, and a later
      // registration never replaces the shell's: an older release that still carries its
      // own copies uses the shell's too. It also spares the shell's start-up the
      // comparison of versions (2 KB and two requests less on every page).
      shareStrategy: 'loaded-first',
      // A remote's CSS travels with its exposed module, so it is styled inside the shell too.
      bundleAllCSS: Boolean(exposes),
    }),
  ];
}
