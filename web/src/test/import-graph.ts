/**
 * The folder-level import graph of a source tree (docs/architecture.md, "Layers"): one node
 * per top-level folder (or top-level file) under `root`, an edge A -> B when a module in A
 * imports one in B at run time. Type-only imports are left out (they are erased and load
 * nothing); dynamic `import()` counts (it is still a dependency). Test files are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Edge = `${string} -> ${string}`;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || entry.name === '__fixtures__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Run-time module specifiers of one file (type-only imports and exports left out). */
export function runtimeImports(text: string, fileName = 'x.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Folder edges under `root` (an absolute path inside `srcRoot`, e.g. src/server); `alias` is
 * the import prefix of `srcRoot` ('@/').
 */
export function folderEdges(srcRoot: string, root: string, alias = '@/'): Set<Edge> {
  const nodeOf = (file: string): string | null => {
    const rel = path.relative(root, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
    const [first] = rel.split(path.sep);
    return first.replace(/\.tsx?$/, '');
  };
  const edges = new Set<Edge>();
  for (const file of sourceFiles(root)) {
    const from = nodeOf(file)!;
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'), file)) {
      let target: string;
      if (spec.startsWith(alias)) target = path.join(srcRoot, spec.slice(alias.length));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else continue;
      const to = nodeOf(target);
      if (to !== null && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return edges;
}

/** The strongly connected components with more than one node (Tarjan): the cycles. */
export function cycles(edges: Iterable<Edge>): string[][] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ');
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return found;
}
