// Run step of a layer: its pipelines with a Run button, or for testing the Testing run overview.
import type { JourneyLayerArea } from '../layers/layerAreas';
import { LayerRunPage } from './LayerRunPage';
import { TestingRunOverview } from './TestingRunOverview';

export function RunPipelinesPage({ area }: { area: JourneyLayerArea }) {
  return area === 'testing' ? <TestingRunOverview /> : <LayerRunPage area={area} />;
}
