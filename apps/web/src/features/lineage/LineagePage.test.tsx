// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PERMISSIONS, type Lineage } from '@cairn/contracts';
import { LineagePage } from './LineagePage';
import { layoutLineage, upstreamOf } from './lineageLayout';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';

const lineage: Lineage = {
  branch: 'main',
  nodes: [
    {
      id: 'import.wages',
      kind: 'table',
      layer: 'import',
      name: 'wages',
      node: null,
      lastBuild: null,
      columns: null,
    },
    {
      id: 'model.employee_costs',
      kind: 'node',
      layer: 'model',
      name: 'employee_costs',
      node: null,
      lastBuild: {
        runId: 'run-7',
        layer: 'model',
        node: 'employee_costs',
        branch: 'main',
        status: 'Succeeded',
        rowCount: 1200,
        message: null,
        builtAt: '2026-03-01T10:00:00.000Z',
      },
      columns: [
        { name: 'employee', sources: [{ table: 'import.wages', column: 'employee' }] },
        { name: 'source', sources: [] },
      ],
    },
    {
      id: 'analytical.cost_report',
      kind: 'node',
      layer: 'analytical',
      name: 'cost_report',
      node: null,
      lastBuild: null,
      columns: [{ name: 'total', sources: [] }],
    },
    {
      id: 'test:employee_costs/not_null',
      kind: 'test',
      layer: 'test',
      name: 'not_null',
      node: 'employee_costs',
      lastBuild: null,
      columns: null,
    },
  ],
  edges: [
    { from: 'import.wages', to: 'model.employee_costs' },
    { from: 'model.employee_costs', to: 'analytical.cost_report' },
    { from: 'model.employee_costs', to: 'test:employee_costs/not_null' },
  ],
};

afterEach(cleanup);

function visit(answer: unknown, at = '/lineage') {
  const server = fakeServer([
    ...engagementRoutes({ permissions: [PERMISSIONS.pipelinesRead] }),
    ['GET', /\/nodeModel\/engagements\/e-1\/branches$/, [{ name: 'main' }, { name: 'dev' }]],
    ['GET', /\/engagements\/e-1\/publish$/, { branch: 'main' }],
    ['GET', /\/lineage$/, answer],
  ]);
  renderWithApp(<LineagePage />, { at });
  return server;
}

describe('lineage layout', () => {
  it('puts each layer in its column in the order data flows', () => {
    const layout = layoutLineage(lineage);
    expect(layout.columns.map((c) => c.layer)).toEqual(['import', 'model', 'analytical', 'test']);
    expect(layout.byId.get('model.employee_costs')!.x).toBeGreaterThan(layout.byId.get('import.wages')!.x);
    expect(upstreamOf(lineage, 'analytical.cost_report')).toEqual(['model.employee_costs', 'import.wages']);
  });
});

describe('LineagePage', { timeout: 30_000 }, () => {
  it('draws the nodes in layer columns and shows a column’s sources on click', async () => {
    const server = visit(lineage);
    const columns = await screen.findAllByTestId('lineage-column');
    expect(columns.map((c) => c.getAttribute('data-layer'))).toEqual([
      'import',
      'model',
      'analytical',
      'test',
    ]);
    expect(within(columns[1]).getByText('employee_costs')).toBeTruthy();
    expect(screen.getAllByTestId('lineage-edge')).toHaveLength(3);
    expect(server.callsTo(/\/lineage$/)[0].url.searchParams.get('branch')).toBe('main');

    fireEvent.click(within(columns[1]).getByTestId('lineage-node'));
    const panel = await screen.findByTestId('lineage-panel');
    const rows = within(panel).getAllByTestId('lineage-column-row');
    expect(rows.map((r) => r.getAttribute('data-column'))).toEqual(['employee', 'source']);
    expect(within(rows[0]).getByTestId('lineage-column-sources').textContent).toBe(
      'From import.wages.employee',
    );
    expect(within(panel).getByTestId('lineage-panel-configure').getAttribute('href')).toBe(
      '/modeling/config?branch=main&node=employee_costs',
    );
    expect(within(panel).getByTestId('lineage-panel-run').getAttribute('href')).toBe('/pipeline-runs/run-7');
    // Its preview, its history and its data diff are one click away; a test has no preview or diff.
    for (const action of ['lineage-panel-preview', 'lineage-panel-history', 'lineage-panel-diff'])
      expect(within(panel).getByTestId(action)).toBeTruthy();
    // Upstream and downstream stay lit; nothing is unrelated here.
    expect(screen.getAllByTestId('lineage-node').filter((n) => n.dataset.dimmed === 'true')).toHaveLength(0);

    fireEvent.click(within(columns[3]).getByTestId('lineage-node'));
    const testPanel = await screen.findByTestId('lineage-panel');
    expect(within(testPanel).getByTestId('lineage-columns-not-traced')).toBeTruthy();
    expect(within(testPanel).queryByTestId('lineage-panel-preview')).toBeNull();
    expect(within(testPanel).queryByTestId('lineage-panel-diff')).toBeNull();
    expect(within(testPanel).getByTestId('lineage-panel-history')).toBeTruthy();
    expect(within(testPanel).getByTestId('lineage-panel-configure').getAttribute('href')).toBe(
      '/testing/config?branch=main&node=employee_costs&test=not_null',
    );
    // The analytical node reads the model node but is not up- or downstream of the test.
    const dimmed = screen.getAllByTestId('lineage-node').filter((n) => n.dataset.dimmed === 'true');
    expect(dimmed.map((n) => n.dataset.nodeId)).toEqual(['analytical.cost_report']);
  });

  it('shows the chosen node only: another node closes the last one’s data diff and offers its own keys', async () => {
    visit(lineage);
    const columns = await screen.findAllByTestId('lineage-column');
    fireEvent.click(within(columns[1]).getByTestId('lineage-node'));
    fireEvent.click(within(await screen.findByTestId('lineage-panel')).getByTestId('lineage-panel-diff'));
    expect((await screen.findByTestId('data-diff-key')).textContent).toContain('employee');

    fireEvent.click(within(columns[2]).getByTestId('lineage-node'));
    const panel = await screen.findByTestId('lineage-panel');
    expect(panel.dataset.nodeId).toBe('analytical.cost_report');
    expect(screen.queryByTestId('data-diff')).toBeNull();
    fireEvent.click(within(panel).getByTestId('lineage-panel-diff'));
    const key = await screen.findByTestId('data-diff-key');
    expect(key.textContent).toContain('total');
    expect(key.textContent).not.toContain('employee');
  });

  it('explains an empty branch and links to Modeling', async () => {
    visit({ branch: 'main', nodes: [], edges: [] });
    const empty = await screen.findByTestId('lineage-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/modeling/config');
  });
});
