// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeQuery } from '@cairn/contracts';
import './configScreenMocks';
import { LayerConfigPage } from './LayerConfigPage';
import type { ConfigArea } from './nodeModelLayers';
import {
  addressQuery,
  BRANCHES,
  branches,
  clickWhenEnabled,
  editorShows,
  expectUnavailable,
  mockFetch,
  NEEDS_WRITE,
  NODE_MODEL,
  nodeDetail,
  renderAt,
  setAccess,
  sqlEditor,
  setUpConfigScreenTests,
} from './testSupport';

const NODE_QUERY = 'select e.id as EmployeeId, e.name as EmployeeName from import.employees e';
const SOURCE_QUERY = 'select * from import.payroll_csv';
const working = `${NODE_MODEL}/branches/working/layers/model/nodes`;
const main = `${NODE_MODEL}/branches/main/layers/model/nodes`;
/** The filtering layer's nodes on `branch`: payroll, with a property. */
const filteringRoutes = (branch: string) => {
  const nodes = `${NODE_MODEL}/branches/${branch}/layers/filtering/nodes`;
  return {
    [`GET ${nodes}`]: [{ name: 'payroll', dbSchema: null }],
    [`GET ${nodes}/payroll`]: nodeDetail('payroll', NODE_QUERY, [], [{ name: 'country', value: 'NL' }]),
  };
};

function routes() {
  return {
    [`GET ${NODE_MODEL}/branches`]: BRANCHES,
    ...filteringRoutes('working'),
    ...filteringRoutes('main'),
    [`GET ${working}`]: [{ name: 'payroll', dbSchema: null }],
    [`GET ${main}`]: [{ name: 'payroll', dbSchema: null }],
    [`GET ${working}/payroll`]: nodeDetail('payroll', NODE_QUERY, [
      { name: 'EmployeeId', dataType: 'INT' },
      { name: 'Retired', dataType: 'BIT' },
    ]),
    [`GET ${main}/payroll`]: nodeDetail('payroll', NODE_QUERY),
    [`GET ${working}/payroll/sources`]: [{ name: 'csv' }],
    [`GET ${main}/payroll/sources`]: [{ name: 'csv' }],
    [`GET ${working}/payroll/sources/csv`]: { name: 'csv', query: encodeQuery(SOURCE_QUERY) },
    [`PUT ${working}/payroll`]: nodeDetail('payroll', NODE_QUERY),
  };
}

const openScreen = (address: string, area: ConfigArea = 'modeling') =>
  renderAt(createElement(LayerConfigPage, { area }), address);
/** The status dot of a field in the fields panel. */
const fieldStatus = (name: string) =>
  screen.getByTestId(`fields-panel-item-${name}`).querySelector('[data-status]')?.getAttribute('data-status');

describe('configuration screen of a layer', () => {
  setUpConfigScreenTests();

  it('restores branch, node and source from the address and shows the source query', async () => {
    mockFetch(routes());
    openScreen('/modeling/config?branch=working&node=payroll&source=csv');
    await editorShows(SOURCE_QUERY);
    expect(screen.getByTestId('query-card').textContent).toContain('Source csv');
    expect(screen.getByTestId('branch-select').textContent).toContain('working');
    expect(screen.getByTestId('node-select').textContent).toContain('payroll');
    // The fields belong to the node: their status comes from the node's query, not the source's.
    expect(fieldStatus('EmployeeId')).toBe('active');
    expect(fieldStatus('Retired')).toBe('inactive');
    expect(screen.queryByTestId('properties-panel')).toBeNull();
  });

  it('marks a field active when the node query uses it', async () => {
    mockFetch(routes());
    openScreen('/modeling/config?branch=working&node=payroll');
    await editorShows(NODE_QUERY);
    expect(fieldStatus('EmployeeId')).toBe('active');
    expect(fieldStatus('Retired')).toBe('inactive');
  });

  it('saves the edited query base64-encoded and says so', async () => {
    const sent = mockFetch(routes());
    openScreen('/modeling/config?branch=working&node=payroll');
    await editorShows(NODE_QUERY);
    const save = screen.getByTestId('query-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const edited = `${NODE_QUERY} -- grüße`;
    fireEvent.change(sqlEditor(), { target: { value: edited } });
    expect(screen.getByTestId('query-unsaved')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ query: encodeQuery(edited) });
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('clears the node and the source from the address when another branch is chosen', async () => {
    mockFetch(routes());
    openScreen('/modeling/config?branch=working&node=payroll&source=csv');
    await editorShows(SOURCE_QUERY);
    fireEvent.mouseDown(within(screen.getByTestId('branch-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('main'));
    await waitFor(() => expect(Object.fromEntries(addressQuery())).toEqual({ branch: 'main' }));
    expect(screen.getByTestId('query-empty')).toBeTruthy();
  });

  it('disables adding, editing and saving on a read-only branch, but not adding a branch', async () => {
    // A writer on main, which the server marks read-only: modeling (with sources), then filtering
    // (with properties), one rule for every layer's screen.
    const screens: [string, ConfigArea, string[]][] = [
      ['/modeling/config?branch=main&node=payroll', 'modeling', ['source-add']],
      ['/filtering/config?branch=main&node=payroll', 'filtering', ['properties-edit']],
    ];
    for (const [address, area, extra] of screens) {
      mockFetch(routes());
      openScreen(address, area);
      await editorShows(NODE_QUERY);
      expect(screen.getByTestId('branch-read-only').textContent, area).toBe('Read-only');
      expect(sqlEditor().readOnly, area).toBe(true);
      for (const id of ['node-add', 'fields-edit', 'query-save', ...extra])
        expect((screen.getByTestId(id) as HTMLButtonElement).disabled, `${area}: ${id}`).toBe(true);
      // Branching from a read-only branch is how work starts.
      expect((screen.getByTestId('branch-add') as HTMLButtonElement).disabled, area).toBe(false);
      cleanup();
    }
  });

  it('shows a user whose branches say they may not write every add, edit and save disabled, saying why', async () => {
    // A reader (no NodeModel Git Write) on the writable working branch: the model and its fields,
    // read-only, and every button to change them disabled with the permission it needs, on modeling
    // (sources) and filtering (properties).
    const screens: [string, ConfigArea, string][] = [
      ['/modeling/config?branch=working&node=payroll', 'modeling', 'source-add'],
      ['/filtering/config?branch=working&node=payroll', 'filtering', 'properties-edit'],
    ];
    for (const [address, area, extra] of screens) {
      mockFetch({ ...routes(), [`GET ${NODE_MODEL}/branches`]: branches(false) });
      openScreen(address, area);
      await editorShows(NODE_QUERY);
      expect(sqlEditor().readOnly, area).toBe(true);
      expect(screen.getByTestId('fields-panel'), area).toBeTruthy();
      for (const id of ['branch-add', 'node-add', 'fields-edit', 'query-save', extra])
        expectUnavailable(id, NEEDS_WRITE, `${area}: `);
      expect(screen.getByTestId('node-history-open'), area).toBeTruthy();
      cleanup();
    }
    // A writer on the same branch: the same buttons, enabled, with no reason.
    mockFetch(routes());
    openScreen('/modeling/config?branch=working&node=payroll');
    await editorShows(NODE_QUERY);
    for (const id of ['branch-add', 'node-add', 'fields-edit', 'source-add']) {
      const button = screen.getByTestId(id) as HTMLButtonElement;
      await waitFor(() => expect(button.disabled, id).toBe(false));
      expect(button.getAttribute('aria-description'), id).toBeNull();
    }
  });

  it('shows properties for filtering and labeling, not for gain labeling (FX rate)', async () => {
    mockFetch({
      ...routes(),
      [`GET ${NODE_MODEL}/branches/working/layers/labeling/nodes`]: [{ name: 'labels', dbSchema: null }],
      [`GET ${NODE_MODEL}/branches/working/layers/labeling/nodes/labels`]: nodeDetail(
        'labels',
        'select 1 as One',
        [],
        [{ name: 'country', value: 'NL' }],
      ),
    });
    openScreen('/labeling/config?branch=working&node=labels', 'labeling');
    expect((await screen.findByTestId('properties-panel-item-country')).textContent).toContain('NL');
    cleanup();
    setAccess({ isGain: true });
    openScreen('/fx-rate/config?branch=working&node=labels', 'fxRate');
    await screen.findByTestId('fields-panel');
    expect(screen.queryByTestId('properties-panel')).toBeNull();
  });

  it('adds a node with the newNodeAdded toast and selects it', async () => {
    const sent = mockFetch({
      ...routes(),
      [`POST ${working}`]: nodeDetail('gross_pay', ''),
      [`GET ${working}/gross_pay`]: nodeDetail('gross_pay', ''),
      [`GET ${working}/gross_pay/sources`]: [],
    });
    openScreen('/modeling/config?branch=working');
    await clickWhenEnabled('node-add');
    const name = await screen.findByTestId('new-node-name');
    fireEvent.change(name, { target: { value: 'payroll' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('A node with this name already exists')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'gross_pay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Node gross_pay added')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ name: 'gross_pay', dbSchema: null });
    await waitFor(() => expect(addressQuery().get('node')).toBe('gross_pay'));
  });

  it('starts a new node from the first table of the layer it reads, with the tables beside the editor', async () => {
    setAccess({ canSeeBuilds: true });
    const tables = [
      { schema: 'import', name: 'payroll', rowCount: 3, columns: [{ name: 'employee_id', type: 'VARCHAR' }] },
      { schema: 'model', name: 'payroll', rowCount: 3, columns: [] },
    ];
    const sent = mockFetch({
      ...routes(),
      [`GET /api/pipelines/engagements/eng-1/warehouse/tables`]: tables,
      [`GET /api/pipelines/engagements/eng-1/builds?layer=model`]: [],
      [`POST ${working}`]: nodeDetail('gross_pay', ''),
      [`GET ${working}/gross_pay`]: nodeDetail('gross_pay', ''),
      [`GET ${working}/gross_pay/sources`]: [],
    });
    openScreen('/modeling/config?branch=working&node=payroll');
    const catalogue = await screen.findByTestId('warehouse-catalogue');
    // The schema the layer reads from is open: its tables show with their rows.
    await waitFor(() => expect(catalogue.textContent).toContain('payroll 3 rows'));
    await clickWhenEnabled('node-add');
    const name = await screen.findByTestId('new-node-name');
    await waitFor(() =>
      expect(within(screen.getByTestId('new-node-start-from')).getByText('import.payroll')).toBeTruthy(),
    );
    fireEvent.change(name, { target: { value: 'gross_pay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Node gross_pay added')).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      name: 'gross_pay',
      dbSchema: null,
      query: encodeQuery('select employee_id\n  from import.payroll\n'),
    });
  });
});
