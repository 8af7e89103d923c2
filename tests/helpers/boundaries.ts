/**
 * The house's import rules (README, Layout), as a check over an import graph (import-graph.ts).
 * Zones: `src/shared` imports only itself; the client, the server and the service worker import
 * themselves and `src/shared`. Layers inside the client: app -> features -> ui, lib, i18n -> shared;
 * inside the server: its top (app.ts, main.ts, dev.ts, build/) -> features -> its core (http/, db/,
 * storage/, mail/, notify/ and the files beside them) -> shared. A feature imports another feature
 * only where `declared` lists the module, and features never import each other in a loop.
 */
import { type Edge, loops } from './import-graph';

/** A feature's module that another feature may import: [importing feature, 'feature/module']. */
export type Declared = ReadonlyArray<readonly [string, string]>;

type Place = { zone: string; layer: number; feature?: string };

const CLIENT_TOP = /^src\/client\/(app\/|build\/|main\.tsx$)/;
const SERVER_TOP = /^src\/server\/(app\.ts|main\.ts|dev\.ts|build\/)/;

/** Where a file sits: its zone, its layer (higher imports lower) and its feature, if any. */
export function placeOf(path: string): Place {
  const [, zone = '', rest = ''] = /^(?:src\/)?(client|server|shared|sw)\/(.*)$/.exec(path) ?? [];
  const feature = /^features\/([^/]+)\//.exec(rest)?.[1];
  if (feature) return { zone, layer: 2, feature };
  if (CLIENT_TOP.test(path) || SERVER_TOP.test(path)) return { zone, layer: 3 };
  return { zone, layer: 1 };
}

const ZONES: Record<string, string[]> = {
  shared: ['shared'],
  client: ['client', 'shared'],
  server: ['server', 'shared'],
  sw: ['sw', 'shared'],
};

const moduleName = (path: string) => path.replace(/^src\/\w+\/features\//, '').replace(/\.(tsx?|mts)$/, '');

/** Every import that breaks a rule, and every loop between features, each as one line. */
export function boundaryProblems(edges: Edge[], declared: Record<string, Declared>): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  const featureEdges: Array<[string, string]> = [];
  for (const { from, to } of edges) {
    const a = placeOf(from);
    const b = placeOf(to);
    if (!ZONES[a.zone]?.includes(b.zone)) {
      problems.push(`${from} -> ${to}: the ${a.zone} zone does not import ${b.zone}`);
      continue;
    }
    if (a.zone !== b.zone) continue;
    if (b.layer > a.layer) {
      problems.push(`${from} -> ${to}: a lower layer imports a higher one`);
      continue;
    }
    if (!a.feature || !b.feature || a.feature === b.feature) continue;
    const entry = `${a.zone}: ${a.feature} -> ${moduleName(to)}`;
    const listed = declared[a.zone]?.some(([f, m]) => f === a.feature && m === moduleName(to));
    if (listed) used.add(entry);
    else problems.push(`${from} -> ${to}: not on the declared list (${entry})`);
    featureEdges.push([`${a.zone}: ${a.feature}`, `${b.zone}: ${b.feature}`]);
  }
  for (const group of loops(featureEdges))
    problems.push(`features import each other in a loop: ${group.join(', ')}`);
  for (const [zone, entries] of Object.entries(declared))
    for (const [f, m] of entries)
      if (!used.has(`${zone}: ${f} -> ${m}`))
        problems.push(`declared but not imported: ${zone}: ${f} -> ${m}`);
  return problems;
}
