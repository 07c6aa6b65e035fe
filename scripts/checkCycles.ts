/**
 * `npm run lint` step: fails on any runtime import cycle in packages/*\/src.
 *
 * A cycle between ES modules means one of them runs while the other is half-evaluated, so
 * a `const` it reads may still be in its temporal dead zone (the route doors once made
 * http/auth.ts -> users -> users/routes.ts -> http/auth.ts). Only runtime imports count:
 * `import type` and `export type` are erased. Under `verbatimModuleSyntax` (tsconfig.base.json)
 * `import { type A } from './a.ts'` still loads ./a.ts, so it counts. Dynamic `import()`
 * runs later, once both modules have finished, so it does not.
 *
 * Each import that lies on a cycle is reported with the shortest cycle through it.
 * Run alone: `npx tsx scripts/checkCycles.ts` (a few seconds for the whole tree).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const packagesDir = path.join(root, 'packages');
const SOURCE = /\.(ts|tsx)$/;

/** `@bourse/<name>` imports resolve through each workspace package's `exports` map. */
function workspaceExports(): Map<string, Record<string, string>> {
  const byName = new Map<string, Record<string, string>>();
  for (const dir of fs.readdirSync(packagesDir)) {
    const manifest = path.join(packagesDir, dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    const exportsMap: Record<string, string> = {};
    for (const [key, target] of Object.entries(pkg.exports ?? {})) {
      exportsMap[key] = path.join(packagesDir, dir, target);
    }
    byName.set(pkg.name, exportsMap);
  }
  return byName;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function existingSource(candidate: string): string | undefined {
  for (const file of [candidate, `${candidate}.ts`, `${candidate}.tsx`]) {
    if (SOURCE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  for (const index of ['index.ts', 'index.tsx']) {
    const file = path.join(candidate, index);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

function resolver(exportsByName: Map<string, Record<string, string>>) {
  return (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith('.'))
      return existingSource(path.resolve(path.dirname(from), specifier));
    const match = /^(@bourse\/[^/]+)(\/.*)?$/.exec(specifier);
    const exportsMap = match && exportsByName.get(match[1]!);
    if (!exportsMap) return undefined; // a third-party package
    const subpath = `.${match[2] ?? ''}`;
    if (exportsMap[subpath]) return exportsMap[subpath];
    for (const [key, target] of Object.entries(exportsMap)) {
      const star = key.indexOf('*');
      if (star < 0) continue;
      const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
      if (subpath.startsWith(head) && subpath.endsWith(tail)) {
        return target.replace('*', subpath.slice(head.length, subpath.length - tail.length));
      }
    }
    return undefined;
  };
}

/** The specifiers a file loads when it runs (its static, non-type-only imports and re-exports). */
function runtimeSpecifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

type Graph = Map<string, Set<string>>;

function buildGraph(): Graph {
  const resolve = resolver(workspaceExports());
  const graph: Graph = new Map();
  const files = fs
    .readdirSync(packagesDir)
    .map((dir) => path.join(packagesDir, dir, 'src'))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(sourceFiles);
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of runtimeSpecifiers(file)) {
      const target = resolve(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components; a cycle lives inside one component. */
function components(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest path from `from` to `to` inside `members` (breadth first), both ends included. */
function shortestPath(graph: Graph, members: Set<string>, from: string, to: string): string[] {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path: string[] = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0]!)!);
  return path;
}

/** Every distinct cycle that is the shortest one through some edge; rotated to start at its least file. */
function cycles(graph: Graph): string[][] {
  const result = new Map<string, string[]>();
  for (const component of components(graph)) {
    const members = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!members.has(to)) continue;
        const loop =
          from === to ? [from] : [from, ...shortestPath(graph, members, to, from).slice(0, -1)];
        const start = loop.indexOf([...loop].sort()[0]!);
        const rotated = [...loop.slice(start), ...loop.slice(0, start)];
        result.set(rotated.join('\n'), rotated);
      }
    }
  }
  return [...result.values()].sort(
    (a, b) => a.length - b.length || a.join().localeCompare(b.join()),
  );
}

const started = performance.now();
const graph = buildGraph();
const relative = (file: string) => path.relative(root, file);
const found = cycles(graph);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (found.length > 0) {
  for (const loop of found) {
    console.error(`import cycle:\n    ${[...loop, loop[0]!].map(relative).join('\n -> ')}\n`);
  }
  console.error(`checkCycles: ${found.length} cycle(s) in ${graph.size} files (${seconds} s)`);
  process.exit(1);
}
console.log(`checkCycles: no runtime import cycle in ${graph.size} files (${seconds} s)`);
