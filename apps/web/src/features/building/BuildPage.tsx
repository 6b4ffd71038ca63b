// Build step of a layer (issue 6).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';
import type { JourneyLayerArea } from '../layers/layerAreas';

export function BuildPage({ area }: { area: JourneyLayerArea }) {
  return <FeaturePlaceholderPage titleKey={`menu.${area}`} stepKey="steps.build" />;
}
