import fs from 'node:fs';
import path from 'node:path';

/**
 * What the shell and every remote share as singletons through Module Federation
 * (architecture §4): one React, one router, one query client, one token store and one
 * refresh in flight per page, one design system and one editor kit (whose i18n keeps one
 * language per page), one zod. The shell provides them all (tooling/shell-shares.ts); a remote's
 * production build carries none of them.
 * `shared-contracts` is not shared: each build bundles the parts it uses (the schemas,
 * built with the shared zod, are small; zod itself is 25 KB gzip).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'shared-auth',
  'shared-ui',
  'editor-kit',
  // One zod: the shared-contracts schemas every editor bundles are built with the shell's.
  'zod',
] as const;

/**
 * Shared singletons the shell provides without loading them first (tooling/shell-shares.ts):
 * the federation runtime imports each when a remote first asks for it. The shell's own
 * code never imports `editor-kit`'s entry (only its small bundled subpath entries, such
 * as `editor-kit/routes`), and react-query only on its lazily loaded pages. Editors load
 * zod, with their schemas, only when first used (issue H2).
 */
export const SHARED_ON_DEMAND: readonly (typeof SHARED_SINGLETONS)[number][] = [
  '@tanstack/react-query',
  'editor-kit',
  'zod',
];

/**
 * Shared singletons the shell provides as only the names the workspace imports from them,
 * not as the whole package (tooling/shell-shares.ts): what the bundler cannot drop from a
 * shared module, since any build may ask for any of its exports. The release's contract
 * check refuses a remote that imports another name (shared-exports.json lists them).
 */
export const SHARED_TRIMMED: readonly (typeof SHARED_SINGLETONS)[number][] = [
  'react-router',
  'zod',
];

/**
 * Exports of a SHARED_TRIMMED package that are namespaces of their own, trimmed member by
 * member: the workspace writes `z.object(…)`, never `import { object }`, so zod's `z` is
 * provided as the members used (`z.object`, …), not as all of zod.
 */
export const SHARED_NAMESPACES: Partial<Record<(typeof SHARED_SINGLETONS)[number], string[]>> = {
  zod: ['z'],
};

/**
 * The federation runtime: the shell provides it to the remotes, whose production builds
 * carry none (`externalRuntime`, tooling/federation.ts) and call it by its exports, so a
 * remote needs the runtime's minor version it was built with (`~x.y.z`), checked at
 * release like a shared package.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/** The range every build declares for a shared package built at `version`. */
export const sharedRange = (version: string) => `^${version}`;

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string | { source?: string; import?: string | { default?: string } }>;
}

function packageJson(packageDir: string, name: string): { dir: string; json: PackageJson } {
  const dir = path.join(packageDir, 'node_modules', name);
  return { dir, json: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) };
}

/**
 * The version of `name` that `packageDir`'s build would bundle: its own dependency, or that
 * of a workspace package it bundles (a remote gets zod through shared-contracts), or
 * undefined when its code cannot reach the package at all.
 */
export function reachableVersion(packageDir: string, name: string): string | undefined {
  const own = path.join(packageDir, 'node_modules', name, 'package.json');
  if (fs.existsSync(own)) return installedVersion(packageDir, name);
  const modules = path.join(packageDir, 'node_modules');
  const dependencies = fs.existsSync(modules) ? fs.readdirSync(modules) : [];
  for (const dependency of dependencies) {
    const dir = fs.realpathSync(path.join(modules, dependency));
    // Workspace packages only: a registry package's own dependencies are not ours to share.
    if (dir.split(path.sep).includes('node_modules')) continue;
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) {
      return installedVersion(dir, name);
    }
  }
  return undefined;
}

/** The version installed for `packageDir`, read from its node_modules (catalog: specifiers say nothing). */
export function installedVersion(packageDir: string, name: string): string {
  return packageJson(packageDir, name).json.version;
}

/**
 * The TypeScript entry of a workspace package as `packageDir` sees it (`exports["."]`, or
 * the `subpath` given, such as './routes'), or null for a package from the registry or a
 * subpath the package does not export.
 */
export function workspaceEntry(packageDir: string, name: string, subpath = '.'): string | null {
  const { dir, json } = packageJson(packageDir, name);
  if (fs.realpathSync(dir).split(path.sep).includes('node_modules')) return null;
  const entry = json.exports?.[subpath];
  const file = typeof entry === 'string' ? entry : entry?.source;
  return file ? path.join(fs.realpathSync(dir), file) : null;
}

/**
 * The ES module file a registry package's `exports["."]` names for `import`, as
 * `packageDir` sees it (the file Vite resolves the package to in a browser build).
 */
export function moduleEntry(packageDir: string, name: string): string {
  const { dir, json } = packageJson(packageDir, name);
  const entry = json.exports?.['.'];
  const esm = typeof entry === 'object' ? entry.import : undefined;
  const file = typeof esm === 'string' ? esm : esm?.default;
  if (!file) throw new Error(`${name} names no ES module in its exports["."].import`);
  return path.join(fs.realpathSync(dir), file);
}
