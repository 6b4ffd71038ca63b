// The only way the stored node model becomes API shapes: queries travel base64-encoded, field
// status is derived from the node's query.
import {
  encodeQuery,
  withFieldStatus,
  type NamedQuery,
  type NodeDetail,
  type NodeModelLayer,
  type Test,
} from '@cairn/contracts';
import type { NamedQueryKind, Snapshot } from './node-model.layout.js';

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
