import { describe, expect, it } from 'vitest';
import type { JourneyLayerArea } from './layerAreas';
import { layerTitleKey, redirectForStep, visibleLayerTabs, type LayerTabContext } from './layerTabs';

const everything = {
  pages: { isGain: false, showNodeModelGitPages: true, showPipelinePages: true },
  flags: { canReadEngagementNodeModelGit: true, canReadEngagementPipelines: true },
  hasConfigurationStorage: true,
  canOpenStorage: true,
};
const tabsOf = (area: JourneyLayerArea, change: Partial<Omit<LayerTabContext, 'area'>> = {}) =>
  visibleLayerTabs({ ...everything, ...change, area }).map((tab) =>
    tab.kind === 'step' ? tab.path : `storage:${tab.purpose}`,
  );
const gain = { ...everything.pages, isGain: true };

describe('layer tabs', () => {
  it('shows Configure, Build, Run and Monitor with every page and permission', () => {
    expect(tabsOf('modeling')).toEqual(['config', 'building', 'run', 'monitor']);
    expect(tabsOf('analytical')).toEqual(['config', 'build', 'run', 'monitor']);
    expect(tabsOf('testing')).toEqual(['config', 'building', 'run', 'monitor']);
  });

  it('needs git pages and git read access for Configure and Build', () => {
    const noGitPages = { pages: { ...everything.pages, showNodeModelGitPages: false } };
    const noGitRead = { flags: { ...everything.flags, canReadEngagementNodeModelGit: false } };
    expect(tabsOf('modeling', noGitPages)).toEqual(['run', 'monitor']);
    expect(tabsOf('testing', noGitRead)).toEqual(['run', 'monitor']);
  });

  it('shows Configure and Build with the node model API pages alone (NodeModelApi)', () => {
    const apiOnly = {
      pages: { ...everything.pages, showNodeModelGitPages: false, showNodeModelApiPages: true },
    };
    expect(tabsOf('modeling', apiOnly)).toEqual(['config', 'building', 'run', 'monitor']);
    expect(tabsOf('testing', apiOnly)).toEqual(['config', 'building', 'run', 'monitor']);
  });

  it('needs pipeline pages for Run and Monitor', () => {
    const noPipelines = { pages: { ...everything.pages, showPipelinePages: false } };
    expect(tabsOf('modeling', noPipelines)).toEqual(['config', 'building']);
    expect(tabsOf('fxRate', noPipelines)).toEqual(['config']);
  });

  it('hides Build and Run for gain, and the testing Monitor too', () => {
    expect(tabsOf('modeling', { pages: gain })).toEqual(['config', 'monitor']);
    expect(tabsOf('testing', { pages: gain })).toEqual(['config']);
  });

  it('gives FX rate only Configure and Monitor', () => {
    expect(tabsOf('fxRate', { pages: gain })).toEqual(['config', 'monitor']);
  });

  it('adds the Storage tab to filtering only when a configuration storage exists', () => {
    expect(tabsOf('filtering')).toEqual(['config', 'build', 'run', 'monitor', 'storage:configuration']);
    expect(tabsOf('filtering', { hasConfigurationStorage: false })).toEqual([
      'config',
      'build',
      'run',
      'monitor',
    ]);
  });

  it('adds the classification Storage tab to labeling unless gain', () => {
    expect(tabsOf('labeling')).toContain('storage:classification');
    expect(tabsOf('labeling', { pages: gain })).not.toContain('storage:classification');
  });

  it('shows no Storage tab to a user who cannot open the storage manager', () => {
    expect(tabsOf('labeling', { canOpenStorage: false })).toEqual(['config', 'build', 'run', 'monitor']);
    expect(tabsOf('filtering', { canOpenStorage: false })).toEqual(['config', 'build', 'run', 'monitor']);
  });
});

describe('redirects of hidden steps', () => {
  const tabs = (change: Partial<Omit<LayerTabContext, 'area'>>, area: JourneyLayerArea = 'testing') =>
    visibleLayerTabs({ ...everything, ...change, area });

  it('keeps a visible step', () => {
    expect(redirectForStep('monitor', tabs({}))).toBeNull();
  });

  it('sends a gain testing address to its configuration', () => {
    expect(redirectForStep('monitor', tabs({ pages: gain }))).toBe('config');
  });

  it('sends to the first visible step, or to Overview when none is left', () => {
    const noGit = { pages: { ...everything.pages, showNodeModelGitPages: false } };
    expect(redirectForStep('config', tabs(noGit, 'modeling'))).toBe('run');
    const nothing = { pages: { isGain: false, showNodeModelGitPages: false, showPipelinePages: false } };
    expect(redirectForStep('config', tabs(nothing, 'filtering'))).toBe('/overview');
  });

  it('sends the Testing build page to Overview when git pages are not enabled', () => {
    const noGit = { pages: { ...everything.pages, showNodeModelGitPages: false } };
    expect(redirectForStep('building', tabs(noGit, 'testing'), 'testing')).toBe('/overview');
    expect(redirectForStep('config', tabs(noGit, 'testing'), 'testing')).toBe('run');
  });

  it('never redirects to the Storage tab, which leaves the layer', () => {
    const onlyStorage = { pages: { isGain: false, showNodeModelGitPages: false, showPipelinePages: false } };
    expect(redirectForStep('run', tabs(onlyStorage, 'labeling'))).toBe('/overview');
  });
});

describe('layer title', () => {
  it('is FX Rate for a gain engagement labeling, Labeling otherwise', () => {
    expect(layerTitleKey('fxRate', true)).toBe('menu.fxRate');
    expect(layerTitleKey('labeling', true)).toBe('menu.fxRate');
    expect(layerTitleKey('fxRate', false)).toBe('menu.labeling');
    expect(layerTitleKey('analytical', true)).toBe('menu.analytical');
  });
});
