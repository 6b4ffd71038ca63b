// Test helpers for pipeline runs: a handler whose behaviour the run's parameters choose, waiting for
// a run to reach a status, and a worker log that keeps what was said.
import type { PipelineRunDetail, RunStatus } from '@cairn/contracts';
import type { WorkerLog } from '../../jobs/run-worker.js';
import { conflict } from '../../http/problem.js';
import { RunFailure, type RunHandler } from './run-handlers.js';

/** What these helpers need of test-server's SignedInClient (kept structural: src/test is not built). */
interface Client {
  request(method: string, url: string): Promise<{ statusCode: number; body: string; json(): unknown }>;
}

export type ScriptedMode = 'succeed' | 'fail' | 'refuse' | 'crash' | 'waitForSignal' | 'ignoreSignal';

/**
 * parameters.mode: succeed (message 'done', result {ok}), fail (RunFailure 'Line 3 of a.csv is
 * malformed'), refuse (a 409 a route would answer with), crash (a plain Error), waitForSignal (until the signal fires, then throws),
 * ignoreSignal (until `release()` is called, whatever the signal says). Records calls per run.
 */
export function scriptedHandler() {
  const calls: { runId: string; reason?: unknown }[] = [];
  const waiting = new Set<() => void>();
  const handler: RunHandler = async (ctx) => {
    const call: { runId: string; reason?: unknown } = { runId: ctx.run.id };
    calls.push(call);
    await ctx.log('scripted step', { step: 'script', detail: { mode: ctx.run.parameters.mode } });
    switch (ctx.run.parameters.mode as ScriptedMode) {
      case 'fail':
        throw new RunFailure('Line 3 of a.csv is malformed');
      case 'refuse':
        throw conflict('This storage keeps its files on one server only.', 'localStorageNotShared');
      case 'crash':
        throw new Error('secret internals');
      case 'waitForSignal':
        await new Promise<void>((_, reject) => {
          const stop = () => ((call.reason = ctx.signal.reason), reject(new Error('aborted')));
          if (ctx.signal.aborted) stop();
          else ctx.signal.addEventListener('abort', stop, { once: true });
        });
        return {};
      case 'ignoreSignal':
        await new Promise<void>((resolve) => waiting.add(resolve));
        call.reason = ctx.signal.reason;
        return { message: 'finished anyway' };
      default:
        await ctx.setCommit('c0ffee');
        return { message: 'done', result: { ok: true } };
    }
  };
  return {
    handler,
    calls,
    /** Lets every ignoreSignal run waiting so far finish. */
    release() {
      for (const resolve of waiting) resolve();
      waiting.clear();
    },
  };
}

export async function runDetail(
  client: Client,
  engagementId: string,
  runId: string,
): Promise<PipelineRunDetail> {
  const res = await client.request('GET', `/api/pipelines/engagements/${engagementId}/runs/${runId}`);
  if (res.statusCode !== 200) throw new Error(`run ${runId}: ${res.statusCode} ${res.body}`);
  return res.json() as PipelineRunDetail;
}

/** Polls the run page's call until the run has one of `statuses`. */
export async function waitForRun(
  client: Client,
  engagementId: string,
  runId: string,
  statuses: RunStatus[],
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await runDetail(client, engagementId, runId);
    if (statuses.includes(run.status)) return run;
    if (Date.now() > until)
      throw new Error(
        `run ${runId} is ${run.status}, not ${statuses.join('/')}: ${JSON.stringify(run.log.map((l) => l.message))}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A worker log for tests: keeps the lines, prints nothing. */
export function memoryLog() {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  const log: WorkerLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}
