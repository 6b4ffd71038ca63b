// Configure step of modeling, filtering, labeling / FX rate and analytical (issue 4).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';
import type { JourneyLayerArea } from '../layers/layerAreas';

export function LayerConfigPage({ area }: { area: Exclude<JourneyLayerArea, 'testing'> }) {
  return <FeaturePlaceholderPage titleKey={`menu.${area}`} stepKey="steps.config" />;
}
