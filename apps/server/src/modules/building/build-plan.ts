// The order in which a build run materialises a layer's nodes: every node after the nodes of the
// same layer it reads. A cycle, or a reference to a node the layer does not have, stops the run
// before anything is written, naming the nodes.
import { tableReferences } from './sql-references.js';

export interface PlannedNode {
  name: string;
  query: string;
}

export interface BuildStep {
  node: string;
  /** Nodes of the same layer this one reads. */
  dependsOn: string[];
  rebuild: boolean;
}

export type BuildPlan =
  | { ok: true; steps: BuildStep[] }
  | { ok: false; problem: 'cycle'; nodes: string[] }
  | { ok: false; problem: 'missing'; references: { node: string; missing: string }[] }
  | { ok: false; problem: 'unknownNodes'; nodes: string[] };

export function planBuild(
  layerSchema: string,
  nodes: PlannedNode[],
  active: readonly string[],
  rebuild: readonly string[],
): BuildPlan {
  const byName = new Map(nodes.map((n) => [n.name.toLowerCase(), n]));
  const unknown = [...new Set([...active, ...rebuild])].filter((name) => !byName.has(name.toLowerCase()));
  if (unknown.length) return { ok: false, problem: 'unknownNodes', nodes: unknown };

  const chosen = new Set([...active, ...rebuild].map((n) => n.toLowerCase()));
  const rebuilding = new Set(rebuild.map((n) => n.toLowerCase()));
  const dependsOn = new Map<string, string[]>();
  const missing: { node: string; missing: string }[] = [];
  for (const node of nodes) {
    const deps = tableReferences(node.query, [layerSchema]).map((ref) => ref.table);
    for (const dep of deps)
      if (!byName.has(dep)) missing.push({ node: node.name, missing: `${layerSchema}.${dep}` });
    dependsOn.set(
      node.name.toLowerCase(),
      deps.filter((d) => byName.has(d)),
    );
  }
  const relevantMissing = missing.filter((m) => chosen.has(m.node.toLowerCase()));
  if (relevantMissing.length) return { ok: false, problem: 'missing', references: relevantMissing };

  // Depth-first topological order over the chosen nodes and what they read; a node met again
  // while still on the path closes a cycle, which is reported from its first appearance.
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | undefined => {
    if (state.get(key) === 'done') return undefined;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    path.push(key);
    for (const dep of dependsOn.get(key) ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    order.push(key);
    return undefined;
  };
  for (const key of [...chosen].sort()) {
    const cycle = visit(key);
    if (cycle) return { ok: false, problem: 'cycle', nodes: cycle.map((k) => byName.get(k)!.name) };
  }
  return {
    ok: true,
    steps: order
      .filter((key) => chosen.has(key))
      .map((key) => ({
        node: byName.get(key)!.name,
        dependsOn: (dependsOn.get(key) ?? []).map((d) => byName.get(d)!.name),
        rebuild: rebuilding.has(key),
      })),
  };
}

/** The nodes that cannot be built because `failed` (or a node it feeds) failed. */
export function dependantsOf(failed: string, steps: BuildStep[]): string[] {
  const stopped = new Set<string>([failed.toLowerCase()]);
  const out: string[] = [];
  for (const step of steps) {
    if (step.dependsOn.some((d) => stopped.has(d.toLowerCase()))) {
      stopped.add(step.node.toLowerCase());
      out.push(step.node);
    }
  }
  return out;
}
