// The only way the stored node model becomes API shapes: branches carry the caller's abilities,
// queries travel base64-encoded, field status is derived from the node's query.
import {
  encodeQuery,
  withFieldStatus,
  type Branch,
  type NamedQuery,
  type NodeDetail,
  type NodeModelLayer,
  type StoredBranch,
  type Test,
} from '@cairn/contracts';
import type { NamedQueryKind, Snapshot } from './node-model.layout.js';
import { branchAbilities, type NodeModelPolicyContext } from './node-model.policy.js';

/** A branch with what the caller (`policy`) may do on it. */
export const presentBranch = (branch: StoredBranch, policy: NodeModelPolicyContext): Branch => ({
  name: branch.name,
  readOnly: branch.readOnly,
  parentBranch: branch.parentBranch,
  abilities: branchAbilities(policy, branch),
});

export async function presentNode(
  snapshot: Snapshot,
  layer: NodeModelLayer,
  node: string,
): Promise<NodeDetail> {
  const [query, meta] = await Promise.all([snapshot.query(layer, node), snapshot.nodeMeta(layer, node)]);
  return {
    name: node,
    dbSchema: meta.dbSchema,
    query: encodeQuery(query),
    fields: withFieldStatus(meta.fields, query),
    properties: meta.properties,
  };
}

export async function presentFields(snapshot: Snapshot, layer: NodeModelLayer, node: string) {
  const [query, meta] = await Promise.all([snapshot.query(layer, node), snapshot.nodeMeta(layer, node)]);
  return withFieldStatus(meta.fields, query);
}

export async function presentNamedQuery(
  snapshot: Snapshot,
  layer: NodeModelLayer,
  node: string,
  kind: NamedQueryKind,
  name: string,
): Promise<NamedQuery> {
  return { name, query: encodeQuery(await snapshot.namedQuery(layer, node, kind, name)) };
}

export async function presentTest(
  snapshot: Snapshot,
  layer: NodeModelLayer,
  node: string,
  name: string,
): Promise<Test> {
  const [query, meta] = await Promise.all([
    snapshot.namedQuery(layer, node, 'tests', name),
    snapshot.testMeta(layer, node, name),
  ]);
  return { name, active: meta.active, categoryNames: meta.categoryNames, query: encodeQuery(query) };
}
