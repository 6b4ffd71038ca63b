// A build or test run opens its warehouse session (a spare process opening the engagement's file,
// ~35 ms) while it reads the node model and plans, instead of after: the run's first statement
// starts that much sooner. A run that ends before using the session closes it.
import { WarehouseError } from '../../warehouse/warehouse-errors.js';
import { RunFailure, type RunOutcome } from '../pipelines/run-handlers.js';
import type { WarehousePlacement } from '../../warehouse/warehouse-placement.port.js';
import type { UntrustedSession, WarehouseSessions } from './ports.js';

export interface EarlySession {
  /** The session, once open (the opening's error, if it failed). */
  take(): Promise<UntrustedSession>;
  /** Closes the session without using it (the run failed or had nothing to do). */
  drop(): void;
}

export function openEarly(
  warehouse: WarehouseSessions,
  /** Where the run was handed its warehouse (RunContext.warehouse). */
  placement: Promise<WarehousePlacement>,
  signal: AbortSignal,
): EarlySession {
  const opening = placement.then((at) => warehouse.session(at, signal));
  // Seen by take(), or dropped: never an unhandled rejection.
  opening.catch(() => undefined);
  return {
    // A warehouse that cannot be opened says why in words a user can act on (busy, a configuration
    // naming an unknown server, a database taken): the run fails with that message.
    take: () =>
      opening.catch((err: unknown) => {
        throw err instanceof WarehouseError ? new RunFailure(err.message) : err;
      }),
    drop: () =>
      void opening.then(
        (session) => session.close(),
        () => undefined,
      ),
  };
}

/**
 * Runs `prepare` (reading the node model, planning) while the session opens; answers the plan with
 * the open session, or `nothingToDo` when there is nothing to run. The session is closed unused when
 * preparing fails or finds nothing to do.
 */
export async function prepareWhileOpening<P extends object>(
  warehouse: WarehouseSessions,
  placement: Promise<WarehousePlacement>,
  signal: AbortSignal,
  prepare: () => Promise<P | { nothingToDo: RunOutcome }>,
): Promise<{ nothingToDo: RunOutcome } | { prepared: P; session: UntrustedSession }> {
  const early = openEarly(warehouse, placement, signal);
  let prepared: P | { nothingToDo: RunOutcome };
  try {
    prepared = await prepare();
  } catch (err) {
    early.drop();
    throw err;
  }
  if ('nothingToDo' in prepared) {
    early.drop();
    return prepared;
  }
  return { prepared, session: await early.take() };
}
