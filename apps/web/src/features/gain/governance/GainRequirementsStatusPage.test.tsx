// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  PERMISSIONS,
  REQUIREMENTS_STATUSES,
  type RequirementsStatusAnswer,
  type RequirementsStatusEntry,
} from '@cairn/contracts';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { GainRequirementsStatusPage } from './GainRequirementsStatusPage';

const entry = (requirementsStatus: number, message: string, updatedAt: string): RequirementsStatusEntry => ({
  requirementsStatus,
  updatedAt,
  updatedBy: 'Lea Lead',
  message,
});
const setStatus = (allowed: string[]) =>
  Object.fromEntries(
    REQUIREMENTS_STATUSES.map((s) => [s, allowed.includes(s)]),
  ) as RequirementsStatusAnswer['abilities']['setStatus'];

function answer(
  history: RequirementsStatusEntry[],
  allowed: string[],
  revertSignOff = false,
): RequirementsStatusAnswer {
  return {
    requirementsStatus: history[0]?.requirementsStatus ?? 0,
    current: history[0] ?? null,
    history,
    abilities: { update: allowed.length > 0, setStatus: setStatus(allowed), revertSignOff },
  };
}

function open(
  first: RequirementsStatusAnswer,
  afterUpdate?: RequirementsStatusAnswer,
  afterRevert?: RequirementsStatusAnswer,
) {
  const server = fakeServer([
    ...engagementRoutes({ features: ['GAIN'], permissions: [PERMISSIONS.gainConfigurationImportReader] }),
    ['GET', /\/gain\/requirements-status$/, first],
    ['POST', /\/gain\/requirements-status$/, afterUpdate ?? first],
    ['POST', /\/gain\/requirements-status\/revert$/, afterRevert ?? first],
    ['GET', /\/gain\/sign-off$/, { signedOff: false }],
  ]);
  renderWithApp(
    <Routes>
      <Route path="/gain/requirements-status" element={<GainRequirementsStatusPage />} />
    </Routes>,
    { at: '/gain/requirements-status' },
  );
  return server;
}

afterEach(cleanup);

describe('GainRequirementsStatusPage', { timeout: 30_000 }, () => {
  it('shows the current status and the history with timestamp, status, who and message', async () => {
    open(
      answer(
        [
          entry(4, 'Mapping reviewed', '2026-10-02T10:15:00.000Z'),
          entry(1, 'Kick-off held', '2026-09-01T08:00:00.000Z'),
        ],
        ['ReadyForTesting'],
      ),
    );
    const current = await screen.findByTestId('gain-requirements-status-current');
    expect(current.textContent).toBe('Ready for testing');
    const rows = screen.getByTestId('gain-requirements-status-history').querySelectorAll('tr[data-status]');
    expect([...rows].map((r) => r.getAttribute('data-status'))).toEqual([
      'ReadyForTesting',
      'RequirementsStarted',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Kick-off held')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Lea Lead')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^2026-09-01 \d\d:00:00$/)).toBeTruthy();
  });

  it('offers only the statuses the caller may set, requires a message, and submits', async () => {
    const updated = answer(
      [entry(4, 'Ready', '2026-10-03T10:00:00.000Z')],
      ['RequirementsStarted', 'ReadyForTesting'],
    );
    const server = open(answer([], ['RequirementsStarted', 'ReadyForTesting']), updated);
    fireEvent.click(await screen.findByTestId('gain-requirements-status-update'));
    fireEvent.mouseDown(within(screen.getByTestId('gain-requirements-status-select')).getByRole('combobox'));
    const option = (status: string) =>
      screen
        .getByTestId(`gain-requirements-status-option-${status}`)
        .closest('.ant-select-item') as HTMLElement;
    await waitFor(() => expect(option('SignedOff')).toBeTruthy());
    expect(option('SignedOff').getAttribute('aria-disabled')).toBe('true');
    expect(option('NotStarted').getAttribute('aria-disabled')).toBe('true');
    expect(option('ReadyForTesting').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(option('ReadyForTesting'));
    expect(screen.getByTestId('gain-requirements-status-message').getAttribute('rows')).toBe('4');
    fireEvent.click(screen.getByTestId('gain-requirements-status-dialog-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.callsTo(/\/requirements-status$/).filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('gain-requirements-status-message'), { target: { value: 'Ready' } });
    fireEvent.click(screen.getByTestId('gain-requirements-status-dialog-submit'));
    expect(await screen.findByText('Requirements status submitted')).toBeTruthy();
    expect(server.callsTo(/\/requirements-status$/).find((c) => c.method === 'POST')?.body).toEqual({
      requirementsStatus: 4,
      message: 'Ready',
    });
    await waitFor(() =>
      expect(screen.getByTestId('gain-requirements-status-current').textContent).toBe('Ready for testing'),
    );
  });

  it('offers no Update once signed off, and a disabled one to a caller who may set nothing', async () => {
    open(answer([entry(5, 'Signed', '2026-10-04T10:00:00.000Z')], []));
    expect(await screen.findByTestId('gain-requirements-status-signed-off')).toBeTruthy();
    expect(screen.queryByTestId('gain-requirements-status-update')).toBeNull();
    cleanup();
    open(answer([], []));
    const update = await screen.findByTestId('gain-requirements-status-update');
    expect((update as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Revert sign-off', { timeout: 30_000 }, () => {
  const signed = entry(5, 'Signed', '2026-10-04T10:00:00.000Z');
  const before = entry(4, 'Mapping reviewed', '2026-10-02T10:15:00.000Z');

  it('is offered to the caller the server allows (an Admin): it asks for the reason, then unlocks', async () => {
    const reverted = answer(
      [entry(4, 'A source was missed', '2026-10-05T09:00:00.000Z'), signed, before],
      ['ReadyForTesting'],
    );
    const server = open(answer([signed, before], [], true), undefined, reverted);
    fireEvent.click(await screen.findByTestId('gain-sign-off-revert'));
    await screen.findByTestId('gain-sign-off-revert-dialog-form');
    expect(screen.getByText(/goes back to the one before the sign-off/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('gain-sign-off-revert-dialog-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('gain-sign-off-revert-reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('gain-sign-off-revert-dialog-submit'));
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0));
    expect(server.callsTo(/\/revert$/)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('gain-sign-off-revert-reason'), {
      target: { value: ' A source was missed ' },
    });
    fireEvent.click(screen.getByTestId('gain-sign-off-revert-dialog-submit'));
    expect(await screen.findByText('Sign-off reverted')).toBeTruthy();
    const posted = server.callsTo(/\/revert$/);
    expect(posted.map((c) => [c.method, c.body])).toEqual([['POST', { reason: 'A source was missed' }]]);
    await waitFor(() =>
      expect(screen.getByTestId('gain-requirements-status-current').textContent).toBe('Ready for testing'),
    );
    expect(screen.queryByTestId('gain-sign-off-revert')).toBeNull();
    expect(screen.queryByTestId('gain-requirements-status-signed-off')).toBeNull();
  });

  it('is not offered to anyone else, who is told that only a platform administrator can revert', async () => {
    open(answer([signed, before], []));
    const locked = await screen.findByTestId('gain-requirements-status-signed-off');
    expect(locked.textContent).toContain('Only a platform administrator can revert the sign-off.');
    expect(screen.queryByTestId('gain-sign-off-revert')).toBeNull();
  });
});
