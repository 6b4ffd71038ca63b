// @vitest-environment happy-dom
// What a screen reader user hears without moving the focus: a run's status changing while the page
// polls (the live region), and the app's toasts (antd notices are alerts of their own).
// It sits with the providers: it plays the shared LiveAnnouncer with the app's NotificationBridge.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import '../../i18n';
import { NotificationBridge } from './NotificationBridge';
import { RunStatusTag } from '../../features/pipelines/RunStatusTag';
import { ApiError } from '../../shared/api/ApiError';
import { reportError } from '../../shared/api/reportError';
import { LiveAnnouncer } from '../../shared/announcements/LiveAnnouncer';

const region = () => screen.getByRole('status');

afterEach(() => cleanup());

describe('live announcements', { timeout: 30_000 }, () => {
  it('reads out a run status that changes, with the pipeline, but not the status it opened with', async () => {
    const { rerender } = render(
      <>
        <LiveAnnouncer />
        <RunStatusTag status="InProgress" name="Import payroll" />
      </>,
    );
    expect(region().getAttribute('aria-live')).toBe('polite');
    await act(() => Promise.resolve());
    expect(region().textContent).toBe('');

    rerender(
      <>
        <LiveAnnouncer />
        <RunStatusTag status="Succeeded" name="Import payroll" />
      </>,
    );
    await waitFor(() => expect(region().textContent).toBe('Import payroll: Succeeded'));
  });

  it('reads several runs that change together once each', async () => {
    const tags = (status: string) => (
      <>
        <LiveAnnouncer />
        <RunStatusTag status={status} name="Build model" />
        <RunStatusTag status={status} name="Build model" />
        <RunStatusTag status={status} name="Run tests" />
      </>
    );
    const { rerender } = render(tags('Queued'));
    rerender(tags('Failed'));
    await waitFor(() => expect(region().textContent).toBe('Build model: Failed. Run tests: Failed'));
  });

  it('shows an error toast as an alert, which screen readers announce when it appears', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <NotificationBridge />
        </App>
      </ConfigProvider>,
    );
    act(() => reportError(new ApiError(500, 'Internal Server Error', { errorId: 'err-42' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('err-42');
  });
});
