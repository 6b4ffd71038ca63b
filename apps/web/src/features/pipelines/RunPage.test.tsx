// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type PipelineRunDetail } from '@cairn/contracts';
import { RunPage } from './RunPage';
import { buildTablePreview } from '../../shared/testing/factories';
import { problemAnswer } from '../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';

const detail: PipelineRunDetail = {
  id: 'r1',
  status: 'Succeeded',
  pipelineName: 'ImportFiles',
  layerName: 'import',
  parameters: { FileNames: ['wages.csv'], EngagementId: 'e-1' },
  message: 'Imported 1 file',
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:01.000Z',
  runEnd: '2026-03-01T10:00:04.000Z',
  startedBy: { name: 'Casey Configurer', type: 'User' },
  rerunOf: 'r0',
  url: 'http://cairn.test/pipeline-runs/r1',
  abilities: { view: true, cancel: false, rerun: true },
  log: [
    {
      seq: 1,
      at: '2026-03-01T10:00:01.000Z',
      level: 'info',
      step: 'wages.csv',
      message: 'Reading wages.csv',
      detail: null,
    },
    {
      seq: 2,
      at: '2026-03-01T10:00:03.000Z',
      level: 'info',
      step: 'wages.csv',
      message: 'import.wages: 2 rows',
      detail: { table: 'wages', rowCount: 2 },
    },
  ],
  result: { tables: [{ schema: 'import', table: 'wages', fileName: 'wages.csv', rowCount: 2 }] },
  commit: null,
};
const preview = buildTablePreview('import', 'wages', { employee: 'BIGINT', amount: 'DOUBLE' }, [
  [1, 100.5],
  [2, null],
]);

afterEach(cleanup);

// Rendering antd in happy-dom is slow on a busy machine: more time than vitest's default 5 s.
describe('RunPage', { timeout: 30_000 }, () => {
  it('shows the run, its parameters and log, and previews the table it imported', async () => {
    fakeServer([
      ...engagementRoutes({ permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart] }),
      ['GET', /\/runs\/r1$/, detail],
      ['GET', /\/pipelines$/, []],
      ['GET', /\/warehouse\/tables\/import\/wages\/preview$/, preview],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/pipeline-runs/:runId" element={<RunPage />} />
      </Routes>,
      { at: '/pipeline-runs/r1' },
    );

    expect(await screen.findByText('Run of ImportFiles')).toBeTruthy();
    expect(screen.getByTestId('run-back').getAttribute('href')).toBe('/import/monitor');
    expect(screen.getByTestId('run-rerun-of').getAttribute('href')).toBe('/pipeline-runs/r0');
    expect(within(screen.getByTestId('run-parameters')).getByText('wages.csv')).toBeTruthy();
    expect(screen.getAllByTestId('run-log-line')).toHaveLength(2);
    expect(screen.getByTestId('run-rerun')).toBeTruthy();
    expect(screen.queryByTestId('run-cancel')).toBeNull();
    expect(screen.queryByTestId('run-live')).toBeNull();

    fireEvent.click(screen.getByTestId('run-preview-table'));
    const table = await screen.findByTestId('table-preview');
    expect((await within(table).findByTestId('table-preview-row-count')).getAttribute('data-count')).toBe(
      '2',
    );
    expect(await within(table).findByText('100.5')).toBeTruthy();
    expect(within(table).getByText('NULL')).toBeTruthy();
  });

  it("says so when the imported table's folder may not be read", async () => {
    fakeServer([
      ...engagementRoutes({ permissions: [PERMISSIONS.pipelinesRead] }),
      ['GET', /\/runs\/r1$/, detail],
      ['GET', /\/pipelines$/, []],
      [
        'GET',
        /\/warehouse\/tables\/import\/wages\/preview$/,
        problemAnswer(403, {
          title: 'Forbidden',
          detail:
            'The table import.wages was imported from the folder /hr of import storage, which you may not read.',
          code: 'folderAccess',
        }),
      ],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/pipeline-runs/:runId" element={<RunPage />} />
      </Routes>,
      { at: '/pipeline-runs/r1' },
    );
    fireEvent.click(await screen.findByTestId('run-preview-table'));
    const notice = await screen.findByTestId('table-preview-no-folder-access');
    expect(notice.textContent).toContain('import.wages was imported from a folder you may not read.');
  });

  it('highlights the error of a failed run', async () => {
    fakeServer([
      ...engagementRoutes(),
      [
        'GET',
        /\/runs\/r2$/,
        {
          ...detail,
          id: 'r2',
          status: 'Failed',
          message: 'bad.csv line 3: 4 columns',
          result: null,
          log: [],
        },
      ],
      ['GET', /\/pipelines$/, []],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/pipeline-runs/:runId" element={<RunPage />} />
      </Routes>,
      { at: '/pipeline-runs/r2' },
    );
    const error = await screen.findByTestId('run-error');
    expect(error.textContent).toContain('bad.csv line 3: 4 columns');
    expect(screen.queryByTestId('run-preview-table')).toBeNull();
  });
});
