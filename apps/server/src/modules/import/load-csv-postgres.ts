// A UTF-8 CSV file into `import.<table>` of an engagement whose warehouse is on PostgreSQL. DuckDB
// (a throwaway instance in the run's warehouse process) reads the file's columns and types from its
// first rows with the same read_csv options as loadCsv; PostgreSQL's COPY then streams the whole file
// into a hidden table swapped in one transaction (warehouse/postgres/pg-copy-import.ts). The promises
// are load-csv.ts's: a value that does not fit its column's detected type makes that column text and
// the line is reported; a line that does not fit the file fails it, naming the line.
// Decimal text is loaded as `numeric`, exact whatever its scale (DuckDB's sniffer says DOUBLE).
// Numbers and dates written another way than COPY reads them (`1.234,56`, `31.01.2026`, or columns
// held to a format by the settings) are loaded into the throwaway DuckDB first, with the DuckDB
// engine's rules and messages, and that table goes to PostgreSQL as the canonical CSV DuckDB writes.
import path from 'node:path';
import { postgresTypeOf, copyCsvIntoPostgres } from '../../warehouse/postgres/pg-copy-import.js';
import type { PgImportConnection } from '../../warehouse/postgres/pg-warehouse.js';
import { BUILD_PREFIX, qualified, quoteLiteral } from '../../warehouse/identifiers.js';
import { WarehouseError } from '../../warehouse/warehouse-errors.js';
import type { WarehouseSql } from '../../warehouse/warehouse.service.js';
import { ImportProblem } from './import-problem.js';
import { formatOptions, type ReadFormats } from './csv-formats.js';
import { loadCsv, readCsv, withFormats, type LoadResult, type ReadOptions } from './load-csv.js';

/** Whether COPY could not read the file's numbers and dates as written. */
const needsConversion = (f: ReadFormats | undefined) =>
  !!f && (formatOptions(f).length > 0 || Object.keys(f.strict).length > 0);

/** The file loaded by DuckDB's rules, then its table copied into PostgreSQL from DuckDB's canonical CSV. */
async function convertedThroughDuckdb(
  sniffer: WarehouseSql,
  target: PgImportConnection,
  file: string,
  table: string,
  o: ReadOptions,
  signal: AbortSignal,
): Promise<LoadResult> {
  const loaded = await loadCsv(sniffer, file, table, o);
  const described = (await sniffer.run(`DESCRIBE ${qualified('import', table)}`)).getRows();
  const canonical = path.join(path.dirname(file), `${path.basename(file)}.canonical.csv`);
  await sniffer.run(`COPY ${qualified('import', table)} TO ${quoteLiteral(canonical)} (HEADER false)`);
  const copied = await copyCsvIntoPostgres({
    client: target.client,
    cancelBackend: target.cancelBackend,
    schema: 'import',
    table,
    file: canonical,
    delimiter: ',',
    quote: '"',
    header: false,
    columns: described.map(([name, type]) => ({ name: String(name), type: postgresTypeOf(String(type)) })),
    signal,
  });
  return { ...loaded, rows: copied.rows };
}

/**
 * The file's columns and DuckDB's types for them, from its first rows. A file DuckDB cannot make out
 * that way (a line with another number of fields) is imported into the throwaway DuckDB instead, which
 * fails naming the line as the DuckDB engine does, or, when it loads after all, gives the types.
 */
async function shapeOf(sniffer: WarehouseSql, file: string, table: string, o: ReadOptions) {
  try {
    return (await sniffer.run(`DESCRIBE SELECT * FROM ${readCsv(file, o)}`)).getRows() as [string, string][];
  } catch (err) {
    if (!(err instanceof WarehouseError) || err.reason !== 'sql') throw err;
    await loadCsv(sniffer, file, table, o);
    return (await sniffer.run(`DESCRIBE ${qualified('import', table)}`)).getRows() as [string, string][];
  }
}

export async function loadCsvIntoPostgres(
  sniffer: WarehouseSql,
  target: PgImportConnection,
  file: string,
  table: string,
  options: ReadOptions,
  signal: AbortSignal,
): Promise<LoadResult> {
  if (table.startsWith(BUILD_PREFIX)) throw new ImportProblem('has a name Cairn keeps for itself');
  const o = await withFormats(sniffer, file, options);
  if (needsConversion(o.formats)) return convertedThroughDuckdb(sniffer, target, file, table, o, signal);
  const described = await shapeOf(sniffer, file, table, o);
  const columns = described.map(([name, type]) => ({
    name,
    type: o.exactDecimals && type === 'DOUBLE' ? 'numeric' : postgresTypeOf(type),
  }));
  // Rows that end before their last columns (XLSX: at the last filled cell) are padded by DuckDB
  // into a file of their own first: COPY wants every field.
  let source = file;
  let header = o.header;
  if (o.nullPadding) {
    source = path.join(path.dirname(file), `${path.basename(file)}.padded.csv`);
    await sniffer.run(`COPY (SELECT * FROM ${readCsv(file, o)}) TO ${quoteLiteral(source)} (HEADER false)`);
    header = false;
  }
  const typeOf = new Map(columns.map((c) => [c.name, c.type]));
  const loaded = await copyCsvIntoPostgres({
    client: target.client,
    cancelBackend: target.cancelBackend,
    schema: 'import',
    table,
    file: source,
    delimiter: o.nullPadding ? ',' : o.delimiter,
    quote: o.nullPadding ? '"' : o.quote,
    header,
    columns,
    signal,
  });
  return {
    rows: loaded.rows,
    widened: loaded.widened.map((w) => w.column),
    rejected: loaded.widened.map((w) => ({
      line: w.line,
      column: w.column,
      errorType: 'CAST',
      reason: `Could not convert '${w.value}' to '${typeOf.get(w.column)}'`,
      text: null,
    })),
    rejectedCount: loaded.widened.length,
    formats: o.formats?.described,
    decided: o.formats?.decided,
  };
}
