// A run's log lines written while its next node or test already runs in the warehouse process: the
// line's database write (PGlite shares the event loop with the HTTP side's polling) no longer adds
// its latency to every node. Lines stay in order, and at most one is in flight.
import type { RunContext, RunLogOptions } from '../pipelines/run-handlers.js';

export interface LogBehind {
  /** Starts writing this line; resolves once the line before it is written (its error, if any). */
  log(message: string, options?: RunLogOptions): Promise<void>;
  /** Every line written; rejects when one could not be. */
  flush(): Promise<void>;
  /** Every line written or failed; never rejects (for a `finally`). */
  settled(): Promise<void>;
}

export function logBehind(ctx: Pick<RunContext, 'log'>): LogBehind {
  let last: Promise<void> = Promise.resolve();
  return {
    log(message, options) {
      const previous = last;
      last = previous.then(() => ctx.log(message, options));
      return previous;
    },
    flush: () => last,
    settled: () => last.catch(() => undefined),
  };
}
