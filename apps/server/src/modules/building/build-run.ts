// A build run of one layer: reads the node model at the run's branch (the commit goes on the run),
// plans the order, and materialises each chosen node as the table <layer>.<node> in the
// engagement's warehouse. A node that fails stops the nodes that read it; the others still build.
import { buildRunParametersSchema, type NodeModelLayer } from '@cairn/contracts';
import type { z } from 'zod';
import { RunFailure, type RunContext, type RunOutcome } from '../pipelines/run-handlers.js';
import { dependantsOf, planBuild, type BuildPlan } from './build-plan.js';
import { nodeImportSources, readLineageLayers, type LayerNodes } from './import-lineage.js';
import { applyNodeParameters } from './node-parameters.js';
import { logBehind } from './log-behind.js';
import { prepareWhileOpening } from './early-session.js';
import { readRunModel } from './read-model.js';
import {
  isWarehouseCrash,
  type LayerModelReader,
  type PublishedBranches,
  type ModelNode,
  type UntrustedSession,
  type WarehouseSessions,
} from './ports.js';
import { qualified } from '../../warehouse/identifiers.js';
import { WarehouseError } from '../../warehouse/warehouse-errors.js';
import { assertRoomToBuild } from '../../warehouse/warehouse-quota.js';
import type { BuildResults, NodeBuildRecord } from './build-results.service.js';

type BuildRunParameters = z.infer<typeof buildRunParametersSchema>;

export interface BuildRunDeps {
  model: LayerModelReader;
  warehouse: WarehouseSessions;
  results: BuildResults;
  /** The branch of a run started without one (the Run screens'). */
  published: PublishedBranches;
  /** Bytes the engagement's warehouse may hold (CAIRN_WAREHOUSE_QUOTA_GB); 0 or unset for no quota. */
  warehouseQuotaBytes?: number;
}

export function describePlanProblem(plan: Exclude<BuildPlan, { ok: true }>): string {
  switch (plan.problem) {
    case 'cycle':
      return `The nodes read each other in a cycle: ${plan.nodes.join(' -> ')}. Nothing was built.`;
    case 'missing':
      return `${plan.references.map((r) => `Node ${r.node} reads ${r.missing}, which is not a node of this layer`).join('; ')}. Nothing was built.`;
    case 'unknownNodes':
      return `The layer has no node named ${plan.nodes.join(', ')}. Nothing was built.`;
  }
}

/** The SQL a node's table is made from: its query with its properties written in. */
function nodeSql(node: ModelNode): string {
  const { sql, missing } = applyNodeParameters(node.query, node.properties);
  if (missing.length)
    throw new RunFailure(
      `Node ${node.name} uses ${missing.map((m) => `$${m}`).join(', ')} but has no such property`,
    );
  return sql;
}

/**
 * The modeling layer applies the chosen source: the node's source of that name is offered to its
 * query as the view `source` (the node's first source when none is chosen). The view of the node
 * before is dropped only when there was one: a round trip to the warehouse per node saved.
 */
function sourceViews(session: UntrustedSession, chosen: string | null | undefined) {
  let offered = false;
  return async (node: ModelNode) => {
    if (offered) await session.execute('DROP VIEW IF EXISTS source');
    const pick = chosen
      ? node.sources.find((s) => s.name.toLowerCase() === chosen.toLowerCase())
      : node.sources[0];
    offered = !!pick;
    if (pick) await session.createTempView('source', pick.query.trim().replace(/;\s*$/, ''));
  };
}

/**
 * The analytical layer applies the chosen category: a category is a named part of the node's
 * result (its query reads the node's table), materialised beside it as <node>__<category>. Without a
 * chosen category every category of the node is.
 */
function categoriesToApply(node: ModelNode, chosen: string | null | undefined) {
  return chosen
    ? node.categories.filter((c) => c.name.toLowerCase() === chosen.toLowerCase())
    : node.categories;
}

/** The run's branch, model, plan and lineage, read while its warehouse session opens. */
async function prepareBuild(
  deps: BuildRunDeps,
  layer: Exclude<NodeModelLayer, 'test'>,
  ctx: RunContext,
  params: BuildRunParameters,
): Promise<
  | { nothingToDo: RunOutcome }
  | {
      branch: string;
      plan: Extract<BuildPlan, { ok: true }>;
      byName: Map<string, ModelNode>;
      layers: LayerNodes;
    }
> {
  const { branch, model } = await readRunModel(deps, ctx, params.Branch, layer);
  await ctx.log(
    `Read the ${layer} layer of branch ${branch} at commit ${model.commit.slice(0, 10)}: ${model.nodes.length} nodes`,
    { step: 'plan' },
  );

  const active = params.ActiveNodes ?? model.nodes.map((n) => n.name);
  const plan = planBuild(layer, model.nodes, active, params.RebuildNodes);
  if (!plan.ok) throw new RunFailure(describePlanProblem(plan));
  if (!plan.steps.length)
    return { nothingToDo: { message: 'No node was chosen; nothing to build', result: { nodes: [] } } };
  await ctx.log(`Build order: ${plan.steps.map((s) => s.node).join(', ')}`, { step: 'plan' });

  const byName = new Map(model.nodes.map((n) => [n.name, n]));
  const layers = await readLineageLayers(deps.model, ctx.run.engagementId, branch);
  return { branch, plan, byName, layers };
}

export async function runBuild(
  deps: BuildRunDeps,
  layer: Exclude<NodeModelLayer, 'test'>,
  ctx: RunContext,
): Promise<RunOutcome> {
  const parsed = buildRunParametersSchema.safeParse(ctx.run.parameters);
  if (!parsed.success)
    throw new RunFailure(
      `The run's parameters are not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const params = parsed.data;
  const ready = await prepareWhileOpening(deps.warehouse, ctx.warehouse, ctx.signal, () =>
    prepareBuild(deps, layer, ctx, params),
  );
  if ('nothingToDo' in ready) return ready.nothingToDo;
  const { branch, plan, byName, layers } = ready.prepared;
  const session = ready.session;
  const records: NodeBuildRecord[] = [];
  const stopped = new Map<string, string>();
  const logs = logBehind(ctx);
  const offerSource = sourceViews(session, params.Source);
  /** The SQL of the first step after `index` still to build: checked while the steps before it build. */
  const upcoming = (index: number) => {
    for (let k = index + 1; k < plan.steps.length; k++) {
      if (stopped.has(plan.steps[k].node)) continue;
      try {
        return nodeSql(byName.get(plan.steps[k].node)!);
      } catch {
        return undefined;
      }
    }
    return undefined;
  };
  try {
    for (const [index, step] of plan.steps.entries()) {
      if (ctx.signal.aborted) break;
      const reason = stopped.get(step.node);
      if (reason) {
        records.push({ node: step.node, status: 'Stopped', rowCount: null, message: reason });
        await logs.log(`Node ${step.node} not built: ${reason}`, { step: step.node, level: 'warn' });
        continue;
      }
      const node = byName.get(step.node)!;
      try {
        const sql = nodeSql(node);
        if (layer === 'model') await offerSource(node);
        const quotaBytes = deps.warehouseQuotaBytes;
        if (step.rebuild) {
          // The old table goes only when the new one may be built.
          if (quotaBytes) assertRoomToBuild(quotaBytes, await session.bytesInUse(), `${layer}.${node.name}`);
          await session.execute(`DROP TABLE IF EXISTS ${qualified(layer, node.name)}`);
        }
        const categories = layer === 'analytical' ? categoriesToApply(node, params.Category) : [];
        const definitions = categories.map((c) => c.query.trim().replace(/;\s*$/, ''));
        // Each statement names the one after it, checked while it runs (untrusted-session.ts).
        const nextAfter = (k: number) => (k < definitions.length ? definitions[k] : upcoming(index));
        // The session measures the warehouse against its quota before building: no round trip of its own.
        const building = session.createTableAs(layer, node.name, sql, { next: nextAfter(0), quotaBytes });
        building.catch(() => undefined);
        // The node's lineage is worked out while its table is built (~1 ms a node of a deep model).
        const sourceTables = nodeImportSources(node, layers);
        const rowCount = await building;
        await logs.log(`${step.rebuild ? 'Rebuilt' : 'Built'} ${layer}.${node.name}: ${rowCount} rows`, {
          step: node.name,
          detail: { rowCount },
        });
        for (const [k, category] of categories.entries()) {
          const table = `${node.name}__${category.name}`;
          const categoryRows = await session.createTableAs(layer, table, definitions[k], {
            next: nextAfter(k + 1),
          });
          await logs.log(`Built category ${category.name} as ${layer}.${table}: ${categoryRows} rows`, {
            step: node.name,
            detail: { rowCount: categoryRows },
          });
        }
        records.push({
          node: node.name,
          status: 'Succeeded',
          rowCount,
          message: null,
          sourceTables,
        });
      } catch (err) {
        if (ctx.signal.aborted) throw err;
        const message = err instanceof Error ? err.message : String(err);
        records.push({ node: node.name, status: 'Failed', rowCount: null, message });
        await logs.log(`Node ${node.name} failed: ${message}`, { step: node.name, level: 'error' });
        // The warehouse process is gone: nothing more can be built in this run.
        if (isWarehouseCrash(err)) throw new RunFailure(`Node ${node.name} failed: ${message}`);
        // The warehouse is full: no node after this one is tried (each would say the same).
        if (err instanceof WarehouseError && err.reason === 'full')
          for (const later of plan.steps)
            if (!stopped.has(later.node)) stopped.set(later.node, 'the warehouse is at its quota');
        for (const dependant of dependantsOf(node.name, plan.steps))
          if (!stopped.has(dependant)) stopped.set(dependant, `node ${node.name} failed`);
      }
    }
    await logs.flush();
  } finally {
    // The warehouse closes (its checkpoint, in its process) while the builds are recorded.
    const closed = session.close();
    closed.catch(() => undefined);
    try {
      await logs.settled();
      await deps.results.recordBuilds(ctx.run.engagementId, ctx.run.id, layer, branch, records);
    } finally {
      await closed;
    }
  }
  if (ctx.signal.aborted)
    throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new Error(String(ctx.signal.reason));

  const failed = records.filter((r) => r.status === 'Failed');
  const stoppedNodes = records.filter((r) => r.status === 'Stopped').map((r) => r.node);
  const built = records.filter((r) => r.status === 'Succeeded').length;
  if (failed.length) {
    const stoppedText = stoppedNodes.length ? `; not built because of it: ${stoppedNodes.join(', ')}` : '';
    throw new RunFailure(
      `${failed.map((f) => `Node ${f.node} failed: ${f.message}`).join('; ')}${stoppedText}. Built ${built} of ${records.length} nodes.`,
    );
  }
  return {
    message: `Built ${built} node${built === 1 ? '' : 's'} of the ${layer} layer on ${branch}`,
    result: { nodes: records },
  };
}
