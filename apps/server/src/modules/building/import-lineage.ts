// Which import tables a query's rows come from: its references, followed through the nodes of the
// other layers (a model node reading import.payroll makes a test on that node read payroll too).
// Failing rows of a test are its source folders' content (issue 9: folder access follows the data).
import { LAYERS, type NodeModelLayer } from '@cairn/contracts';
import type { LayerModelReader, ModelNode } from './ports.js';
import { tableReferences } from './sql-references.js';

/** The nodes of each layer, by lower-case name. */
export type LayerNodes = Partial<Record<NodeModelLayer, Map<string, ModelNode>>>;

const ANALYTICAL_CATEGORY = /^(.+?)__.+$/;
/** A gain engagement's loaded tables (modules/gain): recorded as `gain.<table>` in the lineage. */
const GAIN_SCHEMA = 'gain';
const READ_SCHEMAS = [...LAYERS, GAIN_SCHEMA];

function queriesOf(node: ModelNode): string[] {
  return [node.query, ...node.sources.map((s) => s.query), ...node.categories.map((c) => c.query)];
}

/** The import tables a node's table is made from (its query, sources and categories). */
export function nodeImportSources(node: ModelNode, layers: LayerNodes): string[] {
  return importSourcesOf(queriesOf(node).join('\n;\n'), layers);
}

/** Every layer's nodes at the branch (a layer that cannot be read adds no lineage). */
export async function readLineageLayers(
  reader: LayerModelReader,
  engagementId: string,
  branch: string,
): Promise<LayerNodes> {
  const layers: LayerNodes = {};
  for (const layer of ['model', 'filtering', 'labeling', 'analytical', 'test'] as const) {
    const nodes = await reader.readLayer(engagementId, branch, layer).then(
      (l) => l.nodes,
      () => [],
    );
    layers[layer] = new Map(nodes.map((n) => [n.name.toLowerCase(), n]));
  }
  return layers;
}

/**
 * The import tables (names, lower case, sorted) that `sql` reads directly or through nodes of
 * `layers`; a gain table as `gain.<table>` (its files' folders are not one folder: ImportedTables
 * guards it by the import storage's root).
 */
export function importSourcesOf(sql: string, layers: LayerNodes): string[] {
  const found = new Set<string>();
  const visited = new Set<string>();
  const pending = [sql];
  while (pending.length) {
    for (const { schema, table } of tableReferences(pending.pop()!, READ_SCHEMAS)) {
      if (schema === 'import') {
        found.add(table);
        continue;
      }
      if (schema === GAIN_SCHEMA) {
        found.add(`${GAIN_SCHEMA}.${table}`);
        continue;
      }
      const key = `${schema}.${table}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const nodes = layers[schema as NodeModelLayer];
      // An analytical category's table is <node>__<category>: it reads what its node reads.
      const node = nodes?.get(table) ?? nodes?.get(ANALYTICAL_CATEGORY.exec(table)?.[1] ?? '');
      if (node) pending.push(...queriesOf(node));
    }
  }
  return [...found].sort();
}
