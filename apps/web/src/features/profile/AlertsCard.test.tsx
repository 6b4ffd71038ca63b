// @vitest-environment happy-dom
// The profile's alert e-mails: the switches show the saved choices, and a switch saves at once.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderWithApp } from '../../shared/testing/renderWithApp';
import { AlertsCard } from './AlertsCard';

const ALERTS = /^\/api\/profile\/me\/alerts$/;

afterEach(cleanup);

describe('AlertsCard', { timeout: 30_000 }, () => {
  it('shows the saved choices and saves a changed one with the others as they were', async () => {
    const server = fakeServer([
      ['GET', ALERTS, { failure: false, recovery: true, longRun: false }],
      ['PUT', ALERTS, (call: { body: unknown }) => call.body],
    ]);
    renderWithApp(<AlertsCard />);
    const failure = await screen.findByTestId('profile-alerts-failure');
    await waitFor(() =>
      expect(screen.getByTestId('profile-alerts-recovery').getAttribute('aria-checked')).toBe('true'),
    );
    expect(failure.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(failure);
    expect(await screen.findByText('Alert choices saved')).toBeTruthy();
    expect(server.callsTo(ALERTS).find((c) => c.method === 'PUT')!.body).toEqual({
      failure: true,
      recovery: true,
      longRun: false,
    });
  });
});
