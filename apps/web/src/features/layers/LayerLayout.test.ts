// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { engagementFlags, featurePages, type EngagementFlags } from '@cairn/contracts';
import { ENGAGEMENT, mockFetch } from '../node-model/testSupport';
import type { JourneyLayerArea } from './layerAreas';
import { LAYER_PATHS } from './layerTabs';
import { LayerLayout } from './LayerLayout';

const state = vi.hoisted(() => ({ workspace: null as unknown }));
vi.mock('../../shared/engagement/useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => state.workspace,
}));

const ALL: Partial<EngagementFlags> = {
  canReadEngagementNodeModelGit: true,
  canReadEngagementPipelines: true,
};
function workspace(features: string[], flags = ALL, menu = ['storage']) {
  return {
    engagementId: ENGAGEMENT,
    pages: featurePages(features),
    flags: { ...engagementFlags([]), ...flags },
    menu,
    isLoading: false,
  };
}

function renderLayer(area: JourneyLayerArea, address: string) {
  const path = LAYER_PATHS[area];
  const step = (name: string) => ({ path: name, element: createElement('p', null, `${name} page`) });
  const router = createMemoryRouter(
    [
      {
        path,
        element: createElement(LayerLayout, { area }),
        children: ['config', 'build', 'building', 'run', 'monitor'].map(step),
      },
      { path: '*', element: createElement('p', null, 'elsewhere') },
    ],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        App,
        null,
        createElement(RouterProvider, { router }),
        createElement(() => null),
      ),
    ),
  );
  return router;
}

const tabLabels = () => screen.queryAllByTestId(/^layer-tab-/).map((tab) => tab.textContent);

describe('layer frame', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title and the tabs of filtering, with Storage when a configuration storage exists', async () => {
    state.workspace = workspace(['NodeModelGit', 'Pipelines', 'Storage']);
    mockFetch({
      [`GET /api/storage/engagements/${ENGAGEMENT}/configurations`]: [
        {
          storagePurpose: 'configuration',
          displayName: 'Configuration',
          implementation: 'LocalFileSystem',
          configuration: '{}',
        },
      ],
    });
    renderLayer('filtering', '/filtering/config');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Filtering');
    await waitFor(() => expect(tabLabels()).toEqual(['Configure', 'Build', 'Run', 'Monitor', 'Storage']));
    expect(screen.getByText('config page')).toBeTruthy();
  });

  it('opens a step when its tab is clicked', async () => {
    state.workspace = workspace(['NodeModelGit', 'Pipelines']);
    const router = renderLayer('modeling', '/modeling/config');
    fireEvent.click(await screen.findByTestId('layer-tab-monitor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modeling/monitor'));
    expect(screen.getByText('monitor page')).toBeTruthy();
  });

  it('sends a step the user may not see to the first visible one', async () => {
    state.workspace = workspace(['NodeModelGit', 'Pipelines'], {
      canReadEngagementNodeModelGit: false,
      canReadEngagementPipelines: true,
    });
    const router = renderLayer('modeling', '/modeling/config');
    await waitFor(() => expect(router.state.location.pathname).toBe('/modeling/run'));
    expect(tabLabels()).toEqual(['Run', 'Monitor']);
  });

  it('titles FX rate for gain and sends gain testing to its configuration', async () => {
    state.workspace = workspace(['GAIN', 'NodeModelGit', 'Pipelines']);
    renderLayer('fxRate', '/fx-rate/config');
    expect((await screen.findByTestId('page-title')).textContent).toBe('FX Rate');
    expect(tabLabels()).toEqual(['Configure', 'Monitor']);
    cleanup();
    const router = renderLayer('testing', '/testing/monitor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/testing/config'));
  });
});
