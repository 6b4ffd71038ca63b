// A run's log lines written while its next node or test already runs in the warehouse process, in
// batches: a line waits up to LOG_BATCH_MS for the lines after it, and they are written together (one
// statement), in order, each with the time it was made; at most one write is in flight. Each write
// is a PGlite statement on the event loop the warehouse process's answers come back on: writing each
// of 50 lines on its own cost the build and test benches 40-90 ms. The run page shows a line at most
// LOG_BATCH_MS later.
import type { RunContext, RunLogLine, RunLogOptions } from '../pipelines/run-handlers.js';

export const LOG_BATCH_MS = 250;

export interface LogBehind {
  /** Queues this line; resolves once the lines before it are written (their error, if any). */
  log(message: string, options?: RunLogOptions): Promise<void>;
  /** Every line written; rejects when one could not be. */
  flush(): Promise<void>;
  /** Every line written or failed; never rejects (for a `finally`). */
  settled(): Promise<void>;
}

export function logBehind(ctx: Pick<RunContext, 'logLines'>, batchMs = LOG_BATCH_MS): LogBehind {
  let pending: RunLogLine[] = [];
  /** Every write scheduled so far, and the writes before the one still gathering lines. */
  let chain: Promise<void> = Promise.resolve();
  let beforeGathering = chain;
  /** Ends the gathering at once (flush); otherwise it ends after batchMs. */
  let endGathering: (() => void) | undefined;
  const writeGathered = () => {
    const lines = pending;
    pending = [];
    endGathering = undefined;
    return ctx.logLines(lines);
  };
  return {
    log(message, options) {
      // The first line since the last write began schedules the next write; later ones join it
      // until it begins (it takes every line queued by then).
      if (!pending.length) {
        beforeGathering = chain;
        const gathered = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, batchMs);
          endGathering = () => (clearTimeout(timer), resolve());
        });
        chain = Promise.all([beforeGathering, gathered]).then(writeGathered);
      }
      pending.push({ message, options, at: new Date() });
      return beforeGathering;
    },
    flush: () => (endGathering?.(), chain),
    settled: () => (endGathering?.(), chain.catch(() => undefined)),
  };
}
