// Build runs as the model grows (issue 29): a generated model of 500 nodes, 10 levels deep (level 0
// reads import.facts, each node of level k reads one or two nodes of level k-1 with joins, group by,
// window functions, case and filters, varied by node index), and one of 50 nodes of the same shape,
// each in an engagement of its own. Each is built through a real BuildModel run (API, queue, worker,
// git node model, locked-down warehouse session) and, alternately, by running the same CREATE TABLE
// statements directly in a DuckDB file of its own with the same memory and thread limits (opened and
// closed per round, as building.bench.ts's `directly()`). One warm-up each, then 3 rounds; figures
// are medians over the rounds.
// - scale.build_500.ratio_vs_direct (target at most 1.15), scale.build_50.ratio_vs_direct
// - scale.build.per_node_overhead_ms = (Cairn's time - direct time) / 500 (target under 20 ms)
// - scale.build.growth = Cairn's 500-node time / its 50-node time (linear is 10; target at most 11)
// The facts table has CAIRN_BENCH_SCALE_BUILD_ROWS rows (100,000 by default); CAIRN_BENCH_SCALE_BUILD_NODES
// sets the large model's size (500; the small one is a tenth of it). Each model is written once, in
// one commit (untimed); only the builds are timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { engagementScope, ROLE_NAMES, type PipelineRun } from '@cairn/contracts';
import { eq } from 'drizzle-orm';
import { pipelineRuns } from '../db/schema/index.js';
import { startRunWorker } from '../jobs/run-worker.js';
import { memoryLog, waitForRun } from '../modules/pipelines/runs.test-helpers.js';
import { nodeFile, queryFile, toText } from '../modules/node-model/node-model.layout.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../test/factories.js';
import { requestOk, signIn, testServer } from '../test/test-server.js';
import { median } from './chromium.js';
import { report } from './report.js';

export const name = 'scale-build';
const ROWS = Number(process.env.CAIRN_BENCH_SCALE_BUILD_ROWS ?? 100_000);
const LARGE = Number(process.env.CAIRN_BENCH_SCALE_BUILD_NODES ?? 500);
const LEVELS = 10;
const ROUNDS = 3;

// building.bench.ts's facts, with 20 lines per employee (5,000 employees at 100,000 rows).
const EMPLOYEES = Math.max(1, Math.round(ROWS / 20));
const FACTS = `SELECT i AS id, i % ${EMPLOYEES} AS employee_id, 'E' || (i % ${EMPLOYEES}) AS employee_name,
  DATE '2026-01-01' + INTERVAL (i % 12) MONTH AS period, 'C' || (i % 40) AS wage_component,
  round((i % 9973) * 1.37 - 2000, 2) AS amount, ['EUR','GBP','USD'][1 + i % 3] AS currency,
  ['NL','DE','GB','FR','US'][1 + i % 5] AS country, i % 17 AS department, (i % 100) / 100.0 AS fte,
  i % 2 = 0 AS is_regular, 'note ' || (i % 97) AS note FROM range(${ROWS}) t(i)`;
const COUNTRIES = ['NL', 'DE', 'GB', 'FR', 'US'];

const nodeName = (level: number, i: number) => `l${level}_n${i}`;

/** Every node's result has the key (employee_id, period) and the columns country, amount, line_count. */
function nodeQuery(level: number, i: number, width: number): string {
  if (level === 0)
    switch (i % 4) {
      case 0:
        return `select employee_id, period, any_value(country) as country, round(sum(amount), 2)::double as amount,
  count(*) as line_count from import.facts where department % 4 <> ${i % 4} group by employee_id, period`;
      case 1:
        return `select employee_id, period, max(country) as country,
  round(sum(case when is_regular then amount else amount * fte end), 2)::double as amount,
  count(*) filter (where amount > 0) as line_count
from import.facts where wage_component <> 'C${i % 40}' group by employee_id, period`;
      case 2:
        return `with rates as (select * from (values ('EUR', 1.0), ('GBP', 1.17), ('USD', 0.92)) r(currency, rate))
select f.employee_id, f.period, any_value(f.country) as country, round(sum(f.amount * r.rate), 2)::double as amount,
  count(*) as line_count
from import.facts f join rates r on r.currency = f.currency
where f.country <> '${COUNTRIES[i % 5]}' group by f.employee_id, f.period`;
      default:
        return `select employee_id, period, country, round(amount, 2)::double as amount, line_count from (
  select employee_id, period, country, sum(amount) over (partition by employee_id, period) as amount,
    count(*) over (partition by employee_id, period) as line_count,
    row_number() over (partition by employee_id, period order by id) as rn
  from import.facts where amount > ${-2000 + i * 10}) t where rn = 1`;
    }
  const a = `model.${nodeName(level - 1, i)}`;
  const b = `model.${nodeName(level - 1, (i + 1) % width)}`;
  switch ((level + i) % 5) {
    case 0:
      return `select employee_id, period, country,
  round(case when amount < 0 then amount * 0.9 when line_count > 6 then amount * 1.01 else amount end
    + 0.01 * avg(amount) over (partition by country, period), 2) as amount, line_count
from ${a}`;
    case 1:
      return `select a.employee_id, a.period, a.country, round(a.amount * 0.6 + coalesce(b.amount, 0) * 0.4, 2) as amount,
  a.line_count + coalesce(b.line_count, 0) as line_count
from ${a} a left join ${b} b on b.employee_id = a.employee_id and b.period = a.period`;
    case 2:
      return `select employee_id, period, max(country) as country, round(avg(amount), 2) as amount,
  sum(line_count)::bigint as line_count
from (select * from ${a} union all select * from ${b}) u group by employee_id, period`;
    case 3:
      return `with totals as (select country, period, sum(amount) as total, count(*) as employees
  from ${a} group by country, period)
select a.employee_id, a.period, a.country, round(a.amount + t.total / t.employees * 0.05, 2) as amount, a.line_count
from ${a} a join totals t on t.country = a.country and t.period = a.period
where a.amount > ${-5000 + i * 10}`;
    default:
      return `select a.employee_id, a.period, a.country,
  round(case when b.amount is null then a.amount
    when dense_rank() over (partition by a.country order by b.amount desc) <= 100 then a.amount + b.amount * 0.1
    else a.amount - 0.1 * coalesce(lag(a.amount) over (partition by a.employee_id order by a.period), 0) end, 2) as amount,
  a.line_count
from ${a} a left join ${b} b on b.employee_id = a.employee_id and b.period = a.period`;
  }
}

/** The model's nodes in build order (level by level). */
function modelNodes(count: number) {
  const width = count / LEVELS;
  return Array.from({ length: count }, (_, k) => {
    const level = Math.floor(k / width);
    return { name: nodeName(level, k % width), query: nodeQuery(level, k % width, width) };
  });
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const quantile = (values: number[], q: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;

export async function run(requested: string) {
  const prefix = name.startsWith(requested) ? '' : requested;
  const sizes = [Math.round(LARGE / 10 / LEVELS) * LEVELS, Math.round(LARGE / LEVELS) * LEVELS];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-scale-build-'));
  const server = await testServer({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_RUN_POLL_MS: '20',
    CAIRN_LOG_LEVEL: 'silent',
  });
  const worker = startRunWorker(server.ctx, memoryLog().log);
  try {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const engagementIds: string[] = [];
    for (const size of sizes)
      engagementIds.push(
        (
          await buildEngagement(db, tenantId, {
            name: `scale-build ${size}`,
            features: ['Pipelines', 'NodeModelGit'],
          })
        ).id,
      );
    const user = await buildUser(db, {
      roles: engagementIds.map((id) => ({ role: ROLE_NAMES.configurer, scope: engagementScope(id) })),
    });
    const client = await signIn(server, user.email, PASSWORD);
    const referenceLimits = {
      memory_limit: server.ctx.services.config.warehouse.memoryLimit,
      threads: String(server.ctx.services.config.warehouse.threads),
    };

    const models = sizes.map((size, s) => {
      const engagementId = engagementIds[s];
      return {
        size,
        engagementId,
        nodes: modelNodes(size),
        reference: path.join(dataDir, `reference-${size}.duckdb`),
      };
    });
    for (const model of models) {
      const own = await server.ctx.services.warehouse.connect(model.engagementId);
      await own.run(`CREATE OR REPLACE TABLE import.facts AS ${FACTS}`);
      await own.close();
      const reference = await DuckDBInstance.create(model.reference, referenceLimits);
      const direct = await reference.connect();
      await direct.run(`CREATE SCHEMA import; CREATE SCHEMA model; CREATE TABLE import.facts AS ${FACTS}`);
      direct.closeSync();
      reference.closeSync();
      // All nodes in one commit, through the node model service's write (the files addNode writes: the
      // API has no call that adds many nodes at once, and 500 calls take minutes here), then checked
      // through the API.
      const started = performance.now();
      const meta = toText({ dbSchema: null, fields: [], properties: [] });
      await server.ctx.services.nodeModel.repositories.write(
        model.engagementId,
        'main',
        { name: 'Bench', email: user.email },
        async () => ({
          message: `Add ${model.size} nodes`,
          changes: new Map(
            model.nodes.flatMap((n) => [
              [queryFile('model', n.name), n.query],
              [nodeFile('model', n.name), meta],
            ]),
          ),
          result: async () => undefined,
        }),
      );
      const listed = await requestOk<unknown[]>(
        client,
        'GET',
        `/api/nodeModel/engagements/${model.engagementId}/branches/main/layers/model/nodes`,
      );
      if (listed.length !== model.size) throw new Error(`${listed.length} nodes listed, not ${model.size}`);
      console.log(`  ${model.size} nodes written in ${(performance.now() - started).toFixed(0)} ms`);
    }

    const timedBuild = async (model: (typeof models)[number]) => {
      const requestedAt = Date.now();
      const queued = await requestOk<PipelineRun>(
        client,
        'POST',
        `/api/pipelines/engagements/${model.engagementId}/runs`,
        {
          pipelineName: 'BuildModel',
          layer: 'model',
          parameters: { ActiveNodes: model.nodes.map((n) => n.name) },
        },
      );
      // As building.bench.ts: Cairn's time ends at the run's recorded end; polls every 100 ms.
      for (;;) {
        const [row] = await db
          .select({ status: pipelineRuns.status })
          .from(pipelineRuns)
          .where(eq(pipelineRuns.id, queued.id));
        if (row.status === 'Succeeded' || row.status === 'Failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await server.ctx.services.warehouse.spares.sparePid();
      const done = await waitForRun(client, model.engagementId, queued.id, ['Succeeded', 'Failed'], 600_000);
      if (done.status !== 'Succeeded') throw new Error(`build failed: ${done.message}`);
      // Where the time goes: run start to the plan's lines, between the nodes' "Built" lines, to the end.
      const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);
      const t0 = at(done.runStart);
      const elapsed = at(done.runEnd) - requestedAt;
      const lines = done.log.map((l) => at(l.at) - t0);
      const built = done.log.filter((l) => l.message.startsWith('Built ')).map((l) => at(l.at) - t0);
      const gaps = built.slice(1).map((t, n) => t - built[n]);
      console.log(
        `  cairn ${model.size}: ${elapsed.toFixed(0)} ms; queued to start ${t0 - requestedAt}, first log +${lines[0]}, ` +
          `second +${lines[1]}, first built +${built[0]}, last built +${built.at(-1)}, last log +${lines.at(-1)}, ` +
          `end +${at(done.runEnd) - t0} ms; per node median ${median(gaps)}, p90 ${quantile(gaps, 0.9)}, max ${Math.max(...gaps)} ms`,
      );
      return elapsed;
    };

    const directBuild = async (model: (typeof models)[number]) => {
      const started = performance.now();
      const reference = await DuckDBInstance.create(model.reference, referenceLimits);
      const direct = await reference.connect();
      const each: number[] = [];
      for (const node of model.nodes) {
        const t = performance.now();
        await direct.run(`CREATE OR REPLACE TABLE model.${node.name} AS ${node.query}`);
        each.push(performance.now() - t);
      }
      direct.closeSync();
      reference.closeSync();
      const elapsed = performance.now() - started;
      console.log(
        `  direct ${model.size}: ${elapsed.toFixed(0)} ms; per node median ${median(each).toFixed(1)}, ` +
          `p90 ${quantile(each, 0.9).toFixed(1)}, max ${Math.max(...each).toFixed(1)} ms`,
      );
      return elapsed;
    };

    for (const model of models) {
      await timedBuild(model);
      await directBuild(model);
    }
    const [small, large] = models;
    const ratios = { small: [] as number[], large: [] as number[] };
    const overheads: number[] = [];
    const growths: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cairnSmall = await timedBuild(small);
      const directSmall = await directBuild(small);
      const cairnLarge = await timedBuild(large);
      const directLarge = await directBuild(large);
      console.log(
        `  round ${round + 1} (load ${loadavg()}): ${small.size} nodes cairn ${cairnSmall.toFixed(0)} ms, ` +
          `direct ${directSmall.toFixed(0)} ms; ${large.size} nodes cairn ${cairnLarge.toFixed(0)} ms, direct ${directLarge.toFixed(0)} ms`,
      );
      ratios.small.push(cairnSmall / directSmall);
      ratios.large.push(cairnLarge / directLarge);
      overheads.push((cairnLarge - directLarge) / large.size);
      growths.push(cairnLarge / cairnSmall);
    }
    console.log(`  load average ${loadavg()}`);
    report(prefix, `scale.build_${large.size}.ratio_vs_direct`, median(ratios.large), 'x');
    report(prefix, 'scale.build.per_node_overhead_ms', median(overheads), 'ms');
    report(prefix, `scale.build_${small.size}.ratio_vs_direct`, median(ratios.small), 'x');
    report(prefix, 'scale.build.growth', median(growths), 'x');
  } finally {
    await worker.stop();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
