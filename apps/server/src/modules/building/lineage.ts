// The lineage graph of an engagement's branch (issue 28): the import tables, nodes, their sources and
// the tests of every layer, joined by the tables each one's SQL reads (the references the build already resolves,
// sql-references.ts), each node with its last build and, for a straightforward SELECT, the source
// columns of each of its columns (column-lineage.ts).
import { NODE_MODEL_LAYERS, PERMISSIONS, type Lineage, type LineageNode } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../http/problem.js';
import type { BuildResults } from './build-results.service.js';
import { columnLineage } from './column-lineage.js';
import type { LayerModelReader } from './ports.js';
import { tableReferences } from './sql-references.js';

/** The ids of the lineage's boxes (contracts: lineageNodeSchema.id). */
export const lineageIds = {
  node: (layer: string, node: string) => `${layer}.${node.toLowerCase()}`,
  source: (layer: string, node: string, source: string) => `source:${layer}.${node.toLowerCase()}/${source}`,
  test: (node: string, test: string) => `test:${node}/${test}`,
};

export interface LineageDeps {
  model: LayerModelReader;
  results: BuildResults;
  /** The caller's permissions at the engagement: builds are shown to those who read pipelines. */
  permissionsAtEngagement(caller: Principal, engagementId: string): Promise<ReadonlySet<string>>;
}

export class LineageService {
  constructor(private readonly deps: LineageDeps) {}

  async graph(engagementId: string, branch: string, caller: Principal): Promise<Lineage> {
    const readsBuilds = (await this.deps.permissionsAtEngagement(caller, engagementId)).has(
      PERMISSIONS.pipelinesRead,
    );
    const nodes = new Map<string, LineageNode>();
    const edges: Lineage['edges'] = [];
    const table = (id: string) => {
      if (nodes.has(id)) return;
      const [layer, ...rest] = id.split('.');
      nodes.set(id, {
        id,
        kind: 'table',
        layer,
        name: rest.join('.'),
        node: null,
        lastBuild: null,
        columns: null,
      });
    };
    const reads = (id: string, sql: string) => {
      for (const ref of tableReferences(sql)) {
        const from = `${ref.schema}.${ref.table}`;
        if (from === id) continue;
        table(from);
        if (!edges.some((e) => e.from === from && e.to === id)) edges.push({ from, to: id });
      }
    };
    for (const layer of NODE_MODEL_LAYERS) {
      const model = await this.deps.model.readLayer(engagementId, branch, layer).catch((err: unknown) => {
        throw notFound(
          `Branch ${branch} cannot be read: ${err instanceof Error ? err.message : String(err)}`,
        );
      });
      const builds = readsBuilds ? await this.deps.results.lastBuildsOfLayer(engagementId, layer) : [];
      for (const node of model.nodes) {
        if (layer === 'test') {
          for (const test of node.tests) {
            const id = lineageIds.test(node.name, test.name);
            nodes.set(id, {
              id,
              kind: 'test',
              layer,
              name: test.name,
              node: node.name,
              lastBuild: null,
              columns: null,
            });
            reads(id, test.query);
          }
          continue;
        }
        const id = lineageIds.node(layer, node.name);
        nodes.set(id, {
          id,
          kind: 'node',
          layer,
          name: node.name,
          node: null,
          lastBuild: builds.find((b) => b.node.toLowerCase() === node.name.toLowerCase()) ?? null,
          columns: await columnLineage(node.query),
        });
        reads(id, node.query);
        // A node's sources (modeling: the named queries it brings together) are drawn between the
        // tables they read and the node.
        for (const source of node.sources) {
          const sourceId = lineageIds.source(layer, node.name, source.name);
          nodes.set(sourceId, {
            id: sourceId,
            kind: 'source',
            layer,
            name: source.name,
            node: node.name,
            lastBuild: null,
            columns: null,
          });
          reads(sourceId, source.query);
          edges.push({ from: sourceId, to: id });
        }
      }
    }
    return { branch, nodes: [...nodes.values()], edges };
  }
}
