import path from 'node:path';
import ts from 'typescript';
import { parseSource, resolveRelative, specifierOf } from './module-source.ts';

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Names bound by `const { a, b: [c] } = …`. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

/** Types declared in a file: `export { T }` of one of them exports nothing at run time. */
function localTypeNames(source: ts.SourceFile): Set<string> {
  const types = new Set<string>();
  const values = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      types.add(statement.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      values.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        for (const n of boundNames(d.name)) values.add(n);
    }
  }
  return new Set([...types].filter((name) => !values.has(name)));
}

function collect(file: string, names: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const source = parseSource(file);
  const localTypes = localTypeNames(source);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = specifierOf(statement);
      const clause = statement.exportClause;
      if (!clause) {
        // `export * from './x'`: everything x exports, except its default.
        const target = specifier?.startsWith('.') ? resolveRelative(file, specifier) : null;
        if (!target) throw new Error(`${file}: cannot follow export * from ${specifier}`);
        const inner = new Set<string>();
        collect(target, inner, seen);
        for (const name of inner) if (name !== 'default') names.add(name);
      } else if (ts.isNamespaceExport(clause)) {
        names.add(clause.name.text);
      } else {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).getText(source);
          if (element.isTypeOnly || (!specifier && localTypes.has(local))) continue;
          names.add(element.name.getText(source).replace(/^['"]|['"]$/g, ''));
        }
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      if (!statement.isExportEquals) names.add('default');
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) continue;
    if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) {
      names.add('default');
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations)
        for (const n of boundNames(d.name)) names.add(n);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        (ts.isEnumDeclaration(statement) && !hasModifier(statement, ts.SyntaxKind.ConstKeyword)) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    ) {
      names.add(statement.name.text);
    }
  }
}

/**
 * The names a module exports at run time (types left out), read from its source and the
 * modules it re-exports: what a remote can import from a shared package. Sorted.
 */
export function valueExports(entryFile: string): string[] {
  const names = new Set<string>();
  collect(path.resolve(entryFile), names, new Set());
  return [...names].sort();
}
