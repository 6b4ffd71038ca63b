// Messages between a run (the worker) and its warehouse process (warehouse-child.ts). Sent over
// Node's IPC channel with the 'advanced' serialization, so bigints and nested arrays pass as they are.
import type { TablePreview, WarehouseTable } from '@cairn/contracts';
import type { InstanceSettings } from '../open-instance.js';
import type { QueryParameters, SessionQueryResult, TableBuildOptions } from '../untrusted-session.js';
import type { WarehouseErrorReason } from '../warehouse-errors.js';

export interface OpenRequest {
  op: 'open';
  file: string;
  settings: InstanceSettings;
  /** Cairn's own import step only: the one directory DuckDB may read files from. */
  readableDirectory?: string;
  /** Statement timeout of the run's connection (users' SQL); none for Cairn's own import SQL. */
  timeoutSeconds?: number;
  /** Statement timeout of reads for the HTTP side (preview, table list) served by this process. */
  readTimeoutSeconds: number;
}

export type Request =
  | OpenRequest
  | { op: 'run'; sql: string }
  | { op: 'execute'; sql: string }
  | { op: 'query'; sql: string; limit: number; parameters?: QueryParameters }
  | { op: 'queryEach'; sqls: string[]; limit: number }
  | { op: 'createTableAs'; schema: string; table: string; sql: string; options?: TableBuildOptions }
  | { op: 'createTempView'; name: string; sql: string }
  | { op: 'listTables' }
  | { op: 'preview'; schema: string; table: string; limit: number }
  | { op: 'close' };

export interface Answers {
  open: null;
  run: { rows: unknown[][] };
  execute: null;
  query: SessionQueryResult;
  /** Each query's outcome comes first as a progress message (QueryEachProgress); then this answer. */
  queryEach: null;
  createTableAs: number;
  createTempView: null;
  listTables: WarehouseTable[];
  preview: TablePreview | null;
  close: null;
}

/** A parent -> child message: a request with its id, or the run's abort (no answer). */
export type ToChild = { id: number; request: Request } | { abort: unknown };

export interface ErrorAnswer {
  /** Set for a WarehouseError; absent for any other error (its message only). */
  reason?: WarehouseErrorReason;
  message: string;
  abortReason?: unknown;
}

/** One query's outcome of a queryEach request, sent as soon as it is known. */
export type QueryEachProgress = { ok: true; result: SessionQueryResult } | { ok: false; error: ErrorAnswer };

export type FromChild =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorAnswer }
  | { id: number; progress: QueryEachProgress };
