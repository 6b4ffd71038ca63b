// Column-level lineage of a straightforward SELECT (issue 28): for each column of the select list,
// the `schema.table` columns its expression reads. The query is parsed by PostgreSQL's own parser
// (libpg-query, WebAssembly: parsed, never run), never by regular expressions (DESIGN.md). Anything
// beyond one SELECT over tables and joins (a CTE, a subquery in FROM, a set operation, `*`), or SQL
// the parser does not accept (DuckDB-only syntax), is not traced: null.
import { parse } from 'libpg-query';
import type { LineageColumn } from '@cairn/contracts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const names = (fields: unknown): string[] =>
  Array.isArray(fields)
    ? fields.map((f) => (isObject(f) && isObject(f.String) ? String(f.String.sval) : '*'))
    : [];

/** Tables in FROM by the name a column may qualify them with (alias, or the table's own name). */
function tablesOf(from: unknown[], into: Map<string, string>): boolean {
  for (const item of from) {
    if (!isObject(item)) return false;
    if (isObject(item.RangeVar)) {
      const range = item.RangeVar;
      const table = [range.schemaname, range.relname].filter(Boolean).join('.');
      const alias = isObject(range.alias) ? String(range.alias.aliasname) : String(range.relname);
      into.set(alias, table);
    } else if (isObject(item.JoinExpr)) {
      if (!tablesOf([item.JoinExpr.larg, item.JoinExpr.rarg], into)) return false;
    } else return false;
  }
  return true;
}

/** Every ColumnRef inside an expression, as its name parts. */
function columnRefs(node: unknown, found: string[][] = []): string[][] {
  if (Array.isArray(node)) for (const item of node) columnRefs(item, found);
  else if (isObject(node)) {
    if (isObject(node.ColumnRef)) found.push(names(node.ColumnRef.fields));
    else for (const value of Object.values(node)) columnRefs(value, found);
  }
  return found;
}

export async function columnLineage(sql: string): Promise<LineageColumn[] | null> {
  let tree: { stmts: { stmt: Json }[] };
  try {
    tree = (await parse(sql)) as unknown as { stmts: { stmt: Json }[] };
  } catch {
    return null;
  }
  if (tree.stmts.length !== 1 || !isObject(tree.stmts[0].stmt.SelectStmt)) return null;
  const select = tree.stmts[0].stmt.SelectStmt;
  if (select.withClause || (select.op && select.op !== 'SETOP_NONE') || !Array.isArray(select.targetList))
    return null;
  const tables = new Map<string, string>();
  if (!tablesOf(Array.isArray(select.fromClause) ? select.fromClause : [], tables)) return null;
  const only = tables.size === 1 ? [...tables.values()][0] : null;
  const columns: LineageColumn[] = [];
  for (const target of select.targetList) {
    const res = isObject(target) && isObject(target.ResTarget) ? target.ResTarget : undefined;
    if (!res) return null;
    const refs = columnRefs(res.val);
    if (refs.some((parts) => parts.includes('*'))) return null;
    const direct = isObject(res.val) && isObject(res.val.ColumnRef) ? refs[0]?.at(-1) : undefined;
    const sources = new Map<string, { table: string | null; column: string }>();
    for (const parts of refs) {
      const column = parts.at(-1)!;
      const table = parts.length > 1 ? (tables.get(parts.at(-2)!) ?? null) : only;
      sources.set(`${table}.${column}`, { table, column });
    }
    columns.push({
      name: res.name ? String(res.name) : (direct ?? '?column?'),
      sources: [...sources.values()],
    });
  }
  return columns;
}
