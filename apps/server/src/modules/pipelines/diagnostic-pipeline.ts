// TEST-ONLY: a pipeline that waits, so process-level tests (a worker killed mid-run, two workers on
// one queue) have a run that takes time inside a real `cairn` process. It exists only when
// CAIRN_DIAGNOSTIC_PIPELINES=true; production never lists, accepts or runs it.
import type { RunHandler } from './run-handlers.js';

export const DIAGNOSTIC_PIPELINE = 'CairnDiagnosticWait';
const MAX_WAIT_MS = 10 * 60_000;

/** Waits `parameters.waitMs` (0 by default) or until the run's signal fires. */
export const diagnosticWait =
  (workerId: () => string): RunHandler =>
  async (ctx) => {
    const waitMs = Math.min(Math.max(Number(ctx.run.parameters.waitMs) || 0, 0), MAX_WAIT_MS);
    await ctx.log(`Diagnostic run executed by ${workerId()} (pid ${process.pid})`, {
      step: 'wait',
      detail: { workerId: workerId(), pid: process.pid },
    });
    await new Promise<void>((resolve, reject) => {
      const done = () => (clearTimeout(timer), reject(new Error(`aborted: ${String(ctx.signal.reason)}`)));
      const timer = setTimeout(() => (ctx.signal.removeEventListener('abort', done), resolve()), waitMs);
      if (ctx.signal.aborted) done();
      else ctx.signal.addEventListener('abort', done, { once: true });
    });
    return { message: `Waited ${waitMs} ms`, result: { waitMs, workerId: workerId() } };
  };
