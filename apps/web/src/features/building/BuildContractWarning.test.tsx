// @vitest-environment happy-dom
// Before a build of the published branch, the nodes whose changes break what others read are named
// (issue 28, impact before a change); another branch builds without the warning.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS } from '@cairn/contracts';
import { LayerBuildPage } from './LayerBuildPage';
import { engagementRoutes, fakeServer, renderWithApp, type Route } from '../../shared/testing/renderWithApp';

const branch = (name: string) => ({
  name,
  readOnly: false,
  parentBranch: null,
  abilities: { update: true, addNode: true },
});
const routes: Route[] = [
  ...engagementRoutes({
    features: ['Pipelines', 'NodeModelGit'],
    permissions: [PERMISSIONS.nodeModelGitRead, PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart],
  }),
  ['GET', /\/api\/nodeModel\/engagements\/e-1\/branches$/, [branch('main'), branch('work')]],
  ['GET', /\/layers\/model\/nodes$/, [{ name: 'lines' }]],
  [
    'GET',
    /^\/api\/engagements\/e-1\/publish$/,
    {
      branch: 'main',
      commit: 'abc1234',
      publishedAt: null,
      publishedBy: null,
      abilities: { publish: false },
    },
  ],
  [
    'GET',
    /\/api\/engagements\/e-1\/contracts\/check/,
    {
      branch: 'main',
      breaks: [
        {
          layer: 'model',
          node: 'lines',
          version: 1,
          changes: [{ change: 'dropped', column: 'amount', to: null, from: null }],
        },
      ],
    },
  ],
  [
    'GET',
    /\/build-impact$/,
    {
      branch: 'main',
      nodes: [
        {
          node: 'lines',
          changes: [
            {
              change: 'typeChanged',
              column: 'employee_id',
              from: 'INTEGER',
              to: 'VARCHAR',
              readBy: ['model.all_lines', 'test:checks/ids'],
            },
          ],
        },
      ],
      unreadable: [],
    },
  ],
];

afterEach(() => cleanup());

describe('Build of the published branch', { timeout: 30_000 }, () => {
  it('names the nodes whose changes break what others read, before Build', async () => {
    fakeServer(routes);
    renderWithApp(<LayerBuildPage area="modeling" />, { at: '/modeling/building?branch=main' });
    const warning = await screen.findByTestId('build-contract-breaks');
    expect(warning.textContent).toContain('model.lines');
    expect(warning.textContent).toContain('amount');
    // And what the queries give now against the built tables: the column, its types and who uses it.
    const impact = await screen.findByTestId('build-impact');
    expect(impact.textContent).toContain('changes columns that others use: 1 node');
    expect(impact.textContent).toContain(
      'model.lines: Column employee_id changes type from INTEGER to VARCHAR (used by model.all_lines, checks/ids)',
    );
  });

  it('says nothing on another branch', async () => {
    const server = fakeServer(routes);
    renderWithApp(<LayerBuildPage area="modeling" />, { at: '/modeling/building?branch=work' });
    await waitFor(() => expect(server.callsTo(/\/branches\/work\/layers\/model\/nodes$/)).toHaveLength(1));
    expect(screen.queryByTestId('build-contract-breaks')).toBeNull();
    expect(server.callsTo(/contracts\/check/)).toHaveLength(0);
    expect(server.callsTo(/build-impact/)).toHaveLength(0);
  });
});
