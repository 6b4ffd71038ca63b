// A new node starts from a query over a table that exists (issue 27), and the editor completes the
// warehouse's tables and columns: both from the table list with its columns.
import type { NodeModelLayer, WarehouseTable } from '@cairn/contracts';

/** The layer a node of each layer usually reads: the one before it in the journey. */
const READS_FROM: Record<NodeModelLayer, string> = {
  model: 'import',
  filtering: 'model',
  labeling: 'filtering',
  analytical: 'labeling',
  test: 'analytical',
};

/** The table a new node of `layer` is offered to start from: the first of the layer it reads. */
export function defaultStarterTable(tables: readonly WarehouseTable[], layer: NodeModelLayer) {
  return tables.find((t) => t.schema === READS_FROM[layer]) ?? tables[0];
}

const identifier = (name: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;

/** `select <each column> from <schema>.<table>`, one column a line; `select *` when none is known. */
export function starterQuery(table: WarehouseTable): string {
  const from = `from ${identifier(table.schema)}.${identifier(table.name)}`;
  if (table.columns.length === 0) return `select *\n  ${from}\n`;
  return `select ${table.columns.map((c) => identifier(c.name)).join(',\n       ')}\n  ${from}\n`;
}

/** The editor's completion namespace: schema -> table -> columns. */
export function completionSchema(
  tables: readonly WarehouseTable[],
): Record<string, Record<string, string[]>> {
  const namespace: Record<string, Record<string, string[]>> = {};
  for (const t of tables) {
    namespace[t.schema] = { ...namespace[t.schema], [t.name]: t.columns.map((c) => c.name) };
  }
  return namespace;
}
