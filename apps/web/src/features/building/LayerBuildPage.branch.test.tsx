// @vitest-environment happy-dom
// The Build screens open on the published branch (the one the Run screens' pipelines execute) when
// the address names none; without the right to read pipelines, on main.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { PERMISSIONS } from '@cairn/contracts';
import { LayerBuildPage } from './LayerBuildPage';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from '../../shared/testing/renderWithApp';

const branch = (name: string) => ({
  name,
  readOnly: false,
  parentBranch: name === 'main' ? null : 'main',
  abilities: { update: true, addNode: true },
});
const routes = (permissions: string[]): Route[] => [
  ...engagementRoutes({ features: ['Pipelines', 'NodeModelGit'], permissions }),
  ['GET', /\/api\/nodeModel\/engagements\/e-1\/branches$/, [branch('main'), branch('release-2026')]],
  ['GET', /\/api\/nodeModel\/engagements\/e-1\/branches\/[^/]+\/layers\/filtering\/nodes$/, []],
  [
    'GET',
    /^\/api\/engagements\/e-1\/publish$/,
    {
      branch: 'release-2026',
      commit: 'abc1234',
      publishedAt: '2026-11-01T10:00:00.000Z',
      publishedBy: 'Casey Configurer',
      abilities: { publish: false },
    },
  ],
];
const nodesOf = (server: ReturnType<typeof fakeServer>, name: string) =>
  server.callsTo(new RegExp(`/branches/${name}/layers/filtering/nodes$`));

afterEach(() => cleanup());

describe('A Build screen opens on', { timeout: 30_000 }, () => {
  it('the published branch, never showing main first', async () => {
    const server = fakeServer(
      routes([PERMISSIONS.nodeModelGitRead, PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart]),
    );
    renderWithApp(<LayerBuildPage area="filtering" />, { at: '/filtering/build' });
    await waitFor(() => expect(nodesOf(server, 'release-2026')).toHaveLength(1));
    expect(nodesOf(server, 'main')).toHaveLength(0);
  });

  it('main for a reader of the node model who may not read pipelines (no publish call)', async () => {
    const server = fakeServer(routes([PERMISSIONS.nodeModelGitRead]));
    renderWithApp(<LayerBuildPage area="filtering" />, { at: '/filtering/build' });
    await waitFor(() => expect(nodesOf(server, 'main')).toHaveLength(1));
    expect(server.callsTo(/\/publish$/)).toHaveLength(0);
    expect(nodesOf(server, 'release-2026')).toHaveLength(0);
  });

  it('the branch the address names, whatever was published', async () => {
    const server = fakeServer(routes([PERMISSIONS.nodeModelGitRead, PERMISSIONS.pipelinesRead]));
    renderWithApp(<LayerBuildPage area="filtering" />, { at: '/filtering/build?branch=main' });
    await waitFor(() => expect(nodesOf(server, 'main')).toHaveLength(1));
    expect(nodesOf(server, 'release-2026')).toHaveLength(0);
  });
});
