import ts from 'typescript';
import { parseSource, resolveRelative, specifierOf } from './module-source.ts';

/**
 * The modules `entry` reaches through its run-time imports, static or lazy, and the
 * packages they name (followed no further). Type-only imports are left out: they vanish
 * from the build. The viewers' tests hold their module graphs to React and their own
 * modules with it (a share page loads nothing of the editor, issue H5).
 */
export function runtimeGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const found = (specifier: string) => {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else queue.push(...[resolveRelative(file, specifier) ?? []].flat());
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const typeOnly = ts.isImportDeclaration(node)
          ? node.importClause?.isTypeOnly
          : node.isTypeOnly;
        const specifier = specifierOf(node);
        if (specifier && !typeOnly) found(specifier);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        found(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(parseSource(file));
  }
  return { files, packages };
}
