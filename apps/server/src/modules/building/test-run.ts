// A test run: each chosen test is a query over the warehouse that returns failing rows. A test
// passes when it returns none; per test the result, the failing row count and the first failing
// rows are kept, passes included, so every run adds to the test's history. A test whose query
// cannot run fails the run with the database's message; tests that find rows fail it too, naming them.
import { FAILING_ROWS_KEPT, testRunParametersSchema, testStateOf } from '@cairn/contracts';
import type { z } from 'zod';
import { RunFailure, type RunContext, type RunOutcome } from '../pipelines/run-handlers.js';
import type { BuildResults, TestResultRecord } from './build-results.service.js';
import { importSourcesOf, readLineageLayers, type LayerNodes } from './import-lineage.js';
import { applyNodeParameters } from './node-parameters.js';
import { logBehind } from './log-behind.js';
import { prepareWhileOpening } from './early-session.js';
import { readRunModel } from './read-model.js';
import {
  isWarehouseCrash,
  type LayerModelReader,
  type QueryOutcome,
  type PublishedBranches,
  type ModelNode,
  type UntrustedSession,
  type WarehouseSessions,
} from './ports.js';

export interface TestRunDeps {
  model: LayerModelReader;
  warehouse: WarehouseSessions;
  results: BuildResults;
  /** The branch of a run started without one (the Run screens'). */
  published: PublishedBranches;
}

type ModelTest = ModelNode['tests'][number];

const COUNT_COLUMN = '__cairn_failing_row_count';

/**
 * The statement a test runs: its failing rows with their total beside each (one pass, so the count
 * costs no second query). Throws when the query uses a property the node does not have.
 */
function testSql(node: ModelNode, test: ModelTest): string {
  const { sql, missing } = applyNodeParameters(test.query, node.properties);
  if (missing.length)
    throw new Error(
      `the query uses ${missing.map((m) => `$${m}`).join(', ')} but the node has no such property`,
    );
  const body = sql.trim().replace(/;\s*$/, '');
  // The query on lines of its own: a trailing comment in it cannot swallow the end of the statement.
  return `SELECT *, count(*) OVER () AS ${COUNT_COLUMN} FROM (\n${body}\n) AS test_rows`;
}

/** Each statement's outcome in order: in one request when the session can, else one query each. */
async function* outcomesOf(session: UntrustedSession, sqls: string[]): AsyncIterable<QueryOutcome> {
  if (session.queryEach) {
    yield* session.queryEach(sqls, FAILING_ROWS_KEPT);
    return;
  }
  for (const sql of sqls) {
    try {
      yield { ok: true, result: await session.query(sql, FAILING_ROWS_KEPT) };
    } catch (error) {
      yield { ok: false, error };
    }
  }
}

/** A test's record from its statement's outcome (or from why its statement could not be written). */
function testRecord(
  node: ModelNode,
  test: ModelTest,
  outcome: QueryOutcome,
): TestResultRecord & { crashed?: boolean } {
  const base = { node: node.name, test: test.name, categoryNames: test.categoryNames };
  if (!outcome.ok) {
    const err = outcome.error;
    return {
      ...base,
      crashed: isWarehouseCrash(err),
      passed: false,
      failingRowCount: null,
      columns: null,
      failingRows: null,
      message: err instanceof Error ? err.message : String(err),
    };
  }
  const found = outcome.result;
  const failingRowCount = Number(found.rows[0]?.at(-1) ?? 0);
  const sample = failingRowCount
    ? { columns: found.columns.slice(0, -1), rows: found.rows.map((row) => row.slice(0, -1)) }
    : undefined;
  return {
    ...base,
    passed: failingRowCount === 0,
    failingRowCount,
    columns: sample?.columns ?? null,
    failingRows: sample?.rows ?? null,
    message: null,
  };
}

/** The run's branch, the tests to run and the lineage, read while its warehouse session opens. */
async function prepareTests(
  deps: TestRunDeps,
  ctx: RunContext,
  params: z.infer<typeof testRunParametersSchema>,
): Promise<
  | { nothingToDo: RunOutcome }
  | { branch: string; plan: { node: ModelNode; test: ModelTest }[]; layers: LayerNodes }
> {
  const { Node: nodeName, ActiveTests: activeTests } = params;
  const { branch, model } = await readRunModel(deps, ctx, params.Branch, 'test');
  const nodes = nodeName
    ? model.nodes.filter((n) => n.name.toLowerCase() === nodeName.toLowerCase())
    : model.nodes;
  if (nodeName && !nodes.length)
    throw new RunFailure(`The testing layer of branch ${branch} has no node named ${nodeName}`);
  const chosen = activeTests ? new Set(activeTests.map((t) => t.toLowerCase())) : undefined;
  const plan = nodes.flatMap((node) =>
    node.tests
      .filter((t) => (chosen ? chosen.has(t.name.toLowerCase()) : t.active))
      .map((test) => ({ node, test })),
  );
  if (chosen) {
    const known = new Set(plan.map((p) => p.test.name.toLowerCase()));
    const unknown = activeTests!.filter((t) => !known.has(t.toLowerCase()));
    if (unknown.length)
      throw new RunFailure(
        `There is no test named ${unknown.join(', ')}${nodeName ? ` on node ${nodeName}` : ''} in branch ${branch}`,
      );
  }
  await ctx.log(
    `Read the testing layer of branch ${branch} at commit ${model.commit.slice(0, 10)}: ${plan.length} tests to run`,
    { step: 'plan' },
  );
  if (!plan.length)
    return { nothingToDo: { message: 'No active test; nothing to run', result: { passed: 0, failed: 0 } } };

  const layers = await readLineageLayers(deps.model, ctx.run.engagementId, branch);
  return { branch, plan, layers };
}

export async function runTests(deps: TestRunDeps, ctx: RunContext): Promise<RunOutcome> {
  const parsed = testRunParametersSchema.safeParse(ctx.run.parameters);
  if (!parsed.success)
    throw new RunFailure(
      `The run's parameters are not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const ready = await prepareWhileOpening(deps.warehouse, ctx.warehouse, ctx.signal, () =>
    prepareTests(deps, ctx, parsed.data),
  );
  if ('nothingToDo' in ready) return ready.nothingToDo;
  const { branch, plan, layers } = ready.prepared;
  const session = ready.session;
  const records: TestResultRecord[] = [];
  const logs = logBehind(ctx);
  try {
    // A test whose statement cannot be written out (a missing property) fails without running.
    const statements = plan.map(({ node, test }): { sql: string } | { error: unknown } => {
      try {
        return { sql: testSql(node, test) };
      } catch (error) {
        return { error };
      }
    });
    const runnable = statements.flatMap((s) => ('sql' in s ? [s.sql] : []));
    const outcomes = outcomesOf(session, runnable)[Symbol.asyncIterator]();
    for (const [index, { node, test }] of plan.entries()) {
      if (ctx.signal.aborted) break;
      const statement = statements[index];
      const outcome: QueryOutcome | undefined =
        'sql' in statement ? (await outcomes.next()).value : { ok: false, error: statement.error };
      if (ctx.signal.aborted || !outcome) break;
      const { crashed, ...result } = testRecord(node, test, outcome);
      const record = { ...result, sourceTables: importSourcesOf(test.query, layers) };
      records.push(record);
      const text = record.message
        ? `Test ${test.name} could not run: ${record.message}`
        : record.passed
          ? `Test ${test.name} passed`
          : `Test ${test.name} failed: ${record.failingRowCount} failing rows`;
      await logs.log(text, {
        step: test.name,
        level: record.passed ? 'info' : 'error',
        detail: { failingRowCount: record.failingRowCount },
      });
      // The warehouse process is gone: no other test can run in this run.
      if (crashed) throw new RunFailure(`Test ${test.name} could not run: ${record.message}`);
    }
    await logs.flush();
  } finally {
    await session.close();
    await logs.settled();
    await deps.results.recordTests(ctx.run.engagementId, ctx.run.id, branch, records);
  }
  if (ctx.signal.aborted)
    throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new Error(String(ctx.signal.reason));

  // Three states (contracts' testStateOf): rows that break the rule, or a query that could not run.
  const failed = records.filter((r) => testStateOf(r) === 'failed');
  const errors = records.filter((r) => testStateOf(r) === 'error');
  const summary = {
    passed: records.length - failed.length - errors.length,
    failed: failed.length,
    errors: errors.length,
  };
  if (failed.length || errors.length) {
    const parts = [
      failed.length &&
        `${failed.length} of ${records.length} tests failed: ${failed.map((r) => `${r.test} (${r.failingRowCount} rows)`).join('; ')}`,
      errors.length &&
        `${errors.length} of ${records.length} tests could not run: ${errors.map((r) => `${r.test} (${r.message})`).join('; ')}`,
    ];
    throw new RunFailure(parts.filter(Boolean).join('. '));
  }
  return { message: `All ${records.length} tests passed`, result: summary };
}
