/**
 * The import graph of the source zones (`src/`, `sw/`): every static, type-only, re-export,
 * side-effect and dynamic import of each file, resolved to the file it names (relative paths only:
 * packages are not part of the house). Read as text (TypeScript 7 has no compiler API in
 * JavaScript): an import statement starts a line, a dynamic one is `import('…')` anywhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export type Edge = { from: string; to: string };

const SOURCE = /\.(ts|tsx|mts)$/;
const STATEMENT = /^\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const specifiers = (text: string) =>
  [STATEMENT, SIDE_EFFECT, DYNAMIC].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => m[1] as string),
  );

const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolved(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  return CANDIDATES.map((ending) => base + ending).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Every import between two files under `roots` (paths relative to `repo`, with forward slashes). */
export function importGraph(repo: string, roots: string[]): Edge[] {
  const files = roots.flatMap((root) => filesUnder(join(repo, root)));
  return files.flatMap((file) => {
    return specifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolved(file, specifier);
      return target ? [{ from: relative(repo, file), to: relative(repo, target) }] : [];
    });
  });
}

/** The groups of nodes that reach each other (Tarjan), each of two or more: the loops. */
export function loops(edges: Array<[string, string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
