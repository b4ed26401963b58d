import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { workspaceEntry } from '../shared-packages.ts';
import { parseSource, resolveRelative, specifierOf } from './module-source.ts';

/**
 * The registry packages `entries` reach: their run-time imports, followed through their
 * own modules and into the workspace packages a build bundles (shared-contracts, a subpath
 * entry such as `editor-kit/drafts`), where only the modules that define the names imported
 * are followed, as the bundler keeps only those (the packages declare no side effects).
 * Type-only imports are left out, and so are `shared`, the packages a remote takes from
 * the shell, which are recorded and not followed. Static imports only, unless `lazy`: what
 * loads with the entry itself (issue H2), so `zod` in the answer means a first load that
 * runs schema code; with `lazy`, also what its lazily loaded chunks import.
 */
export function reachedPackages(
  entries: string | readonly string[],
  shared: ReadonlySet<string>,
  { lazy = false } = {},
): Set<string> {
  const packages = new Set<string>();
  const visited = new Set<string>();
  const queue = (typeof entries === 'string' ? [entries] : [...entries]).map((entry) =>
    path.resolve(entry),
  );
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (visited.has(file)) continue;
    visited.add(file);
    const source = parseSource(file);
    const follow = (specifier: string, names: string[] | null) => {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
        return;
      }
      const bundled = shared.has(specifier) ? null : bundledEntry(file, specifier);
      if (!bundled) packages.add(specifier);
      else if (names === null) queue.push(bundled);
      else for (const name of names) queue.push(...definingModules(bundled, name));
    };
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = specifierOf(statement);
      if (specifier && !isTypeOnly(statement)) follow(specifier, namesOf(statement, source));
    }
    if (lazy) {
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          follow(node.arguments[0].text, null);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return packages;
}

/** `import type …` and `export type …`, erased from the build. */
const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration) =>
  ts.isExportDeclaration(node) ? node.isTypeOnly : (node.importClause?.isTypeOnly ?? false);

/**
 * The run-time names a declaration takes from its module, or null for the whole module
 * (a namespace import, `export *`, an import for its effects).
 */
function namesOf(
  node: ts.ImportDeclaration | ts.ExportDeclaration,
  source: ts.SourceFile,
): string[] | null {
  if (ts.isExportDeclaration(node)) {
    if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return null;
    return node.exportClause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).getText(source));
  }
  const clause = node.importClause;
  if (!clause) return null;
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return null;
  const names = clause.name ? ['default'] : [];
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).getText(source));
    }
  }
  return names;
}

/** The modules of a package entry that define `name`: where the bundler looks for it. */
function definingModules(file: string, name: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = parseSource(file);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const specifier = specifierOf(statement);
      const target = specifier?.startsWith('.') ? resolveRelative(file, specifier) : null;
      const clause = statement.exportClause;
      if (!clause) {
        if (target) found.push(...definingModules(target, name, seen));
      } else if (ts.isNamedExports(clause)) {
        const element = clause.elements.find((e) => !e.isTypeOnly && e.name.text === name);
        if (element && target) {
          const original = (element.propertyName ?? element.name).getText(source);
          found.push(...definingModules(target, original, seen));
        } else if (element) {
          found.push(file);
        }
      }
    } else if (declaresExport(statement, name)) {
      found.push(file);
    }
  }
  return found;
}

function declaresExport(statement: ts.Statement, name: string): boolean {
  const exported = ts.canHaveModifiers(statement)
    ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    : false;
  if (!exported) return false;
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.some(
      (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
    );
  }
  return (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name?.text === name
  );
}

/** The TypeScript entry of a workspace package `file` bundles for `specifier`, else null. */
function bundledEntry(file: string, specifier: string): string | null {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameParts).join('/');
  const subpath = parts.length > nameParts ? `./${parts.slice(nameParts).join('/')}` : '.';
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
  }
  if (!fs.existsSync(path.join(dir, 'node_modules', name))) return null;
  const entry = subpathEntry(dir, name, subpath);
  return entry && /\.[cm]?tsx?$/.test(entry) ? entry : null;
}

/** A package's entry for `subpath`, also through a `./dir/*` pattern of its exports. */
function subpathEntry(packageDir: string, name: string, subpath: string): string | null {
  const exact = workspaceEntry(packageDir, name, subpath);
  if (exact) return exact;
  const dir = fs.realpathSync(path.join(packageDir, 'node_modules', name));
  if (dir.split(path.sep).includes('node_modules')) return null;
  const { exports = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | { source?: string }>;
  };
  for (const [pattern, target] of Object.entries(exports)) {
    const star = pattern.indexOf('*');
    const file = typeof target === 'string' ? target : target.source;
    if (star === -1 || !file) continue;
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (!subpath.startsWith(before) || !subpath.endsWith(after)) continue;
    const matched = subpath.slice(before.length, subpath.length - after.length);
    return path.join(dir, file.replace('*', matched));
  }
  return null;
}
