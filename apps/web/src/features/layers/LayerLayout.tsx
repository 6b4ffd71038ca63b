// The frame of a data-journey layer (modeling, filtering, labeling / FX rate, analytical, testing):
// title and the Configure / Build / Run / Monitor tabs the user may see, then the step's page.
// Owned by the node model area; see features/node-model.
import { Outlet } from 'react-router';
import type { JourneyLayerArea } from './layerAreas';

export function LayerLayout(_props: { area: JourneyLayerArea }) {
  return <Outlet />;
}
