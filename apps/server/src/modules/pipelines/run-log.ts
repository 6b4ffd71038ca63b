// The step log of a run: numbered lines in the metadata store. The route (cancel) and the worker
// may write to one run at the same moment, so the next number is taken with a retry on conflict
// rather than a lock that would hold PGlite's only connection.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { pipelineRunLog } from '../../db/schema/pipelines.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { RunLogLine, RunLogOptions } from './run-handlers.js';

const ATTEMPTS = 20;
const MAX_MESSAGE = 8000;

export async function appendRunLog(db: Db | Tx, runId: string, message: string, options: RunLogOptions = {}) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const inserted = await db
      .insert(pipelineRunLog)
      .values({
        runId,
        seq: sql`(select coalesce(max(${pipelineRunLog.seq}), 0) + 1 from ${pipelineRunLog} where ${pipelineRunLog.runId} = ${runId})`,
        level: options.level ?? 'info',
        step: options.step ?? null,
        message: message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message,
        detail: options.detail ?? null,
      })
      .onConflictDoNothing()
      .returning({ seq: pipelineRunLog.seq });
    if (inserted.length) return inserted[0].seq;
  }
  throw new Error(`could not append to the log of run ${runId}`);
}

/**
 * Several lines in one statement, numbered after the run's last line in their order, each with the
 * time it was made. A line another writer numbered first makes the whole statement fail (nothing is
 * written), and it is tried again after that line.
 */
export async function appendRunLogLines(db: Db | Tx, runId: string, lines: readonly RunLogLine[]) {
  if (!lines.length) return;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      await db.insert(pipelineRunLog).values(
        lines.map((line, i) => ({
          runId,
          seq: sql`(select coalesce(max(${pipelineRunLog.seq}), 0) + ${i + 1} from ${pipelineRunLog} where ${pipelineRunLog.runId} = ${runId})`,
          at: line.at,
          level: line.options?.level ?? 'info',
          step: line.options?.step ?? null,
          message:
            line.message.length > MAX_MESSAGE ? `${line.message.slice(0, MAX_MESSAGE)}…` : line.message,
          detail: line.options?.detail ?? null,
        })),
      );
      return;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`could not append to the log of run ${runId}`);
}

/** A run's log lines as readRunLog answers them. */
export type RunLogRow = typeof pipelineRunLog.$inferSelect;

/**
 * A run's log as one column of the run's own statement (the run page's first call, issue 29: one
 * round trip instead of two); `fromRunLogColumn` turns it back into readRunLog's rows.
 */
export const runLogColumn = (runId: SQL | AnyPgColumn) =>
  sql<
    LogJson[]
  >`(select coalesce(json_agg(l order by l.seq), '[]'::json) from ${pipelineRunLog} l where l.run_id = ${runId})`;

type LogJson = {
  run_id: string;
  seq: number;
  at: string;
  level: RunLogRow['level'];
  step: string | null;
  message: string;
  detail: Record<string, unknown> | null;
};

export const fromRunLogColumn = (lines: LogJson[]): RunLogRow[] =>
  lines.map((l) => ({
    runId: l.run_id,
    seq: l.seq,
    at: new Date(l.at),
    level: l.level,
    step: l.step,
    message: l.message,
    detail: l.detail,
  }));

export async function readRunLog(db: Db, runId: string) {
  return db.select().from(pipelineRunLog).where(eq(pipelineRunLog.runId, runId)).orderBy(pipelineRunLog.seq);
}
