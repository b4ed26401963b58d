import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Files parsed in this process, by path, with the modification time they were read at. */
const parsed = new Map<string, { mtimeMs: number; source: ts.SourceFile }>();

/**
 * Parses a TypeScript file for its syntax only: no type checking, milliseconds per file.
 * A file is parsed once per process unless it changes (the workspace's analyses meet the
 * shared packages' files once per entry).
 */
export function parseSource(file: string): ts.SourceFile {
  const { mtimeMs } = fs.statSync(file);
  const known = parsed.get(file);
  if (known?.mtimeMs === mtimeMs) return known.source;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  parsed.set(file, { mtimeMs, source });
  return source;
}

/**
 * The TypeScript file a relative specifier names (`./x`, `./x.js` in NodeNext style,
 * `./x/index`), or null for one that names no TypeScript (a stylesheet, a picture).
 */
export function resolveRelative(from: string, specifier: string): string | null {
  const extension = path.extname(specifier);
  if (extension && !['.js', '.ts', '.tsx'].includes(extension)) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot find the module ${specifier}`);
}

/** The module specifier of an import or export declaration, when it is a string. */
export const specifierOf = (node: ts.ImportDeclaration | ts.ExportDeclaration) =>
  node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
    ? node.moduleSpecifier.text
    : null;
