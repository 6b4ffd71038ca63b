// The PostgreSQL type of a column from the type DuckDB's CSV sniffer gave it on a sample.

const TYPES: Record<string, string> = {
  BIGINT: 'bigint',
  INTEGER: 'integer',
  SMALLINT: 'smallint',
  TINYINT: 'smallint',
  HUGEINT: 'numeric(38,0)',
  DOUBLE: 'double precision',
  FLOAT: 'real',
  DATE: 'date',
  TIMESTAMP: 'timestamp',
  'TIMESTAMP WITH TIME ZONE': 'timestamptz',
  TIME: 'time',
  BOOLEAN: 'boolean',
  VARCHAR: 'text',
};

/** BIGINT → bigint, DECIMAL(18,2) → numeric(18,2), VARCHAR → text, ...; any other type → text. */
export function postgresTypeOf(duckdbType: string): string {
  const type = duckdbType.trim().toUpperCase().replace(/\s+/g, ' ');
  const decimal = /^(?:DECIMAL|NUMERIC)\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(type);
  if (decimal) return `numeric(${Number(decimal[1])},${Number(decimal[2])})`;
  return TYPES[type] ?? 'text';
}
