// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeQuery, type Lineage } from '@cairn/contracts';
import './configScreenMocks';
import { LayerConfigPage } from './LayerConfigPage';
import {
  BRANCHES,
  ENGAGEMENT,
  editorShows,
  mockFetch,
  NODE_MODEL,
  nodeDetail,
  renderAt,
  setUpConfigScreenTests,
  sqlEditor,
} from './testSupport';
import { lineageIdOf } from './useSaveImpactCheck';

const NODE_QUERY = 'select e.id as EmployeeId from import.employees e';
const nodes = `${NODE_MODEL}/branches/working/layers/model/nodes`;
const LINEAGE = `/api/pipelines/engagements/${ENGAGEMENT}/lineage`;
const node = (id: string, kind: 'node' | 'test', layer: string, name: string, of: string | null = null) => ({
  id,
  kind,
  layer,
  name,
  node: of,
  lastBuild: null,
  columns: null,
});
const readBy: Lineage = {
  branch: 'working',
  nodes: [
    node('model.payroll', 'node', 'model', 'Payroll'),
    node('analytical.costs', 'node', 'analytical', 'costs'),
    node('test:Payroll/unique_ids', 'test', 'test', 'unique_ids', 'Payroll'),
  ],
  edges: [
    { from: 'model.payroll', to: 'analytical.costs' },
    { from: 'model.payroll', to: 'test:Payroll/unique_ids' },
  ],
};

const routes = (lineage: Lineage) => ({
  [`GET ${NODE_MODEL}/branches`]: BRANCHES,
  [`GET ${nodes}`]: [{ name: 'Payroll', dbSchema: null }],
  [`GET ${nodes}/Payroll`]: nodeDetail('Payroll', NODE_QUERY),
  [`GET ${nodes}/Payroll/sources`]: [],
  [`PUT ${nodes}/Payroll`]: nodeDetail('Payroll', NODE_QUERY),
  [`GET ${LINEAGE}?branch=working`]: lineage,
});

async function editAndSave() {
  renderAt(
    createElement(LayerConfigPage, { area: 'modeling' }),
    '/modeling/config?branch=working&node=Payroll',
  );
  await editorShows(NODE_QUERY);
  fireEvent.change(sqlEditor(), { target: { value: `${NODE_QUERY} where e.active = 1` } });
  fireEvent.click(screen.getByTestId('query-save'));
}

describe('impact before saving a node', () => {
  setUpConfigScreenTests();

  it('names the node as the lineage does', () => {
    expect(lineageIdOf({ layer: 'model', node: 'Payroll' })).toBe('model.payroll');
  });

  it('lists the nodes and tests that read the node, and saves only when told', async () => {
    const sent = mockFetch(routes(readBy));
    await editAndSave();
    const dialog = await screen.findByTestId('save-impact');
    expect(within(dialog).getByText(/Saving changes model\.payroll/)).toBeTruthy();
    const listed = within(dialog).getAllByTestId('save-impact-node');
    expect(listed.map((li) => li.getAttribute('data-node-id'))).toEqual([
      'analytical.costs',
      'test:Payroll/unique_ids',
    ]);
    expect(listed[1].textContent).toContain('test of Payroll');
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByTestId('save-impact-cancel'));
    expect(sent.some((s) => s.method === 'PUT')).toBe(false);

    // Asked again (a second lineage request), and this time saved.
    fireEvent.click(screen.getByTestId('query-save'));
    await waitFor(() => expect(sent.filter((s) => s.path.startsWith(LINEAGE))).toHaveLength(2));
    fireEvent.click((await screen.findAllByTestId('save-impact-save')).at(-1)!);
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      query: encodeQuery(`${NODE_QUERY} where e.active = 1`),
    });
  });

  it('saves at once when nothing reads the node', async () => {
    const sent = mockFetch(routes({ ...readBy, edges: [] }));
    await editAndSave();
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.filter((s) => s.path.startsWith(LINEAGE))).toHaveLength(1);
    expect(screen.queryByTestId('save-impact-list')).toBeNull();
  });
});
