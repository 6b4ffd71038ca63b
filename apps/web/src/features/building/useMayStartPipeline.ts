// Whether the caller may start a pipeline, from that pipeline's own `abilities.start` in the server's
// answer (pipelines.policy.ts: Pipelines Start, never in a gain engagement), so a Build or Testing
// screen adds no rule of its own. False while the list loads or when it may not be read.
import type { Layer } from '@cairn/contracts';
import { usePipelines } from '../../shared/api/pipelines/usePipelines';

export function useMayStartPipeline(engagementId: string, layer: Layer, pipelineName: string | null) {
  const pipelines = usePipelines(engagementId, layer);
  return !!pipelineName && !!pipelines.data?.some((p) => p.name === pipelineName && p.abilities.start);
}
