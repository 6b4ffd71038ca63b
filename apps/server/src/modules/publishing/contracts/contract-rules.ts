// The rules of data contracts (docs/contracts.md), without I/O: who reads which node of a branch, and
// how a branch's node breaks a contract's columns.
import {
  NODE_MODEL_LAYERS,
  type ContractChange,
  type ContractColumn,
  type ContractConsumer,
  type NodeModelLayer,
} from '@cairn/contracts';
import { tableReferences } from '../../building/sql-references.js';

/** A node as contracts read it: its declared fields and every query that may read other nodes. */
export interface ContractNode {
  name: string;
  query: string;
  fields: ContractColumn[];
  sources: { query: string }[];
  categories: { query: string }[];
  tests: { name: string; query: string }[];
}

export interface ContractLayer {
  layer: NodeModelLayer;
  nodes: ContractNode[];
}

/** A Cairn dashboard's name and the SQL of its tiles and filters. */
export interface DashboardQueries {
  name: string;
  queries: string[];
}

/** `<layer>.<node in lower case>`: node names are unique ignoring case. */
export const nodeKey = (layer: string, node: string) => `${layer}.${node.toLowerCase()}`;

/** Who reads each node of the branch, by nodeKey; a node that nobody else reads is not in the map. */
export function consumersOf(
  layers: readonly ContractLayer[],
  dashboards: readonly DashboardQueries[],
): Map<string, ContractConsumer[]> {
  const exists = new Set(layers.flatMap(({ layer, nodes }) => nodes.map((n) => nodeKey(layer, n.name))));
  const readers = new Map<string, ContractConsumer[]>();
  const add = (sql: string, consumer: ContractConsumer, self?: string) => {
    for (const { schema, table } of tableReferences(sql, NODE_MODEL_LAYERS)) {
      const key = nodeKey(schema, table);
      if (key === self || !exists.has(key)) continue;
      const list = readers.get(key) ?? [];
      if (!list.some((c) => c.kind === consumer.kind && c.name === consumer.name)) list.push(consumer);
      readers.set(key, list);
    }
  };
  for (const { layer, nodes } of layers) {
    for (const node of nodes) {
      const self = nodeKey(layer, node.name);
      const name = `${layer}.${node.name}`;
      for (const q of [node, ...node.sources, ...node.categories]) add(q.query, { kind: 'node', name }, self);
      for (const test of node.tests) add(test.query, { kind: 'test', name: `${name}/${test.name}` }, self);
    }
  }
  for (const dashboard of dashboards) {
    for (const sql of dashboard.queries) add(sql, { kind: 'dashboard', name: dashboard.name });
  }
  return readers;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * How `fields` (a branch's node, undefined when the branch has no such node) break `contract`. Added
 * columns break nothing. A contract column missing from the branch is `renamed` when the branch has,
 * at the same position, a column the contract does not know with the same type; else `dropped`.
 */
export function contractChanges(
  contract: readonly ContractColumn[],
  fields: readonly ContractColumn[] | undefined,
): ContractChange[] {
  if (!fields) return [{ change: 'nodeRemoved', column: null, from: null, to: null }];
  const changes: ContractChange[] = [];
  const unknown = new Set(fields.filter((f) => !contract.some((c) => same(c.name, f.name))));
  contract.forEach((column, index) => {
    const kept = fields.find((f) => same(f.name, column.name));
    if (kept) {
      if (!same(kept.dataType, column.dataType))
        changes.push({
          change: 'typeChanged',
          column: column.name,
          from: column.dataType,
          to: kept.dataType,
        });
      return;
    }
    const inPlace = fields[index];
    if (inPlace && unknown.has(inPlace) && same(inPlace.dataType, column.dataType)) {
      unknown.delete(inPlace);
      changes.push({ change: 'renamed', column: column.name, from: null, to: inPlace.name });
    } else changes.push({ change: 'dropped', column: column.name, from: null, to: null });
  });
  return changes;
}

const CHANGE_WORDS: Record<ContractChange['change'], (c: ContractChange) => string> = {
  nodeRemoved: () => 'the node is gone',
  dropped: (c) => `column ${c.column} is dropped`,
  renamed: (c) => `column ${c.column} is renamed to ${c.to}`,
  typeChanged: (c) => `column ${c.column} changes type from ${c.from} to ${c.to}`,
};

/** The breaks in words, for a refusal: "the contract of model.x (version 1): column a is dropped". */
export function describeBreaks(
  breaks: readonly { layer: string; node: string; version: number; changes: ContractChange[] }[],
): string {
  return breaks
    .map(
      (b) =>
        `the contract of ${b.layer}.${b.node} (version ${b.version}): ${b.changes.map((c) => CHANGE_WORDS[c.change](c)).join(', ')}`,
    )
    .join('; ');
}
