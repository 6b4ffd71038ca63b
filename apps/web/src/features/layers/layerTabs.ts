// Which steps of a data-journey layer the user sees as tabs (workspace.md "Other"), and the title of
// the layer's pages. Pure, so the rules can be tested without rendering.
import { showsNodeModelPages, type EngagementFlags, type FeaturePages } from '@cairn/contracts';
import type { JourneyLayerArea } from './layerAreas';

/** A tab of a layer: a step of the layer's own address, or a link to a storage purpose. */
export type LayerTab =
  | { kind: 'step'; key: 'config' | 'build' | 'run' | 'monitor'; path: string }
  | { kind: 'storage'; key: 'storage'; purpose: 'configuration' | 'classification' };

export interface LayerTabContext {
  area: JourneyLayerArea;
  pages: Pick<FeaturePages, 'isGain' | 'showNodeModelGitPages' | 'showPipelinePages'> &
    Partial<Pick<FeaturePages, 'showNodeModelApiPages'>>;
  flags: Pick<EngagementFlags, 'canReadEngagementNodeModelGit' | 'canReadEngagementPipelines'>;
  /** The engagement has a storage configuration of purpose `configuration` (filtering's Storage tab). */
  hasConfigurationStorage: boolean;
  /** The storage manager is in the side menu: a Storage tab would otherwise lead to Overview. */
  canOpenStorage: boolean;
}

/** Address segment of each area (the route paths of engagementRoutes). */
export const LAYER_PATHS: Record<JourneyLayerArea, string> = {
  modeling: 'modeling',
  filtering: 'filtering',
  labeling: 'labeling',
  fxRate: 'fx-rate',
  analytical: 'analytical',
  testing: 'testing',
};

/** Modeling and testing call their build step "building"; the other layers "build". */
const buildPath = (area: JourneyLayerArea) =>
  area === 'modeling' || area === 'testing' ? 'building' : 'build';

export function visibleLayerTabs({
  area,
  pages,
  flags,
  hasConfigurationStorage,
  canOpenStorage,
}: LayerTabContext): LayerTab[] {
  const gain = pages.isGain;
  // The node model's pages, served through the API or git (contracts' showsNodeModelPages).
  const git = showsNodeModelPages(pages) && flags.canReadEngagementNodeModelGit;
  // The spec asks for pipeline pages; the monitor and run lists also need the permission to read
  // pipelines, without it their calls answer 403.
  const pipelines = pages.showPipelinePages && flags.canReadEngagementPipelines;
  // Build and Run are hidden for gain in modeling and testing; testing hides its Monitor for gain too.
  const buildVisible = git && !gain;
  const runVisible = pipelines && !gain;
  const monitorVisible = pipelines && !(gain && area === 'testing');

  const tabs: LayerTab[] = [];
  if (git) tabs.push({ kind: 'step', key: 'config', path: 'config' });
  if (area !== 'fxRate') {
    if (buildVisible) tabs.push({ kind: 'step', key: 'build', path: buildPath(area) });
    if (runVisible) tabs.push({ kind: 'step', key: 'run', path: 'run' });
  }
  if (monitorVisible) tabs.push({ kind: 'step', key: 'monitor', path: 'monitor' });
  if (area === 'filtering' && hasConfigurationStorage && canOpenStorage)
    tabs.push({ kind: 'storage', key: 'storage', purpose: 'configuration' });
  if (area === 'labeling' && !gain && canOpenStorage)
    tabs.push({ kind: 'storage', key: 'storage', purpose: 'classification' });
  return tabs;
}

/**
 * Where a step address goes when the user may not see that step: the first visible step, or
 * Overview when none is left. Null when the step is visible. The Testing build page goes to
 * Overview when git pages are not enabled (workspace.md "Testing build"), whatever else is visible.
 */
export function redirectForStep(
  step: string,
  tabs: readonly LayerTab[],
  area?: JourneyLayerArea,
): string | null {
  const steps = tabs.filter((tab) => tab.kind === 'step');
  if (steps.some((tab) => tab.path === step)) return null;
  if (area === 'testing' && step === 'building' && !steps.some((tab) => tab.key === 'config'))
    return '/overview';
  return steps[0]?.path ?? '/overview';
}

/** i18n key of the layer's title: FX Rate in a gain engagement's labeling, else the layer's name. */
export function layerTitleKey(area: JourneyLayerArea, isGain: boolean): string {
  if (area === 'labeling' || area === 'fxRate') return isGain ? 'menu.fxRate' : 'menu.labeling';
  return `menu.${area}`;
}
