// Build impact (issue 28, docs/building.md "Build impact"): before a layer of the published branch is
// built, which of its nodes would drop or retype a column that something downstream uses. Found from
// each query's actual output (its columns and types with no row computed, in the engagement's
// warehouse process, both engines) against the table built last, so a query changed without its
// declared fields is caught too (the data contracts compare declared fields: docs/contracts.md).
import { NODE_MODEL_LAYERS, type BuildImpact, type NodeModelLayer } from '@cairn/contracts';
import { notFound } from '../../http/problem.js';
import { qualified } from '../../warehouse/identifiers.js';
import type { DiffSessions } from './data-diff.js';
import { lineageIds } from './lineage.js';
import type { LayerModelReader, ModelNode, PublishedBranches } from './ports.js';
import { blankCommentsAndStrings, tableReferences } from './sql-references.js';

type BuildLayer = Exclude<NodeModelLayer, 'test'>;

/** A query that reads tables: a node's, a source's or a test's, by its lineage id. */
interface Reader {
  id: string;
  /** The query with comments and string literals blanked. */
  sql: string;
  reads: Set<string>;
}

const word = (name: string) =>
  new RegExp(`(?<![A-Za-z0-9_$])"?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?(?![A-Za-z0-9_$])`, 'i');

/**
 * Whether a reader uses `column` of the table: its name appears in the query, or the query takes
 * every column (`*`) and so hands the column on. A column only named elsewhere in the query counts
 * too — being wrong that way costs a warning, the other way a broken build.
 */
const uses = (reader: Reader, column: string) =>
  /(?:\bselect\s+(?:distinct\s+)?|,\s*|\.\s*)\*/i.test(reader.sql) || word(column).test(reader.sql);

export class BuildImpactService {
  constructor(
    private readonly deps: {
      model: LayerModelReader;
      published: PublishedBranches;
      warehouse: DiffSessions;
    },
  ) {}

  async check(engagementId: string, layer: BuildLayer): Promise<BuildImpact> {
    const branch = await this.deps.published.publishedBranch(engagementId);
    const models = new Map<NodeModelLayer, ModelNode[]>();
    for (const each of NODE_MODEL_LAYERS) {
      const model = await this.deps.model.readLayer(engagementId, branch, each).catch(() => {
        throw notFound(`The published branch ${branch} cannot be read.`);
      });
      models.set(each, model.nodes);
    }
    const readers = readersOf(models);
    const impact: BuildImpact = { branch, nodes: [], unreadable: [] };
    const controller = new AbortController();
    const session = await this.deps.warehouse.session(engagementId, controller.signal);
    try {
      const shapeOf = async (from: string) => {
        const { columns, columnTypes = [] } = await session.query(`select * from ${from} limit 0`, 1);
        return new Map(columns.map((name, i) => [name, columnTypes[i] ?? '']));
      };
      for (const node of models.get(layer) ?? []) {
        const id = lineageIds.node(layer, node.name);
        const downstream = readers.filter((r) => r.id !== id && r.reads.has(id));
        if (!downstream.length) continue;
        const built = await shapeOf(qualified(layer, node.name)).catch(() => null);
        if (!built) continue; // never built: nothing reads its table yet
        let now: Map<string, string>;
        try {
          // The modeling layer offers a node its first source as the view `source` (build-run.ts).
          if (node.sources[0]) await session.createTempView('source', node.sources[0].query);
          await session.createTempView('cairn_impact_query', node.query);
          now = await shapeOf('cairn_impact_query');
        } catch (err) {
          impact.unreadable.push({
            node: node.name,
            message: err instanceof Error ? err.message : String(err),
          });
          continue;
        }
        const changes: BuildImpact['nodes'][number]['changes'] = [];
        for (const [column, type] of built) {
          const to = now.get(column);
          if (to === type) continue;
          const readBy = downstream
            .filter((r) => uses(r, column))
            .map((r) => r.id)
            .sort();
          if (!readBy.length) continue;
          changes.push(
            to === undefined
              ? { change: 'dropped', column, from: type, to: null, readBy }
              : { change: 'typeChanged', column, from: type, to, readBy },
          );
        }
        if (changes.length) impact.nodes.push({ node: node.name, changes });
      }
    } finally {
      controller.abort();
      await session.close();
    }
    return impact;
  }
}

/** Every query of the branch that reads tables, with the tables it reads (lineage ids). */
function readersOf(models: Map<NodeModelLayer, ModelNode[]>): Reader[] {
  const readers: Reader[] = [];
  const add = (id: string, sql: string) =>
    readers.push({
      id,
      sql: blankCommentsAndStrings(sql),
      reads: new Set(tableReferences(sql).map((ref) => `${ref.schema}.${ref.table}`)),
    });
  for (const [layer, nodes] of models)
    for (const node of nodes) {
      if (layer === 'test') {
        for (const test of node.tests) add(lineageIds.test(node.name, test.name), test.query);
        continue;
      }
      add(lineageIds.node(layer, node.name), node.query);
      for (const source of node.sources) add(lineageIds.source(layer, node.name, source.name), source.query);
    }
  return readers;
}
