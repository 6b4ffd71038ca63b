// What the run page reads out of a run: its parameters as text, and the tables it wrote: an import
// run's (from the run's result, or from its log when the result names none), a build run's nodes
// that were built (their table is `<layer>.<node>`).
import type { PipelineRunDetail } from '@cairn/contracts';

export interface ImportedTable {
  schema: string;
  name: string;
  fileName?: string;
  rowCount?: number;
}

/** A parameter value as one line of text: lists joined, objects as JSON. */
export function parameterText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(parameterText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function tableOf(entry: unknown, fallbackSchema: string): ImportedTable | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  // 'import.wages' names schema and table at once.
  const given = text(e.table) ?? text(e.tableName) ?? text(e.name);
  const dot = given?.indexOf('.') ?? -1;
  const name = dot > 0 ? given!.slice(dot + 1) : given;
  const qSchema = dot > 0 ? given!.slice(0, dot) : undefined;
  if (!name) return null;
  return {
    schema: text(e.schema) ?? qSchema ?? fallbackSchema,
    name,
    fileName: text(e.fileName) ?? text(e.file),
    rowCount: typeof e.rowCount === 'number' ? e.rowCount : typeof e.rows === 'number' ? e.rows : undefined,
  };
}

/** The tables an import run wrote, once each, in the order the run reported them. */
export function importedTables(
  run: Pick<PipelineRunDetail, 'result' | 'log' | 'layerName'>,
): ImportedTable[] {
  const schema = run.layerName === 'import' ? 'import' : run.layerName;
  const fromResult = Array.isArray(run.result?.tables) ? run.result.tables : [];
  const fromLog = run.log.map((line) => line.detail).filter((d) => d && (d.table || d.tableName));
  const found = [...fromResult, ...fromLog]
    .map((entry) => tableOf(entry, schema))
    .filter((table): table is ImportedTable => table !== null);
  const seen = new Map<string, ImportedTable>();
  for (const table of found) {
    const key = `${table.schema}.${table.name}`;
    seen.set(key, { ...table, ...seen.get(key) });
  }
  return [...seen.values()];
}

/** The tables a build run materialised: each node it built, in the run's order. */
export function builtTables(run: Pick<PipelineRunDetail, 'result' | 'layerName'>): ImportedTable[] {
  const nodes = Array.isArray(run.result?.nodes) ? (run.result.nodes as unknown[]) : [];
  return nodes.flatMap((entry) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const node = text(e.node);
    if (!node || e.status !== 'Succeeded') return [];
    return [
      {
        schema: run.layerName,
        name: node,
        rowCount: typeof e.rowCount === 'number' ? e.rowCount : undefined,
      },
    ];
  });
}
