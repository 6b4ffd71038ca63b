// "The rows whose columns hold these values", said as an object: `columnsEqual(t, { a, b })` for
// `and(eq(t.a, a), eq(t.b, b))`. Lookups by an engagement and a name or two are the most common
// condition in the services; the object form names each column once and cannot pair a value with
// another table's column.
import {
  and,
  eq,
  getTableColumns,
  type Column,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';

/** A value per column; never null (`= null` matches no row: say isNull beside it). */
export type ColumnValues<T extends Table> = {
  [K in keyof InferSelectModel<T>]?: NonNullable<InferSelectModel<T>[K]>;
};

/**
 * Every named column equals its value. An undefined value throws rather than dropping its condition,
 * so an argument that went missing never widens a query to more rows than meant.
 */
export function columnsEqual<T extends Table>(table: T, values: ColumnValues<T>): SQL {
  const columns: Record<string, Column> = getTableColumns(table);
  const conditions = Object.entries(values).map(([name, value]) => {
    if (value === undefined || value === null) throw new Error(`columnsEqual: no value for ${name}.`);
    return eq(columns[name], value);
  });
  const all = and(...conditions);
  if (!all) throw new Error('columnsEqual: no column named.');
  return all;
}
