// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type PipelineRunDetail } from '@cairn/contracts';
import { RunPage } from '../RunPage';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { parameterRows, parametersOfRows } from './rerunParameters';

const run: PipelineRunDetail = {
  id: 'r1',
  status: 'Failed',
  pipelineName: 'BuildModel',
  layerName: 'model',
  parameters: { Branch: 'main', Nodes: ['employees'], Limit: 10, EngagementId: 'e-1', TenantId: 't-1' },
  message: 'failed',
  runStart: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:01.000Z',
  runEnd: '2026-03-01T10:00:04.000Z',
  startedBy: { name: 'Casey Configurer', type: 'User' },
  rerunOf: null,
  url: 'http://cairn.test/pipeline-runs/r1',
  abilities: { view: true, cancel: false, rerun: true },
  log: [],
  result: null,
  commit: null,
};

afterEach(cleanup);

function visit(answer: unknown) {
  const server = fakeServer([
    ...engagementRoutes({ permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart] }),
    ['GET', /\/runs\/r1$/, run],
    ['GET', /\/runs\/r2$/, { ...run, id: 'r2', status: 'Queued', rerunOf: 'r1' }],
    ['GET', /\/pipelines$/, []],
    ['POST', /\/runs\/r1\/rerun$/, answer],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/pipeline-runs/:runId" element={<RunPage />} />
    </Routes>,
    { at: '/pipeline-runs/r1' },
  );
  return server;
}

describe('rerun parameters', () => {
  it('shows strings as text and anything else as JSON, and parses them back', () => {
    const { rows, serverFilled } = parameterRows(run.parameters);
    expect(rows).toEqual([
      { key: 'Branch', kind: 'text', value: 'main' },
      { key: 'Nodes', kind: 'json', value: '["employees"]' },
      { key: 'Limit', kind: 'json', value: '10' },
    ]);
    expect(serverFilled.map(([key]) => key)).toEqual(['EngagementId', 'TenantId']);
    expect(parametersOfRows([...rows, { key: 'TenantId', kind: 'text', value: 'x' }])).toEqual({
      Branch: 'main',
      Nodes: ['employees'],
      Limit: 10,
    });
  });
});

describe('RerunWithChangesDialog', { timeout: 30_000 }, () => {
  it('prefills the old parameters and sends the edited ones without the server-filled ids', async () => {
    const server = visit({ ...run, id: 'r2', status: 'Queued', rerunOf: 'r1' });
    fireEvent.click(await screen.findByTestId('run-rerun-changes'));
    const form = await screen.findByTestId('rerun-changes-form');
    const values = within(form).getAllByTestId('rerun-changes-value') as HTMLInputElement[];
    expect(values.map((input) => input.value)).toEqual(['main', '["employees"]', '10']);
    expect(screen.getByTestId('rerun-changes-server-filled').textContent).toContain('EngagementId');

    fireEvent.change(values[2], { target: { value: '25' } });
    fireEvent.click(within(form).getAllByTestId('rerun-changes-remove')[0]);
    fireEvent.click(within(form).getByTestId('rerun-changes-add'));
    const keys = within(form).getAllByTestId('rerun-changes-key');
    fireEvent.change(keys[keys.length - 1], { target: { value: 'Note' } });
    const newValues = within(form).getAllByTestId('rerun-changes-value');
    fireEvent.change(newValues[newValues.length - 1], { target: { value: 'again' } });
    fireEvent.click(screen.getByTestId('rerun-changes-submit'));

    await waitFor(() => expect(server.callsTo(/\/rerun$/)).toHaveLength(1));
    expect(server.callsTo(/\/rerun$/)[0].body).toEqual({
      parameters: { Nodes: ['employees'], Limit: 25, Note: 'again' },
    });
    // The new run's page, which links back to the run it reruns.
    expect((await screen.findByTestId('run-rerun-of')).getAttribute('href')).toBe('/pipeline-runs/r1');
  });

  it('shows a problem naming a parameter under its name', async () => {
    const server = visit(
      problemAnswer(400, {
        title: 'Bad Request',
        errors: [{ field: 'parameters.Branch', key: 'tooLong', message: 'Too long.' }],
      }),
    );
    fireEvent.click(await screen.findByTestId('run-rerun-changes'));
    fireEvent.click(await screen.findByTestId('rerun-changes-submit'));
    await waitFor(() => expect(server.callsTo(/\/rerun$/)).toHaveLength(1));
    expect(await screen.findByText('Too long.')).toBeTruthy();
    expect(screen.getByTestId('rerun-changes-form')).toBeTruthy();
  });

  it('is disabled, saying why, while the run is still going', async () => {
    fakeServer([
      ...engagementRoutes({ permissions: [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesStart] }),
      [
        'GET',
        /\/runs\/r1$/,
        { ...run, status: 'InProgress', abilities: { view: true, cancel: true, rerun: false } },
      ],
      ['GET', /\/pipelines$/, []],
    ]);
    renderWithApp(
      <Routes>
        <Route path="/pipeline-runs/:runId" element={<RunPage />} />
      </Routes>,
      { at: '/pipeline-runs/r1' },
    );
    expect((await screen.findByTestId('run-rerun-changes')).hasAttribute('disabled')).toBe(true);
  });
});
