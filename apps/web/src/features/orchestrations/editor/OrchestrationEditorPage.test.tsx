// @vitest-environment happy-dom
// The editor against a fake server: the steps' problems named under their step before anything is
// sent, a save that sends the steps as the API takes them, the server's field problems under their
// fields, a newer version saved meanwhile, and the reasons a reader cannot save or run.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type OrchestrationSave } from '@cairn/contracts';
import { chooseOption } from '../../../shared/testing/chooseOption';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import {
  engagementRoutes,
  fakeServer,
  renderWithApp,
  type Route as FakeRoute,
} from '../../../shared/testing/renderWithApp';
import { orchestration } from '../testSupport';
import { OrchestrationEditorPage } from './OrchestrationEditorPage';

const configurer = [PERMISSIONS.pipelinesRead, PERMISSIONS.pipelinesWrite, PERMISSIONS.pipelinesStart];

function render(routes: FakeRoute[], { at = '/workflow/new', permissions = configurer } = {}) {
  const server = fakeServer([
    ...engagementRoutes({ features: ['Pipelines', 'Workflow'], permissions }),
    ...routes,
  ]);
  renderWithApp(
    <Routes>
      <Route path="/workflow/new" element={<OrchestrationEditorPage />} />
      <Route path="/workflow/:orchestrationId" element={<OrchestrationEditorPage />} />
    </Routes>,
    { at },
  );
  return server;
}

const cards = () => screen.getAllByTestId('step-card');

async function fillStep(index: number, name: string, pipeline: string) {
  const card = cards()[index];
  fireEvent.change(within(card).getByTestId('step-name'), { target: { value: name } });
  // The list is virtual (only the first options are drawn): typing the pipeline finds it.
  await chooseOption(
    within(card).getByTestId('step-pipeline').closest('.ant-select') as HTMLElement,
    pipeline,
    pipeline.split(' · ')[1],
  );
}

afterEach(cleanup);

describe('OrchestrationEditorPage', { timeout: 30_000 }, () => {
  it('names a clashing step name under the second step and sends nothing', async () => {
    const server = render([['POST', /\/orchestrations$/, orchestration()]]);
    fireEvent.change(await screen.findByTestId('editor-name'), { target: { value: 'Nightly' } });
    await fillStep(0, 'model', 'Modeling · RunModel');
    fireEvent.click(screen.getByTestId('add-step'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await fillStep(1, 'model', 'Testing · RunTests');

    const problem = await within(cards()[1]).findByTestId('step-problem-name');
    expect(problem.textContent).toBe('Another step has this name');
    expect(within(cards()[0]).queryByTestId('step-problem-name')).toBeNull();

    fireEvent.click(screen.getByTestId('editor-save'));
    await screen.findByText('Fix the problems shown under the steps first.');
    expect(server.callsTo(/\/orchestrations$/).filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the steps as the API takes them: layer and pipeline, dependencies, parsed list parameters', async () => {
    const server = render([
      ['POST', /\/orchestrations$/, orchestration({ id: 'o-9' })],
      ['GET', /\/orchestrations\/o-9$/, orchestration({ id: 'o-9' })],
    ]);
    fireEvent.change(await screen.findByTestId('editor-name'), { target: { value: 'Nightly' } });
    await fillStep(0, 'model', 'Modeling · RunModel');
    fireEvent.click(within(cards()[0]).getByTestId('step-add-parameter'));
    const [key, value] = within(cards()[0]).getAllByRole('textbox').slice(-2);
    fireEvent.change(key, { target: { value: 'ActiveNodes' } });
    fireEvent.change(value, { target: { value: '["a","b"]' } });
    fireEvent.click(screen.getByTestId('add-step'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await fillStep(1, 'tests', 'Testing · RunTests');
    await chooseOption(
      within(cards()[1]).getByTestId('step-depends-on').closest('.ant-select') as HTMLElement,
      'model',
    );

    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() =>
      expect(server.callsTo(/\/orchestrations$/).some((c) => c.method === 'POST')).toBe(true),
    );
    const body = server.callsTo(/\/orchestrations$/).find((c) => c.method === 'POST')!
      .body as OrchestrationSave;
    expect(body.name).toBe('Nightly');
    expect(body.schedule).toBeNull();
    expect(body.steps).toMatchObject([
      {
        name: 'model',
        layer: 'model',
        pipelineName: 'RunModel',
        parameters: { ActiveNodes: ['a', 'b'] },
        dependsOn: [],
      },
      { name: 'tests', layer: 'TestLayer', pipelineName: 'RunTests', dependsOn: ['model'] },
    ]);
  });

  it("puts a 400's field problems under their fields: the name and the step's pipeline", async () => {
    render(
      [
        ['GET', /\/orchestrations\/o-1$/, orchestration()],
        [
          'PUT',
          /\/orchestrations\/o-1$/,
          problemAnswer(400, {
            title: 'Bad Request',
            errors: [
              { field: 'name', message: 'Another orchestration is named Nightly build', key: 'nameTaken' },
              {
                field: 'steps.0.pipelineName',
                message: 'RunModel is not a pipeline of the model layer',
                key: 'unknownPipeline',
              },
            ],
          }),
        ],
      ],
      { at: '/workflow/o-1' },
    );
    fireEvent.change(await screen.findByTestId('editor-name'), { target: { value: 'Nightly build 2' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Another orchestration is named Nightly build')).toBeTruthy();
    expect(within(cards()[0]).getByText('Not a pipeline of this layer')).toBeTruthy();
  });

  it('says someone saved a newer version on a 409 and offers to reload', async () => {
    const server = render(
      [
        ['GET', /\/orchestrations\/o-1$/, orchestration()],
        [
          'PUT',
          /\/orchestrations\/o-1$/,
          problemAnswer(409, { title: 'Conflict', detail: 'Not the newest version' }),
        ],
      ],
      { at: '/workflow/o-1' },
    );
    fireEvent.change(await screen.findByTestId('editor-name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    const conflict = await screen.findByTestId('editor-conflict');
    expect(conflict.textContent).toContain('Someone saved a newer version');
    expect(
      (server.callsTo(/\/orchestrations\/o-1$/).find((c) => c.method === 'PUT')!.body as { version: number })
        .version,
    ).toBe(3);
  });

  it('turns Save, Delete and Run now off with the permission each needs', async () => {
    render([['GET', /\/orchestrations\/o-1$/, orchestration({ abilities: { write: false, run: false } })]], {
      at: '/workflow/o-1',
      permissions: [PERMISSIONS.pipelinesRead],
    });
    const save = await screen.findByTestId('editor-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(save.getAttribute('aria-description')).toContain('Pipelines.Write');
    expect((screen.getByTestId('editor-delete') as HTMLButtonElement).disabled).toBe(true);
    const run = screen.getByTestId('editor-run-now');
    expect((run as HTMLButtonElement).disabled).toBe(true);
    expect(run.getAttribute('aria-description')).toContain('Pipelines.Start');
    expect((screen.getByTestId('editor-name') as HTMLInputElement).disabled).toBe(true);
  });
});
