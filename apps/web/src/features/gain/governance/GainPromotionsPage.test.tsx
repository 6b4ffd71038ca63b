// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PERMISSIONS, type GainPromotionAnswer, type GainPromotionList } from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { GainPromotionsPage } from './GainPromotionsPage';

const promotion = (over: Partial<GainPromotionAnswer>): GainPromotionAnswer => ({
  promotionId: `p-${over.sourceVersion}`,
  processType: 'GainData',
  sourceVersion: 1,
  status: 2,
  promotedAt: '2026-10-05T09:30:00.000Z',
  createdBy: 'Casey Configurer',
  comment: null,
  statusMessage: null,
  abilities: { revert: false },
  isRevertTarget: false,
  ...over,
});
const list = (results: GainPromotionAnswer[], over: Partial<GainPromotionList> = {}): GainPromotionList => ({
  results,
  inProgress: false,
  versionForRuns: 2,
  abilities: { promote: true },
  ...over,
});

function open(answer: GainPromotionList) {
  const server = fakeServer([
    ...engagementRoutes({ features: ['GAIN'], permissions: [PERMISSIONS.gainConfigurationImportWriter] }),
    ['GET', /\/gain\/promotions$/, answer],
    ['POST', /\/gain\/promotions\/revert$/, promotion({ sourceVersion: 2, status: 1 })],
    [
      'GET',
      /\/gain\/import-configurations\/GainData\/history$/,
      [3, 2, 1].map((version) => ({
        version,
        timestamp: '2026-10-01T08:00:00.000Z',
        updatedBy: null,
        fileLogicType: 'BooleanLogic',
        fileConfigurations: [],
        tableConfigurations: [],
      })),
    ],
    ['POST', /\/gain\/promotions$/, promotion({ sourceVersion: 3, status: 1 })],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/gain/promotions" element={<GainPromotionsPage />} />
    </Routes>,
    { at: '/gain/promotions' },
  );
  return server;
}

afterEach(cleanup);

describe('GainPromotionsPage', { timeout: 30_000 }, () => {
  it('says there is no promotion history', async () => {
    open(list([], { versionForRuns: null }));
    expect(await screen.findByTestId('gain-promotions-empty')).toBeTruthy();
    expect(screen.getByText('No promotion history')).toBeTruthy();
    expect(screen.getByTestId('gain-promotions-runs-use').textContent).toBe(
      'Import runs use the newest version',
    );
  });

  it('shows version, status, date, who and comment, Revert on the latest finished and Target on the restore', async () => {
    open(
      list([
        promotion({
          sourceVersion: 3,
          status: 3,
          abilities: { revert: true },
          statusMessage: 'row 3 failed',
        }),
        promotion({ sourceVersion: 2, isRevertTarget: true, comment: 'October go-live' }),
      ]),
    );
    const table = await screen.findByTestId('gain-promotions-table');
    const rows = table.querySelectorAll('tr[data-version]');
    expect([...rows].map((r) => r.getAttribute('data-version'))).toEqual(['3', '2']);
    expect(within(rows[0] as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2026-10-05')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId('gain-promotion-revert')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTestId('gain-promotion-target').textContent).toBe('Target');
    expect(within(rows[1] as HTMLElement).getByText('October go-live')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByTestId('gain-promotion-revert')).toBeNull();
    expect(screen.getByTestId('gain-promotions-runs-use').textContent).toBe('Import runs use version 2');
  });

  it('reverts with a required comment and the read-only versions, then says so', async () => {
    const server = open(
      list([
        promotion({ sourceVersion: 3, abilities: { revert: true } }),
        promotion({ sourceVersion: 2, isRevertTarget: true }),
      ]),
    );
    fireEvent.click(await screen.findByTestId('gain-promotion-revert'));
    expect((screen.getByTestId('gain-revert-source') as HTMLInputElement).value).toBe('3');
    expect((screen.getByTestId('gain-revert-target') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('gain-revert-target') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('gain-revert-comment').getAttribute('rows')).toBe('4');
    fireEvent.click(screen.getByTestId('gain-revert-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.callsTo(/\/revert$/)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('gain-revert-comment'), { target: { value: 'Breaks October' } });
    fireEvent.click(screen.getByTestId('gain-revert-submit'));
    expect(await screen.findByText('Reverting promotion')).toBeTruthy();
    expect(server.callsTo(/\/revert$/)[0].body).toEqual({ promotionId: 'p-3', comment: 'Breaks October' });
  });

  it('promotes a version chosen from the configuration history', async () => {
    const server = open(list([], { versionForRuns: null }));
    fireEvent.click(await screen.findByTestId('gain-promote-open'));
    await waitFor(() => expect(screen.getByTestId('gain-promote-submit')).toBeTruthy());
    // The newest version is preselected once the history is there.
    await waitFor(() => expect(screen.getByText(/^Version 3 \(2026-10-0\d \d\d:00:00\)$/)).toBeTruthy());
    fireEvent.click(screen.getByTestId('gain-promote-submit'));
    expect(await screen.findByText('Promoting version 3')).toBeTruthy();
    expect(server.callsTo(/\/gain\/promotions$/).find((c) => c.method === 'POST')?.body).toEqual({
      sourceVersion: 3,
      comment: null,
      processType: 'GainData',
    });
  });

  it('offers no Promote while a promotion is in progress', async () => {
    open(
      list([promotion({ sourceVersion: 3, status: 1 })], { inProgress: true, abilities: { promote: false } }),
    );
    expect(await screen.findByTestId('gain-promotions-in-progress')).toBeTruthy();
    expect((screen.getByTestId('gain-promote-open') as HTMLButtonElement).disabled).toBe(true);
  });
});
