// Reading the node model across commits and branches: a node's history, a node compared with the
// same node on another branch, and a whole layer at one commit for the build runs.
import {
  encodeQuery,
  type NodeComparison,
  type NodeHistory,
  type NodeModelLayer,
  type FieldInput,
  type Property,
} from '@cairn/contracts';
import { notFound } from '../../http/problem.js';
import { findName, nodeFolder, queryFile, Snapshot } from './node-model.layout.js';
import type { NodeModelRepositories, OpenBranch } from './node-model.repositories.js';
import type { NodeRef } from './node-model.lookup.js';

export interface LayerNode {
  name: string;
  dbSchema: string | null;
  /** plain text */
  query: string;
  fields: FieldInput[];
  properties: Property[];
  sources: { name: string; query: string }[];
  categories: { name: string; query: string }[];
  tests: { name: string; query: string; active: boolean; categoryNames: string[] }[];
}

/** A layer as the build runs read it: every node with its queries in plain text, at one commit. */
export interface LayerModel {
  commit: string;
  branch: string;
  layer: NodeModelLayer;
  nodes: LayerNode[];
}

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * Layers read lately, by engagement, commit and layer: a commit never changes, and a build or test
 * run reads its layer and then every layer again for lineage (~15-25 ms for 100 nodes even with the
 * git objects cached). Frozen: every run shares them.
 */
const LAYERS_KEPT = 32;
const readLayers = new Map<string, readonly LayerNode[]>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

async function readNamed(
  snapshot: Snapshot,
  layer: NodeModelLayer,
  node: string,
  kind: 'sources' | 'categories',
) {
  const names = (await snapshot.namedQueryNames(layer, node, kind)).sort(byName);
  return Promise.all(
    names.map(async (name) => ({ name, query: await snapshot.namedQuery(layer, node, kind, name) })),
  );
}

async function readLayerNode(snapshot: Snapshot, layer: NodeModelLayer, name: string): Promise<LayerNode> {
  const [query, meta, sources, categories, testNames] = await Promise.all([
    snapshot.query(layer, name),
    snapshot.nodeMeta(layer, name),
    readNamed(snapshot, layer, name, 'sources'),
    readNamed(snapshot, layer, name, 'categories'),
    snapshot.namedQueryNames(layer, name, 'tests'),
  ]);
  const tests = await Promise.all(
    testNames.sort(byName).map(async (test) => ({
      name: test,
      query: await snapshot.namedQuery(layer, name, 'tests', test),
      ...(await snapshot.testMeta(layer, name, test)),
    })),
  );
  return {
    name,
    dbSchema: meta.dbSchema,
    query,
    fields: meta.fields,
    properties: meta.properties,
    sources,
    categories,
    tests,
  };
}

async function nodeSnapshot(at: OpenBranch, layer: NodeModelLayer, node: string) {
  const name = findName(await at.snapshot.nodeNames(layer), node);
  if (!name) return null;
  const [query, meta] = await Promise.all([
    at.snapshot.query(layer, name),
    at.snapshot.nodeMeta(layer, name),
  ]);
  return { query: encodeQuery(query), fields: meta.fields, properties: meta.properties };
}

export class NodeModelHistory {
  constructor(private readonly repositories: NodeModelRepositories) {}

  /** The commits of the branch that changed the node (any of its files), newest first, with its query as it was. */
  async history({ engagementId, branch, layer, node }: NodeRef): Promise<NodeHistory> {
    const at = await this.repositories.read(engagementId, branch);
    const name = findName(await at.snapshot.nodeNames(layer), node);
    if (!name) throw notFound(`Node ${layer}.${node} does not exist on branch ${at.name}.`);
    const repository = at.snapshot.repository;
    const folder = nodeFolder(layer, name);
    const log = await repository.log(at.name);
    const folderOids = await Promise.all(log.map((c) => repository.oidAt(c.oid, folder)));
    const commits = [];
    for (let i = 0; i < log.length; i++) {
      const before = i + 1 < log.length ? folderOids[i + 1] : null;
      if (folderOids[i] === before) continue;
      const query =
        folderOids[i] === null ? null : await repository.readText(log[i].oid, queryFile(layer, name));
      commits.push({
        oid: log[i].oid,
        message: log[i].message,
        authorName: log[i].author.name,
        authorEmail: log[i].author.email,
        at: new Date(log[i].timestamp * 1000).toISOString(),
        query: query === null ? null : encodeQuery(query),
      });
    }
    return { commits };
  }

  /** The node on this branch next to the same node on `otherBranch` (null where it does not exist). */
  async compare(
    { engagementId, branch, layer, node }: NodeRef,
    otherBranch: string,
  ): Promise<NodeComparison> {
    const [mine, other] = await Promise.all([
      this.repositories.read(engagementId, branch),
      this.repositories.read(engagementId, otherBranch),
    ]);
    return {
      branch: mine.name,
      otherBranch: other.name,
      mine: await nodeSnapshot(mine, layer, node),
      other: await nodeSnapshot(other, layer, node),
    };
  }

  /** Every node of a layer on a branch, read at the branch's current commit. */
  async readLayer(engagementId: string, branch: string, layer: NodeModelLayer): Promise<LayerModel> {
    const at = await this.repositories.read(engagementId, branch);
    const key = `${engagementId}\0${at.snapshot.commit}\0${layer}`;
    let nodes = readLayers.get(key);
    if (!nodes) {
      const names = (await at.snapshot.nodeNames(layer)).sort(byName);
      nodes = deepFreeze(await Promise.all(names.map((name) => readLayerNode(at.snapshot, layer, name))));
      // Maps keep insertion order: the first key is the oldest.
      if (readLayers.size >= LAYERS_KEPT) readLayers.delete(readLayers.keys().next().value!);
      readLayers.set(key, nodes);
    }
    return { commit: at.snapshot.commit, branch: at.name, layer, nodes: [...nodes] };
  }
}
