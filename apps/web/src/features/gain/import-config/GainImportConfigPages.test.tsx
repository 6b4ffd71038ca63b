// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type GainImportConfigurationResponse } from '@cairn/contracts';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Call,
  type Route,
} from '../../../shared/testing/renderWithApp';
import { GainImportFilesPage } from './GainImportFilesPage';
import { GainImportTablesPage } from './GainImportTablesPage';

const CONFIG: GainImportConfigurationResponse = {
  processType: 'GainData',
  version: 3,
  timestamp: '2026-10-02T08:00:00.000Z',
  updatedBy: 'Casey Configurer',
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: false, isVersioned: true, isArchived: true },
  ],
  tableConfigurations: [
    {
      targetTableName: 'payroll',
      sourceFileName: 'payroll_*.csv',
      sourceFileWorksheetName: null,
      sourceFileHasHeaderRow: true,
      rowExistenceCriterion: 'Strict',
      sourceFileRowsToSkip: 0,
      sourceFileColsToSkip: 0,
      sourceFileColsToTake: null,
      columnConfigurations: [
        {
          columnName: 'EmployeeId',
          columnIndex: null,
          mustHaveValue: true,
          dataType: 'Guid',
          dataTypeSpecs: null,
          failureBehaviour: 'Break',
        },
      ],
    },
  ],
  inputSqlConfiguration: null,
  abilities: { update: true, restore: true },
};
const FX: GainImportConfigurationResponse = {
  ...CONFIG,
  processType: 'FxRate',
  version: 1,
  fileConfigurations: [
    { namePattern: 'fx_*.csv', isRequired: false, isTrigger: true, isVersioned: true, isArchived: false },
  ],
};
const HISTORY = [3, 2, 1].map((version) => ({
  ...CONFIG,
  version,
  restoredFrom: null,
  timestamp: '2026-10-02T08:00:00.000Z',
}));

const routes = (extra: Route[] = [], options: { signedOff?: boolean } = {}): Route[] => [
  ...engagementRoutes({
    features: ['GAIN', 'Storage', 'Pipelines'],
    permissions: [PERMISSIONS.gainConfigurationImportReader, PERMISSIONS.gainConfigurationImportWriter],
  }),
  ...extra,
  ['GET', /\/gain\/sign-off$/, { signedOff: !!options.signedOff }],
  ['GET', /\/gain\/import-configurations\/GainData\/history$/, HISTORY],
  ['GET', /\/gain\/import-configurations\/GainData$/, CONFIG],
  ['GET', /\/gain\/import-configurations\/FxRate$/, FX],
  [
    'PUT',
    /\/gain\/import-configurations\/GainData$/,
    (call: Call) => ({ ...CONFIG, ...(call.body as object), version: 4 }),
  ],
  ['POST', /\/gain\/import-configurations\/GainData\/restore$/, { ...CONFIG, version: 4 }],
];

afterEach(cleanup);

describe('gain import configuration tabs', { timeout: 30_000 }, () => {
  it('Files: adds a file and saves a new version', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportFilesPage />, { at: '/import/gain-files' });
    await waitFor(() => expect(screen.getByTestId('gain-config-version').textContent).toContain('Version 3'));
    expect((await screen.findByTestId('gain-file-pattern-0')).getAttribute('value')).toBe('payroll_*.csv');

    fireEvent.click(screen.getByTestId('gain-file-add'));
    fireEvent.change(await screen.findByTestId('gain-file-pattern-1'), { target: { value: 'ready_*.trg' } });
    fireEvent.click(screen.getByTestId('gain-file-isTrigger-1'));
    fireEvent.click(screen.getByTestId('gain-files-save'));

    expect(await screen.findByText('Saved as version 4')).toBeTruthy();
    const [put] = server.calls.filter((c) => c.method === 'PUT');
    expect(put.body).toMatchObject({
      fileLogicType: 'BooleanLogic',
      fileConfigurations: [
        { namePattern: 'payroll_*.csv', isRequired: true, isVersioned: true },
        { namePattern: 'ready_*.trg', isTrigger: true, isRequired: false },
      ],
      tableConfigurations: CONFIG.tableConfigurations,
    });
  });

  it('Files: shows the rule under the field and sends nothing', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportFilesPage />, { at: '/import/gain-files' });
    fireEvent.change(await screen.findByTestId('gain-file-pattern-0'), { target: { value: 'a_*_*.csv' } });
    fireEvent.click(screen.getByTestId('gain-files-save'));
    expect(await screen.findByText('Value cannot contain multiple asterisks')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('FX rate: a single file, its trigger fixed on, no Add once it exists', async () => {
    fakeServer(routes());
    renderWithApp(<GainImportFilesPage />, { at: '/import/gain-files?processType=FxRate' });
    expect((await screen.findByTestId('gain-file-pattern-0')).getAttribute('value')).toBe('fx_*.csv');
    expect(screen.queryByTestId('gain-file-add')).toBeNull();
    expect((screen.getByTestId('gain-file-isTrigger-0') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('gain-file-remove-0'));
    expect(await screen.findByTestId('gain-file-add')).toBeTruthy();
  });

  it('Files: the version opens the history, which restores any version but the newest', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportFilesPage />, { at: '/import/gain-files' });
    await screen.findByTestId('gain-file-pattern-0');
    fireEvent.click(screen.getByTestId('gain-config-version'));
    const history = await screen.findByTestId('gain-config-history');
    await within(history).findByTestId('gain-config-restore-2');
    expect(within(history).queryByTestId('gain-config-restore-3')).toBeNull();
    fireEvent.click(within(history).getByTestId('gain-config-restore-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored as version 4')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST' && /restore$/.test(c.url.pathname))?.body).toEqual({
      version: 1,
    });
  });

  it('Files: SQL logic shows the SQL card, needs its query, and keeps the file list', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportFilesPage />, { at: '/import/gain-files' });
    await screen.findByTestId('gain-file-pattern-0');
    fireEvent.click(screen.getByTestId('gain-file-logic-SqlLogic'));
    expect(await screen.findByTestId('gain-sql-card')).toBeTruthy();
    expect(screen.queryByTestId('gain-file-row')).toBeNull();
    fireEvent.click(screen.getByTestId('gain-files-save'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('gain-file-logic-BooleanLogic'));
    expect((await screen.findByTestId('gain-file-pattern-0')).getAttribute('value')).toBe('payroll_*.csv');
    fireEvent.click(screen.getByTestId('gain-files-save'));
    expect(await screen.findByText('Saved as version 4')).toBeTruthy();
    const [put] = server.calls.filter((c) => c.method === 'PUT');
    expect(put.body).toMatchObject({
      fileLogicType: 'BooleanLogic',
      fileConfigurations: CONFIG.fileConfigurations,
    });
  });

  it('Tables: a card per table with its columns; adds a column and saves', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportTablesPage />, { at: '/import/gain-tables' });
    expect((await screen.findByTestId('gain-table-target-0')).getAttribute('value')).toBe('payroll');
    expect(screen.getByTestId('gain-column-name-0-0').getAttribute('value')).toBe('EmployeeId');
    fireEvent.click(screen.getByTestId('gain-column-add-0'));
    fireEvent.change(await screen.findByTestId('gain-column-name-0-1'), { target: { value: 'Country' } });
    fireEvent.click(screen.getByTestId('gain-tables-save'));
    expect(await screen.findByText('Saved as version 4')).toBeTruthy();
    const [put] = server.calls.filter((c) => c.method === 'PUT');
    expect(put.body).toMatchObject({
      fileConfigurations: CONFIG.fileConfigurations,
      tableConfigurations: [
        {
          targetTableName: 'payroll',
          columnConfigurations: [
            { columnName: 'EmployeeId', dataType: 'Guid' },
            { columnName: 'Country', dataType: 'Any', failureBehaviour: 'Break' },
          ],
        },
      ],
    });
  });

  it('Tables: a reserved word as target table is refused under the field', async () => {
    const server = fakeServer(routes());
    renderWithApp(<GainImportTablesPage />, { at: '/import/gain-tables' });
    fireEvent.change(await screen.findByTestId('gain-table-target-0'), { target: { value: 'order' } });
    fireEvent.click(screen.getByTestId('gain-tables-save'));
    expect(await screen.findByText('This is a SQL reserved word')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('SignedOff: editing is disabled with the reason shown', async () => {
    fakeServer(routes([], { signedOff: true }));
    renderWithApp(<GainImportTablesPage />, { at: '/import/gain-tables' });
    expect(await screen.findByTestId('gain-config-locked')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('gain-tables-save') as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByTestId('gain-table-target-0') as HTMLInputElement).disabled).toBe(true);
  });
});
