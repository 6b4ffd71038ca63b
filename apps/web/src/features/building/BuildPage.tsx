// Build step of a layer: the node Build screen, or for testing the Testing build (issue 6).
import type { JourneyLayerArea } from '../layers/layerAreas';
import { LayerBuildPage } from './LayerBuildPage';
import { TestingBuildPage } from './TestingBuildPage';

export function BuildPage({ area }: { area: JourneyLayerArea }) {
  return area === 'testing' ? <TestingBuildPage /> : <LayerBuildPage area={area} />;
}
