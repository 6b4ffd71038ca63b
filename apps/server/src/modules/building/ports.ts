// What build and test runs need from the node model and the warehouse, as small interfaces: the
// node model service and the warehouse service are adapted to them in building.module.ts.
import type { WarehousePlacement } from '../../warehouse/warehouse-placement.port.js';
import type { TableBuildOptions } from '../../warehouse/untrusted-session.js';
import type { NodeModelLayer } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';

export interface ModelNode {
  name: string;
  query: string;
  properties: { name: string; value: string }[];
  sources: { name: string; query: string }[];
  categories: { name: string; query: string }[];
  tests: { name: string; active: boolean; categoryNames: string[]; query: string }[];
}

export interface LayerModel {
  commit: string;
  nodes: ModelNode[];
}

export interface LayerModelReader {
  /** The layer's nodes at the tip of `branch`, and that commit. Throws when the branch is unknown. */
  readLayer(engagementId: string, branch: string, layer: NodeModelLayer): Promise<LayerModel>;
}

/** The branch the Run screens' pipelines execute (modules/publishing): a run without Branch takes it. */
export interface PublishedBranches {
  publishedBranch(engagementId: string): Promise<string>;
}

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
}

/** One query's answer in queryEach: its rows, or why it could not run. */
export type QueryOutcome = { ok: true; result: QueryResult } | { ok: false; error: unknown };

/** A connection to one engagement's warehouse that runs users' SQL locked down. */
export interface UntrustedSession {
  execute(sql: string): Promise<void>;
  /** A temporary view over exactly one SELECT statement (anything else is refused). */
  createTempView(name: string, sql: string): Promise<void>;
  query(sql: string, limit: number): Promise<QueryResult>;
  /**
   * Runs reading queries back to back and gives each one's rows or error in order, as it comes (a
   * test run's tests: one request instead of one each). Without it, query() is called for each.
   */
  queryEach?(sqls: string[], limit: number): AsyncIterable<QueryOutcome>;
  /** Replaces `schema.table` with the result of `sql` atomically; returns the row count. */
  createTableAs(schema: string, table: string, sql: string, options?: TableBuildOptions): Promise<number>;
  /** Bytes the engagement's warehouse holds now (its quota, warehouse/warehouse-quota.ts). */
  bytesInUse(): Promise<number>;
  close(): Promise<void>;
}

/** Whether a caller may see rows that come from import tables (their source folders' read access). */
export interface SourceFolderAccess {
  /** `sourceTables` null: origin unknown, so the import storage's root is asked. */
  mayReadRows(caller: Principal, engagementId: string, sourceTables: string[] | null): Promise<boolean>;
}

export interface WarehouseSessions {
  /** Opens the warehouse where the run was handed it (RunContext.warehouse). */
  session(at: WarehousePlacement, signal: AbortSignal): Promise<UntrustedSession>;
}

/** Whether `err` says the warehouse process of the run ended (nothing more can run in the session). */
export function isWarehouseCrash(err: unknown): boolean {
  return err instanceof Error && (err as { reason?: unknown }).reason === 'crashed';
}
