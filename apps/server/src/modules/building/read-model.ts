// Reads a layer for a run; a branch or layer that cannot be read fails the run with the reason
// (the node model answers an unknown branch with a problem whose detail says so).
import type { NodeModelLayer } from '@cairn/contracts';
import { RunFailure, type RunContext } from '../pipelines/run-handlers.js';
import type { LayerModel, LayerModelReader, PublishedBranches } from './ports.js';

export async function readLayerForRun(
  reader: LayerModelReader,
  engagementId: string,
  branch: string,
  layer: NodeModelLayer,
): Promise<LayerModel> {
  try {
    return await reader.readLayer(engagementId, branch, layer);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new RunFailure(`Could not read the ${layer} layer of branch ${branch}: ${reason}`);
  }
}

/**
 * The branch a run executes and the layer there: the run's Branch (the published branch is filled
 * in when a run is queued without one: building.module.ts), else, for a run queued before that,
 * the engagement's published branch now. The commit goes on the run and the log says which branch
 * and commit ran, first thing.
 */
export async function readRunModel(
  deps: { model: LayerModelReader; published: PublishedBranches },
  ctx: RunContext,
  requested: string | undefined,
  layer: NodeModelLayer,
): Promise<{ branch: string; model: LayerModel }> {
  const branch = requested ?? (await deps.published.publishedBranch(ctx.run.engagementId));
  const model = await readLayerForRun(deps.model, ctx.run.engagementId, branch, layer);
  await ctx.setCommit(model.commit);
  await ctx.log(`Running branch ${branch} at commit ${model.commit.slice(0, 7)}`, {
    step: 'plan',
    detail: { branch, commit: model.commit },
  });
  return { branch, model };
}
