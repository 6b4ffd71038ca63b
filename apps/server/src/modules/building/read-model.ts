// Reads a layer for a run; a branch or layer that cannot be read fails the run with the reason
// (the node model answers an unknown branch with a problem whose detail says so).
import type { NodeModelLayer } from '@cairn/contracts';
import { RunFailure } from '../pipelines/run-handlers.js';
import type { LayerModel, LayerModelReader } from './ports.js';

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
