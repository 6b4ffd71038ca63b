// The files of a batch's delivery (docs/gain.md "Outbound", the agreed layout): one CSV per table
// the batch loaded, read back from its staging copy gain_outbound."<batch>__<table>", and a
// manifest.json naming each file with its row count and SHA-256. Written to a local temporary
// folder first, so every target uploads the same bytes and the manifest's checksums are known
// before anything leaves Cairn.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WarehouseSql } from '../../../../warehouse/warehouse.service.js';
import { OUTBOUND_SCHEMA, outboundTableName } from '../gain-outbound.js';

/** Rows read from the warehouse at a time: bounded memory for any batch size. */
const PAGE_ROWS = 10_000;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface OutboundFile {
  /** The table's name without its schema (gain.<table>). */
  table: string;
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface BatchManifest {
  batchId: string;
  processType: string;
  tables: OutboundFile[];
}

export interface BatchFiles {
  /** The local folder holding `<table>.csv` and manifest.json. */
  dir: string;
  manifest: BatchManifest;
  /** The manifest's bytes, as every target writes it. */
  manifestText: string;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; null is empty. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A batch id as a folder name: characters other than letters, digits, `.`, `-`, `_` become `_`. */
export const batchFolderName = (batchId: string) =>
  batchId.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || '_';

export async function writeBatchFiles(
  sql: WarehouseSql,
  batch: { batchId: string; processType: string },
  tables: readonly string[],
  dir: string,
): Promise<BatchFiles> {
  fs.mkdirSync(dir, { recursive: true });
  const files: OutboundFile[] = [];
  for (const qualified of tables) {
    const table = qualified.slice(qualified.indexOf('.') + 1);
    const staged = outboundTableName(batch.batchId, table);
    const columns = (
      await sql.run(
        `select column_name from information_schema.columns where table_schema = ${literal(OUTBOUND_SCHEMA)} and table_name = ${literal(staged)} order by ordinal_position`,
      )
    )
      .getRows()
      .map((r) => String(r[0]));
    if (!columns.length) throw new Error(`The batch's staged table ${OUTBOUND_SCHEMA}.${staged} is missing.`);
    const file = `${table}.csv`;
    const target = path.join(dir, file);
    const hash = crypto.createHash('sha256');
    const fd = fs.openSync(target, 'w');
    let bytes = 0;
    const put = (text: string) => {
      const chunk = Buffer.from(text, 'utf8');
      hash.update(chunk);
      fs.writeSync(fd, chunk);
      bytes += chunk.length;
    };
    let rows = 0;
    try {
      put(`${columns.map(csvField).join(',')}\r\n`);
      for (;;) {
        const page = (
          await sql.run(
            `select * from ${OUTBOUND_SCHEMA}."${staged}" order by rowid limit ${PAGE_ROWS} offset ${rows}`,
          )
        ).getRows();
        if (page.length) put(page.map((row) => `${row.map(csvField).join(',')}\r\n`).join(''));
        rows += page.length;
        if (page.length < PAGE_ROWS) break;
      }
    } finally {
      fs.closeSync(fd);
    }
    files.push({ table, file, rows, bytes, sha256: hash.digest('hex') });
  }
  // No time in it: the same batch delivered again is the same bytes (idempotent for the receiver).
  const manifest: BatchManifest = {
    batchId: batch.batchId,
    processType: batch.processType,
    tables: files,
  };
  return { dir, manifest, manifestText: `${JSON.stringify(manifest, null, 2)}\n` };
}
