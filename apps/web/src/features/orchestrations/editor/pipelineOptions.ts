import type { TFunction } from 'i18next';
import { ORCHESTRATION_PIPELINES } from '@cairn/contracts';
import { pipelineChoice } from './orchestrationForm';

/** The pipelines a step may run, grouped by layer, each option naming its layer and pipeline. */
export function pipelineOptions(t: TFunction) {
  const layers = [...new Set(ORCHESTRATION_PIPELINES.map((p) => p.layer))];
  return layers.map((layer) => {
    const layerName = t(`runs.layers.${layer}`, { defaultValue: layer });
    return {
      label: layerName,
      title: layerName,
      options: ORCHESTRATION_PIPELINES.filter((p) => p.layer === layer).map((p) => ({
        value: pipelineChoice(p.layer, p.pipelineName),
        label: `${layerName} · ${p.pipelineName}`,
      })),
    };
  });
}
