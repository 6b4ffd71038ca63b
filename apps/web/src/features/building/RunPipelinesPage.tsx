// Run step of a layer: its pipelines with a Run button (issue 6).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';
import type { JourneyLayerArea } from '../layers/layerAreas';

export function RunPipelinesPage({ area }: { area: JourneyLayerArea }) {
  return <FeaturePlaceholderPage titleKey={`menu.${area}`} stepKey="steps.run" />;
}
