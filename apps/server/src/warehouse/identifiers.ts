// Names that go into warehouse SQL. Schemas are the layers; table names from users and files are
// checked against one rule and always quoted, so no name can carry SQL.
import { LAYERS } from '@cairn/contracts';
import { WarehouseError } from './warehouse-errors.js';

/**
 * One schema per layer (DESIGN.md "Data journey"), and `gain`: the tables a gain engagement's
 * import loads through its table configurations (modules/gain/import-engine, docs/gain.md).
 */
export const WAREHOUSE_SCHEMAS: readonly string[] = [...LAYERS, 'gain'];

/** Letters, digits and underscores, not starting with a digit; at most 120 characters. */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,119}$/;
/** Tables Cairn builds into before swapping them in; never shown, never a user's name. */
export const BUILD_PREFIX = '__cairn_build_';

export const isWarehouseSchema = (name: string) => WAREHOUSE_SCHEMAS.includes(name);
export const isTableName = (name: string) => TABLE_NAME.test(name) && !name.startsWith(BUILD_PREFIX);

/** "name" with inner quotes doubled: safe for any text, used for every identifier. */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** 'text' with inner quotes doubled. */
export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const qualified = (schema: string, table: string) =>
  `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;

/** PostgreSQL's longest identifier; longer ones are cut silently, so two names could become one. */
export const POSTGRES_MAX_NAME_BYTES = 63;

/**
 * Refuses a table to write that is not in a warehouse schema or whose name breaks the rule (or is
 * longer than `maxLength`: PostgreSQL's limit where it keeps the table), with the message users see.
 */
export function assertTableTarget(schema: string, table: string, maxLength = Infinity) {
  if (!isWarehouseSchema(schema)) throw new WarehouseError('sql', `'${schema}' is not a warehouse schema.`);
  if (!isTableName(table))
    throw new WarehouseError(
      'sql',
      `'${table}' is not a valid table name: use letters, digits and underscores.`,
    );
  if (table.length > maxLength)
    throw new WarehouseError('sql', `'${table}' is too long: use at most ${maxLength} characters.`);
}
