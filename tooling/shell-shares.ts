import path from 'node:path';
import type { Plugin } from 'vite';
import { workspaceImports } from './release/workspace-imports.ts';
import {
  FEDERATION_RUNTIME,
  installedVersion,
  moduleEntry,
  SHARED_ON_DEMAND,
  SHARED_SINGLETONS,
  SHARED_TRIMMED,
  sharedRange,
  workspaceEntry,
} from './shared-packages.ts';

/**
 * The module the shell's federation host (shell/src/remotes/federation-host.ts) reads
 * what it provides to the remotes from: `SHARED_PROVIDES`, one entry per shared
 * singleton, in the shape of the federation runtime's `shared` option, and
 * `FEDERATION_RUNTIME`, the runtime's package and version it provides.
 *
 * The shell is a plain Vite app, not a federation container (issue G2): its own code
 * imports React, the router and the rest directly, and nothing of federation runs until
 * an editor is opened. Only then does the host load the runtime and register these
 * modules, which are the very ones the shell's code uses (one React, one router, one
 * token store per page). Each is the package's namespace, except:
 * - SHARED_TRIMMED packages: only the names the workspace imports from them, so the
 *   bundler can drop the rest (react-router: 32 KB gzip instead of 62 KB);
 * - SHARED_ON_DEMAND packages: a `get` that imports them when a remote first asks.
 */
export const SHARED_PROVIDES_MODULE = 'virtual:ux-artefacts/shared-provides';
/**
 * The same for a page that hosts only read-only viewers (a share link's page, issue H5).
 * A remote's entry loads every singleton its editor uses as soon as it starts, whichever
 * module is asked for, so a viewer page provides React, which it runs and viewers use,
 * and every other singleton as an empty module: a viewer imports React alone
 * (tooling/release/viewer-imports.ts checks it), and the editor's code never runs there.
 * Versions are the real ones, so the release checks hold as on any page.
 */
export const VIEWER_PROVIDES_MODULE = 'virtual:ux-artefacts/viewer-provides';
/** The singletons a viewer page runs and provides; a viewer may import these alone. */
export const VIEWER_PAGE_SHARED: readonly string[] = ['react', 'react-dom'];
const TRIMMED_MODULE = 'virtual:ux-artefacts/shared-trimmed/';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** How the module provides a singleton: loaded, imported when asked for, or as an empty module. */
type Provision = 'loaded' | 'on-demand' | 'empty';

function providesModule(packageDir: string, provision: (name: string) => Provision): string {
  const imports: string[] = [];
  const entries = SHARED_SINGLETONS.map((name, index) => {
    const version = installedVersion(packageDir, name);
    const config = `version: ${JSON.stringify(version)}, shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(sharedRange(version))} }`;
    const source = SHARED_TRIMMED.includes(name) ? `${TRIMMED_MODULE}${name}` : name;
    if (provision(name) === 'empty') {
      imports.push(`const notOnThisPage${index} = {};`);
      // A module of its own per package (the runtime may mark what it is handed).
      return `${JSON.stringify(name)}: { ${config}, lib: () => notOnThisPage${index} }`;
    }
    if (provision(name) === 'on-demand') {
      return `${JSON.stringify(name)}: { ${config}, get: () => import(${JSON.stringify(source)}).then((module) => () => module) }`;
    }
    imports.push(`import * as share${index} from ${JSON.stringify(source)};`);
    return `${JSON.stringify(name)}: { ${config}, lib: () => share${index} }`;
  });
  const runtime = JSON.stringify({
    name: FEDERATION_RUNTIME,
    version: installedVersion(packageDir, FEDERATION_RUNTIME),
  });
  return `${imports.join('\n')}\nexport const SHARED_PROVIDES = {\n  ${entries.join(',\n  ')},\n};\nexport const FEDERATION_RUNTIME = ${runtime};\n`;
}

/**
 * The module the shell's build provides each SHARED_ON_DEMAND package as, by package: its
 * trimmed module (SHARED_TRIMMED), else the file the package resolves to.
 */
export const sharedOnDemandFiles = (packageDir: string): Record<string, string> =>
  Object.fromEntries(
    SHARED_ON_DEMAND.map((name) => [
      name,
      SHARED_TRIMMED.includes(name)
        ? `\0${TRIMMED_MODULE}${name}`
        : (workspaceEntry(packageDir, name) ?? moduleEntry(packageDir, name)),
    ]),
  );

/** The shell's Vite plugin serving SHARED_PROVIDES_MODULE and its trimmed packages. */
export function shellSharesPlugin({ packageDir }: { packageDir: string }): Plugin {
  const trimmed = new Map(
    SHARED_TRIMMED.map((name) => [name as string, workspaceImports(REPO_ROOT, name)]),
  );
  return {
    name: 'ux-artefacts:shell-shares',
    // The dev server pre-bundles the registry packages the shell provides together with
    // what its own code imports: found only later, in this virtual module, a package
    // would be optimized again under another URL, and the page would run two copies of
    // React (one from the shell's imports, one handed to the remotes).
    config: () => ({
      optimizeDeps: {
        include: SHARED_SINGLETONS.filter((name) => !workspaceEntry(packageDir, name)),
      },
    }),
    resolveId(source) {
      if (
        source === SHARED_PROVIDES_MODULE ||
        source === VIEWER_PROVIDES_MODULE ||
        source.startsWith(TRIMMED_MODULE)
      ) {
        return `\0${source}`;
      }
    },
    load(id) {
      if (id === `\0${SHARED_PROVIDES_MODULE}`) {
        return providesModule(packageDir, (name) =>
          SHARED_ON_DEMAND.includes(name as never) ? 'on-demand' : 'loaded',
        );
      }
      if (id === `\0${VIEWER_PROVIDES_MODULE}`) {
        return providesModule(packageDir, (name) =>
          VIEWER_PAGE_SHARED.includes(name) ? 'loaded' : 'empty',
        );
      }
      if (!id.startsWith(`\0${TRIMMED_MODULE}`)) return;
      const name = id.slice(TRIMMED_MODULE.length + 1);
      const names = trimmed.get(name);
      if (!names) throw new Error(`${name} is not in SHARED_TRIMMED`);
      return trimmedModule(name, names);
    },
  };
}

/**
 * A module exporting only `names` of `pkg`; `ns.member` names (SHARED_NAMESPACES) make
 * `ns` an object of those members alone, which leaves the bundler free to drop the rest.
 */
function trimmedModule(pkg: string, names: readonly string[]): string {
  const from = JSON.stringify(pkg);
  const plain = names.filter((name) => !name.includes('.'));
  const namespaces = new Map<string, string[]>();
  for (const name of names.filter((n) => n.includes('.'))) {
    const [namespace = '', member = ''] = name.split('.');
    namespaces.set(namespace, [...(namespaces.get(namespace) ?? []), member]);
  }
  const lines = plain.length > 0 ? [`export { ${plain.join(', ')} } from ${from};`] : [];
  for (const [namespace, members] of namespaces) {
    const whole = `whole_${namespace}`;
    lines.push(
      `import { ${namespace} as ${whole} } from ${from};`,
      `export const ${namespace} = Object.freeze({ ${members.map((m) => `${m}: ${whole}.${m}`).join(', ')} });`,
    );
  }
  return `${lines.join('\n')}\n`;
}
