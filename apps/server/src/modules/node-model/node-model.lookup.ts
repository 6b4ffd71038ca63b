// Finding what a request names on a branch: the stored spelling (names are unique ignoring case), or 404.
import type { NodeModelLayer } from '@cairn/contracts';
import { notFound } from '../../http/problem.js';
import { findName, type NamedQueryKind } from './node-model.layout.js';
import type { OpenBranch } from './node-model.repositories.js';

export const KIND_WORD: Record<NamedQueryKind, 'source' | 'category'> = {
  sources: 'source',
  categories: 'category',
};

export interface NodeRef {
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  node: string;
}
/** The stored spelling of a node on the branch, or 404. */
export async function nodeOn(at: OpenBranch, layer: NodeModelLayer, node: string) {
  const name = findName(await at.snapshot.nodeNames(layer), node);
  if (!name) throw notFound(`Node ${layer}.${node} does not exist on branch ${at.name}.`);
  return name;
}

export async function namedOn(
  at: OpenBranch,
  layer: NodeModelLayer,
  node: string,
  kind: NamedQueryKind | 'tests',
  name: string,
) {
  const found = findName(await at.snapshot.namedQueryNames(layer, node, kind), name);
  const word = kind === 'tests' ? 'test' : KIND_WORD[kind];
  if (!found) throw notFound(`The ${word} ${name} does not exist on ${layer}.${node}.`);
  return found;
}
