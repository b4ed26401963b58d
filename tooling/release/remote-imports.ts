import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_NAMESPACES, workspaceEntry } from '../shared-packages.ts';
import { parseSource, resolveRelative, specifierOf } from './module-source.ts';

/** Shared package → name a remote imports from it → the files that do (relative). */
export type RemoteImports = Map<string, Map<string, string[]>>;

/**
 * The names a remote imports from the shared packages, following its modules from the
 * exposed entries (`src/App.tsx`, and `src/Viewer.tsx` where there is one) through static and lazy relative imports, and into the
 * workspace packages it bundles (shared-contracts, and subpath entries such as
 * `editor-kit/routes` or `editor-kit/drafts`): exactly the code a release ships, not
 * its tests or its standalone page. Type-only imports are left out (they vanish from the
 * build); `import * as ns` counts every `ns.name` used, and so does a named import that
 * is itself a namespace (SHARED_NAMESPACES: zod's `z` counts `z.object`, …).
 */
export function remoteImports(
  entryFiles: string | readonly string[],
  packages: ReadonlySet<string>,
): RemoteImports {
  const entries = (typeof entryFiles === 'string' ? [entryFiles] : entryFiles).map((file) =>
    path.resolve(file),
  );
  const root = path.dirname(path.dirname(entries[0] ?? ''));
  const found: RemoteImports = new Map();
  const record = (pkg: string, name: string, file: string) => {
    const names = found.get(pkg) ?? new Map<string, string[]>();
    found.set(pkg, names);
    const files = names.get(name) ?? [];
    const relative = path.relative(root, file);
    if (!files.includes(relative)) files.push(relative);
    names.set(name, files);
  };
  const visited = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (visited.has(file)) continue;
    visited.add(file);
    const source = parseSource(file);
    const follow = (specifier: string) => {
      const target = specifier.startsWith('.')
        ? resolveRelative(file, specifier)
        : bundledWorkspaceEntry(file, specifier);
      if (target) queue.push(target);
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const specifier = specifierOf(node);
        if (isTypeOnly(node)) {
          // Erased from the build: nothing of its module ships.
        } else if (specifier && packages.has(specifier)) {
          for (const name of importedNames(node, source)) record(specifier, name, file);
        } else if (specifier) {
          follow(specifier);
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        follow(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** `import type …` and `export type …`: declarations the build erases. */
const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration) =>
  ts.isExportDeclaration(node) ? node.isTypeOnly : (node.importClause?.isTypeOnly ?? false);

/** The folder of the package `file` belongs to: the nearest with a package.json. */
function packageDirOf(file: string): string | null {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return null;
}

/**
 * The TypeScript module a workspace package gives `file` for `specifier`, its name or a
 * subpath (`editor-kit/routes`), when the build bundles it (it is not shared: shared
 * specifiers never get here); null for a registry package, one the importing package does
 * not depend on, or a subpath that is no script (`shared-ui/styles.css`).
 */
function bundledWorkspaceEntry(file: string, specifier: string): string | null {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameParts).join('/');
  const subpath = parts.length > nameParts ? `./${parts.slice(nameParts).join('/')}` : '.';
  const packageDir = packageDirOf(file);
  if (!packageDir || !fs.existsSync(path.join(packageDir, 'node_modules', name))) return null;
  const entry = workspaceEntry(packageDir, name, subpath);
  return entry && /\.[cm]?tsx?$/.test(entry) ? entry : null;
}

/** The run-time names an import or re-export declaration takes from its module. */
function importedNames(
  node: ts.ImportDeclaration | ts.ExportDeclaration,
  source: ts.SourceFile,
): string[] {
  const specifier = specifierOf(node) ?? '';
  const namespaces = new Set<string>(
    (SHARED_NAMESPACES as Record<string, readonly string[] | undefined>)[specifier] ?? [],
  );
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly || !node.exportClause || !ts.isNamedExports(node.exportClause)) return [];
    return node.exportClause.elements
      .filter((e) => !e.isTypeOnly)
      .map((e) => (e.propertyName ?? e.name).getText(source));
  }
  const clause = node.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamedImports(bindings)) {
    for (const e of bindings.elements) {
      if (e.isTypeOnly) continue;
      const name = (e.propertyName ?? e.name).getText(source);
      if (!namespaces.has(name)) names.push(name);
      else names.push(...namespaceMembers(e.name.text, source).map((m) => `${name}.${m}`));
    }
  } else if (bindings && ts.isNamespaceImport(bindings)) {
    names.push(...namespaceMembers(bindings.name.text, source));
  }
  return names;
}

/** `ns.name` for every use of the namespace `ns` in the file. */
function namespaceMembers(namespace: string, source: ts.SourceFile): string[] {
  const members = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === namespace
    ) {
      members.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...members];
}
