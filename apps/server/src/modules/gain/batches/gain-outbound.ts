// The hand-over of a batch's validated rows to Gain (docs/gain.md "Outbound"): each loaded table is
// copied into the warehouse schema gain_outbound, in chunks of the gain configuration's batch size
// (0: one chunk), and every chunk is logged in gain_outbound.sent_chunks. Runs in the gain import
// run's own warehouse session (Cairn's SQL, not users').
import { quoteIdentifier } from '../../../warehouse/identifiers.js';
import type { WarehouseSql } from '../../../warehouse/warehouse.service.js';

export const OUTBOUND_SCHEMA = 'gain_outbound';
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,119}$/;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** 'schema.table' split and checked: only plain names reach the SQL. */
function qualifiedSource(table: string): { schema: string; name: string } {
  const [schema, name, ...rest] = table.split('.');
  if (rest.length || !schema || !name || !NAME.test(schema) || !NAME.test(name))
    throw new Error(`Not a warehouse table: ${table}`);
  return { schema, name };
}

/** The outbound table of one batch's table: gain_outbound."<batch>__<table>". */
export const outboundTableName = (batchId: string, table: string) =>
  `${batchId.replace(/[^A-Za-z0-9_]/g, '_')}__${table}`.slice(0, 120);

export interface OutboundResult {
  numRecordsSentToGain: number;
  chunks: number;
}

export async function copyToOutbound(
  sql: WarehouseSql,
  batchId: string,
  tables: readonly string[],
  chunkSize: number,
): Promise<OutboundResult> {
  const sources = tables.map(qualifiedSource);
  await sql.run(`create schema if not exists ${OUTBOUND_SCHEMA}`);
  await sql.run(
    `create table if not exists ${OUTBOUND_SCHEMA}.sent_chunks (batch_id varchar, source_table varchar, outbound_table varchar, chunk integer, num_rows bigint, sent_at timestamp)`,
  );
  let sent = 0;
  let chunks = 0;
  for (const source of sources) {
    const from = `${quoteIdentifier(source.schema)}.${quoteIdentifier(source.name)}`;
    const target = outboundTableName(batchId, source.name);
    const to = `${OUTBOUND_SCHEMA}.${quoteIdentifier(target)}`;
    const total = Number((await sql.run(`select count(*) from ${from}`)).getRows()[0]?.[0] ?? 0);
    const size = chunkSize > 0 ? chunkSize : Math.max(total, 1);
    await sql.transaction(async () => {
      // A resent batch replaces what was sent before, whole.
      await sql.run(`create or replace table ${to} as select * from ${from} where false`);
      await sql.run(
        `delete from ${OUTBOUND_SCHEMA}.sent_chunks where batch_id = ${literal(batchId)} and source_table = ${literal(`${source.schema}.${source.name}`)}`,
      );
      // In the rows' stored order, one insert per chunk.
      for (let chunk = 0; chunk * size < total || (chunk === 0 && total === 0); chunk++) {
        const first = chunk * size;
        await sql.run(
          `insert into ${to} select * exclude (__cairn_row) from (select *, row_number() over (order by rowid) as __cairn_row from ${from}) where __cairn_row > ${first} and __cairn_row <= ${first + size}`,
        );
        const rows = Math.max(0, Math.min(size, total - first));
        await sql.run(
          `insert into ${OUTBOUND_SCHEMA}.sent_chunks values (${literal(batchId)}, ${literal(`${source.schema}.${source.name}`)}, ${literal(target)}, ${chunk}, ${rows}, now()::timestamp)`,
        );
        chunks++;
        if (total === 0) break;
      }
    });
    sent += total;
  }
  return { numRecordsSentToGain: sent, chunks };
}
