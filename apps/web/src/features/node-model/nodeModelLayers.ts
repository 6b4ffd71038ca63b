// What each configuration screen shows (workspace.md "Screen behaviour"): the node model layer it
// edits and its extra panels.
import type { NodeModelLayer } from '@cairn/contracts';
import type { NamedQueryKind } from '../../shared/api/nodeModel/nodeRef';
import type { JourneyLayerArea } from '../layers/layerAreas';

export type { NamedQueryKind };

export type ConfigArea = Exclude<JourneyLayerArea, 'testing'>;

export interface LayerScreen {
  layer: NodeModelLayer;
  /** The selector below the node: sources (modeling), categories (analytical), none otherwise. */
  namedQueries: NamedQueryKind | null;
  /** Filtering and labeling have properties; labeling hides them in a gain engagement (FX rate). */
  properties: (isGain: boolean) => boolean;
}

const none = () => false;

export const LAYER_SCREENS: Record<ConfigArea, LayerScreen> = {
  modeling: { layer: 'model', namedQueries: 'sources', properties: none },
  filtering: { layer: 'filtering', namedQueries: null, properties: () => true },
  labeling: { layer: 'labeling', namedQueries: null, properties: (isGain) => !isGain },
  fxRate: { layer: 'labeling', namedQueries: null, properties: (isGain) => !isGain },
  analytical: { layer: 'analytical', namedQueries: 'categories', properties: none },
};

/** The address parameter of a named-query selection. */
export const namedQueryParam = (kind: NamedQueryKind) => (kind === 'sources' ? 'source' : 'category');
