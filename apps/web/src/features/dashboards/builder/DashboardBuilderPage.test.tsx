// @vitest-environment happy-dom
// The builder's screen against a fake server: a tile made from a table without writing SQL, drawn
// live, a filter from a column that the tile follows, a save that sends the definition and opens the
// dashboard, problems named before anything is sent, and the reason a reader cannot build.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type CairnDashboardDefinition } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { chooseOption } from '../../../shared/testing/chooseOption';
import { DashboardBuilderPage } from './DashboardBuilderPage';
import { PAYROLL_TABLE } from './testTables';

const writer = [
  PERMISSIONS.dashboardingPowerBiReader,
  PERMISSIONS.dashboardingPowerBiWriter,
  PERMISSIONS.pipelinesRead,
];
const tables = [PAYROLL_TABLE];
const preview = {
  columns: [
    { name: 'country', type: 'VARCHAR' },
    { name: 'amount', type: 'DECIMAL(18,2)' },
  ],
  rows: [
    ['DE', '1234.5'],
    ['NL', '20'],
  ],
  truncated: false,
  cached: false,
  computedAt: '2026-11-28T10:00:00.000Z',
};

function render(permissions = writer) {
  const server = fakeServer([
    ...engagementRoutes({ features: ['Dashboards_PowerBi', 'Pipelines'], permissions }),
    ['GET', /\/warehouse\/tables$/, tables],
    ['POST', /\/dashboards\/preview-tile$/, preview],
    [
      'POST',
      /\/dashboards\/definitions$/,
      {
        id: 'd-7',
        name: 'Payroll',
        provider: 'cairn',
        uploadedAt: '',
        uploadedBy: null,
        abilities: { open: true, delete: true },
      },
    ],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/dashboards/new" element={<DashboardBuilderPage />} />
      <Route path="/dashboards/:reportId" element={<div data-testid="opened" />} />
    </Routes>,
    { at: '/dashboards/new' },
  );
  return server;
}

/** Picks an option of the antd Select with that test id. */
const choose = (testId: string, option: string) =>
  chooseOption(screen.getByTestId(testId).closest('.ant-select') as HTMLElement, option);

afterEach(cleanup);

describe('DashboardBuilderPage', { timeout: 30_000 }, () => {
  it('makes a bar tile from a table, follows a filter made from a column, saves it and opens it', async () => {
    const server = render();
    fireEvent.change(await screen.findByTestId('builder-name'), { target: { value: 'Payroll' } });

    // A filter from the country column.
    fireEvent.click(screen.getByTestId('builder-add-filter'));
    await choose('filter-table', 'model.payroll');
    await choose('filter-column', 'country (varchar)');
    expect((screen.getByTestId('filter-label') as HTMLInputElement).value).toBe('Country');
    fireEvent.click(screen.getByTestId('add-filter-ok'));
    await waitFor(() => expect(screen.getAllByTestId('builder-filter')).toHaveLength(1));

    // A tile: table, bar, x and y; Done waits for the fields and says what is missing.
    fireEvent.click(screen.getByTestId('builder-add-tile'));
    const editor = await screen.findByTestId('tile-editor');
    fireEvent.change(within(editor).getByTestId('tile-title'), { target: { value: 'Cost by country' } });
    expect(within(editor).getByTestId('tile-editor-missing').textContent).toBe(
      'Choose what the chart shows.',
    );
    await choose('tile-table-select', 'model.payroll');
    await choose('tile-field-dimension', 'country (varchar)');
    await choose('tile-field-measure', 'amount (decimal(18,2))');
    const sql = (await within(editor).findByTestId('tile-generated-sql')).textContent ?? '';
    expect(sql).toContain('SUM("amount") AS "amount"');
    expect(sql).toContain('($country IS NULL OR "country" = $country)');
    // Drawn live from the warehouse with the generated query.
    await waitFor(() => expect(server.callsTo(/preview-tile$/).length).toBeGreaterThan(0));
    const sent = server.callsTo(/preview-tile$/).at(-1)!.body as { query: string };
    expect(sent.query).toContain('GROUP BY "country"');
    fireEvent.click(within(editor).getByTestId('tile-editor-done'));
    await waitFor(() => expect(screen.getAllByTestId('builder-tile')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('builder-save'));
    await screen.findByTestId('opened');
    const saved = server.callsTo(/definitions$/)[0].body as { definition: CairnDashboardDefinition };
    expect(saved.definition.name).toBe('Payroll');
    expect(saved.definition.filters?.[0]).toMatchObject({ id: 'country', type: 'select', label: 'Country' });
    expect(saved.definition.pages[0]).toMatchObject({
      title: 'Page 1',
      tiles: [
        {
          id: 'tile_1',
          title: 'Cost by country',
          chart: { type: 'bar', x: 'country', y: 'amount' },
          width: 12,
        },
      ],
    });
  });

  it('names what is wrong before anything is sent', async () => {
    const server = render();
    fireEvent.click(await screen.findByTestId('builder-save'));
    const problems = await screen.findByTestId('builder-problems');
    expect(problems.textContent).toContain('name:');
    expect(server.callsTo(/definitions$/)).toHaveLength(0);
  });

  it('tells a reader which permission building needs and who holds it', async () => {
    render([PERMISSIONS.dashboardingPowerBiReader]);
    const refusal = await screen.findByTestId('builder-not-allowed');
    expect(refusal.textContent).toContain('Needs the permission Dashboarding.PowerBi.Writer');
  });
});
