// The rejected lines of an imported file in its run's log: by number, column and kind for everyone
// who may read the run; their content only for readers of the file's folder.
import type { RunContext } from '../pipelines/run-handlers.js';
import type { ImportProblem, RejectedLine } from './import-problem.js';

const REPORTED_LINES = 20;
const count = (n: number) => n.toLocaleString('en-GB');

/**
 * What went wrong on a rejected line, without its content: a value that does not fit its column's
 * type is told by the type only (DuckDB's reason quotes the value); the other kinds (column count,
 * quotes, encoding) say nothing of the content.
 */
function rejectionKind(r: RejectedLine): string {
  if (r.errorType !== 'CAST') return r.reason;
  const type = /to '([^']+)'\s*$/.exec(r.reason)?.[1];
  return type
    ? `the value does not fit the column's type ${type}`
    : "the value does not fit the column's type";
}

/**
 * Rejected lines are told by number, column and kind in the log lines everyone with Pipelines Read
 * sees; their content (the line's text, DuckDB's reason quoting the value) goes into the detail's
 * `folderContent`, which the run's answer keeps only for readers of the file's folder.
 */
export async function logRejected(
  ctx: RunContext,
  file: { name: string },
  folderScope: string,
  problem: { rejected: ImportProblem['rejected']; rejectedCount: number },
  level: 'warn' | 'error',
) {
  if (!problem.rejectedCount) return;
  const shown = problem.rejected.slice(0, REPORTED_LINES);
  const more =
    problem.rejectedCount > shown.length ? ` (first ${shown.length} of ${count(problem.rejectedCount)})` : '';
  await ctx.log(
    `${file.name}: ${count(problem.rejectedCount)} rejected line${problem.rejectedCount === 1 ? '' : 's'}${more}`,
    {
      level,
      step: file.name,
      detail: {
        rejectedCount: problem.rejectedCount,
        rejected: shown.map(({ line, column, errorType }) => ({ line, column, errorType })),
        folderContent: {
          scope: folderScope,
          rejected: shown.map(({ line, reason, text }) => ({ line, reason, text })),
        },
      },
    },
  );
  for (const r of shown) {
    await ctx.log(
      `${file.name} line ${r.line}${r.column ? `, column ${r.column}` : ''}: ${rejectionKind(r)}`,
      {
        level,
        step: file.name,
      },
    );
  }
}
