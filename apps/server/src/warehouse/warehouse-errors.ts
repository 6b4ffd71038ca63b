// Errors of the warehouse with a message a user can act on. Callers (run handlers, routes) show the
// message as it is; `reason` tells them what happened without parsing it.
import { DISK_FULL_DETAIL, isDiskFull } from '../http/problem.js';

export type WarehouseErrorReason =
  /** DuckDB refused the SQL: a syntax, binder or conversion error in the query itself. */
  | 'sql'
  /** The SQL tried something the locked-down warehouse forbids (files, URLs, ATTACH, INSTALL, SET). */
  | 'refused'
  /** The statement ran past the statement timeout and was interrupted. */
  | 'timeout'
  /** The caller's signal fired (run cancelled, over its time limit, worker shutting down). */
  | 'aborted'
  /** Another process holds the engagement's warehouse file. */
  | 'busy'
  /** The run's warehouse process ended unexpectedly (a crash, an abort, out of memory). */
  | 'crashed'
  /**
   * The work would take the engagement's warehouse past its quota (CAIRN_WAREHOUSE_QUOTA_GB), or the
   * disk under the warehouse is full.
   */
  | 'full';

export class WarehouseError extends Error {
  constructor(
    readonly reason: WarehouseErrorReason,
    message: string,
    readonly abortReason?: unknown,
    /** The driver's error it stands for: a lost connection is told apart by it (db/unavailable.ts). */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const REFUSED = [
  /^Permission Error/i,
  /configuration has been locked/i,
  /disabled (through|by) configuration/i,
];
const BUSY = /Could not set lock on file/i;

/** DuckDB's first lines, without the long lists of "possible fixes" it appends. */
export function duckdbMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  const cut = text.search(/\n\s*(Possible (fixes|Solution)|LINE \d+:)/);
  return (cut > 0 ? text.slice(0, cut) : text).trim();
}

export function isLockConflict(err: unknown) {
  return BUSY.test(err instanceof Error ? err.message : String(err));
}

/** Turns a DuckDB error into a WarehouseError (refused or sql). */
export function fromDuckdb(err: unknown): WarehouseError {
  if (err instanceof WarehouseError) return err;
  // Not the query's fault: DuckDB rolled the statement back, and it works once space is freed.
  if (isDiskFull(err)) return new WarehouseError('full', DISK_FULL_DETAIL);
  const message = duckdbMessage(err);
  if (REFUSED.some((re) => re.test(message))) {
    return new WarehouseError(
      'refused',
      `Not allowed in the warehouse: queries cannot read or write files or URLs, attach databases, install or load extensions, or change settings. (${message})`,
    );
  }
  return new WarehouseError('sql', message);
}
