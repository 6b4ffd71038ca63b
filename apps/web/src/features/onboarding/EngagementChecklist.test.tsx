// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { workspace } from '../building/testSupport';
import { EngagementChecklist } from './EngagementChecklist';

const state = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../shared/engagement/useEngagementWorkspace', () => ({
  useEngagementWorkspace: () => state.current,
}));

const everything = {
  canReadEngagementPipelines: true,
  canReadEngagementNodeModelGit: true,
  canReadEngagementStorageFolders: true,
  canReadEngagementPowerBiDashboards: true,
};
const paged = (totalItems: number) => ({ results: [], meta: { totalItems, page: 1, pageSize: 1 } });
const stepStates = () =>
  Object.fromEntries(
    screen.getAllByTestId('checklist-step').map((li) => [li.dataset.step, li.dataset.state]),
  );

afterEach(cleanup);

describe('the first-use checklist on Overview', () => {
  it('ticks the steps the engagement has done and links the others', async () => {
    state.current = workspace(everything);
    fakeServer([
      ['GET', /\/api\/storage\/engagements\/eng-1\/import\/folder$/, paged(2)],
      ['GET', /\/warehouse\/tables$/, [{ schema: 'import', name: 'payroll', rowCount: 3, columns: [] }]],
      ['GET', /\/branches\/main\/layers\/model\/nodes$/, [{ name: 'lines', dbSchema: null }]],
      ['GET', /\/branches\/main\/layers\/test\/nodes$/, []],
      ['GET', /\/api\/engagements\/eng-1\/dashboards$/, { ...paged(0), abilities: {} }],
    ]);
    renderWithApp(<EngagementChecklist />);
    await waitFor(() =>
      expect(stepStates()).toEqual({
        upload: 'done',
        import: 'done',
        node: 'done',
        build: 'todo',
        test: 'todo',
        dashboard: 'todo',
      }),
    );
    expect(screen.getByText('Build').getAttribute('href')).toBe('/modeling/run');
    // The bar has a name a screen reader says (axe: aria-progressbar-name).
    expect(screen.getByRole('progressbar', { name: '3 of 6 steps done' })).toBeTruthy();
  });

  it('says a step is unknown where the roles do not let the user see it', async () => {
    state.current = workspace({ canReadEngagementPipelines: true });
    fakeServer([['GET', /\/warehouse\/tables$/, []]]);
    renderWithApp(<EngagementChecklist />);
    await waitFor(() => expect(stepStates().import).toBe('todo'));
    expect(stepStates().dashboard).toBe('unknown');
    expect(screen.getAllByText("You cannot see this step's progress with your roles.").length).toBe(4);
  });

  it('is not shown in an engagement without the data journey', () => {
    state.current = workspace(everything, ['Storage']);
    fakeServer([]);
    renderWithApp(<EngagementChecklist />);
    expect(screen.queryByTestId('engagement-checklist')).toBeNull();
  });
});
